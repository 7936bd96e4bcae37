import type { FastifyRequest } from 'fastify';
import { BusinessError } from './errors.ts';

/**
 * The caller's country: the header COUNTRY_HEADER names (set by the CDN or load balancer in front, e.g.
 * cf-ipcountry), else DEFAULT_COUNTRY. Without COUNTRY_HEADER no header is believed: a client could name
 * any country in it (X-Country included, unless COUNTRY_HEADER=x-country).
 */
export function callerCountry(request: FastifyRequest) {
  const { config, catalog } = request.server;
  const header = config.countryHeader ? request.headers[config.countryHeader] : undefined;
  const asked = typeof header === 'string' ? catalog.country(header.trim()) : undefined;
  return asked ?? catalog.country(config.defaultCountry);
}

/** The currency of the caller's country when it is one the gateway sells (payList's normalCurrency then). */
export function callerCurrency(request: FastifyRequest): string | undefined {
  const local = callerCountry(request)?.currency;
  return local ? request.server.catalog.fiat(local)?.code : undefined;
}

/** Quotes and orders are refused to callers from a banned region (isBan), as the app refuses them. */
export function refuseBannedRegion(request: FastifyRequest): void {
  if (callerCountry(request)?.isBan) throw new BusinessError(403, 'common.regionBlocked');
}
