import type { FastifyInstance, FastifyRequest } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether a request came over HTTPS: its own TLS socket, or X-Forwarded-Proto from a proxy TRUST_PROXY
 * names (Fastify's request.protocol), or the host of an https PUBLIC_ORIGIN (a TLS proxy that is not
 * configured as trusted still serves that host over HTTPS only). Plain http on localhost is none of these.
 * PUBLIC_ORIGIN is parsed once, not per request.
 */
function servedOverHttps(publicOrigin: string | undefined): (request: FastifyRequest) => boolean {
  const origin = publicOrigin ? new URL(publicOrigin) : undefined;
  const httpsHost = origin?.protocol === 'https:' ? origin.host : undefined;
  return (request) => request.protocol === 'https' || (httpsHost !== undefined && request.host === httpsHost);
}

/** Strict-Transport-Security on every answer served over HTTPS (never over plain http, where it means nothing). */
export function sendHsts(app: FastifyInstance): void {
  const overHttps = servedOverHttps(app.config.publicOrigin);
  app.addHook('onRequest', (request, reply, done) => {
    if (overHttps(request)) reply.header('strict-transport-security', HSTS);
    done();
  });
}
