import type { FastifyInstance, FastifyRequest } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request came over HTTPS: its own TLS socket, or X-Forwarded-Proto from a proxy TRUST_PROXY
 * names (Fastify's request.protocol), or the host of an https PUBLIC_ORIGIN (a TLS proxy that is not
 * configured as trusted still serves that host over HTTPS only). Plain http on localhost is none of these.
 */
export function servedOverHttps(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (request.protocol === 'https') return true;
  if (!publicOrigin) return false;
  const origin = new URL(publicOrigin);
  return origin.protocol === 'https:' && request.host === origin.host;
}

/** Strict-Transport-Security on every answer served over HTTPS (never over plain http, where it means nothing). */
export function sendHsts(app: FastifyInstance): void {
  const { publicOrigin } = app.config;
  app.addHook('onRequest', async (request, reply) => {
    if (servedOverHttps(request, publicOrigin)) reply.header('strict-transport-security', HSTS);
  });
}
