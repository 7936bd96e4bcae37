import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** The route's own helmet options (merged over the gateway's), or false for none. */
    helmet?: HelmetOptions | false;
  }
  interface FastifyContextConfig {
    /** helmet's middleware of the route, built when the route is added; null: the route sends none. */
    securityHeaders?: SecurityHeaders | null;
  }
}

type SecurityHeaders = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const ignore = () => {};

/**
 * helmet's headers (CSP, X-Frame-Options, COOP, CORP, Referrer-Policy, nosniff…) on every answer. helmet
 * builds its header values when its middleware is made; each route's middleware is made once, when the route
 * is added (`options` for every route, merged with a route's own `helmet` option), and only applied per
 * request. @fastify/helmet made a new middleware, parsing the CSP directives again, for every request.
 */
export function sendSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const everyRoute: SecurityHeaders = helmet(options);
  app.addHook('onRoute', (route) => {
    const own = (route as { helmet?: HelmetOptions | false }).helmet;
    if (own === undefined) return;
    route.config = {
      ...route.config,
      securityHeaders: own === false ? null : helmet({ ...options, ...own } as HelmetOptions),
    };
  });
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.routeOptions.config.securityHeaders;
    if (headers !== null) (headers ?? everyRoute)(request.raw, reply.raw, ignore);
    done();
  });
}
