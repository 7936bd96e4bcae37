import type { FastifyInstance } from 'fastify';

/**
 * The app's page opened by a widget in a partner's frame (Continue on /buy-v1, Get started on /buy: their
 * links carry the partner's id) answers Cross-Origin-Opener-Policy `unsafe-none` instead of helmet's
 * `same-origin`: with same-origin the browser would cut the new window off from the widget's frame that
 * opened it, and its purchase events (order made, payment, statuses) could not reach the partner's page
 * (src/embed/bridge.ts). Only for a partnerId of the registry; every other page keeps `same-origin`.
 */
export function keepWidgetOpener(app: FastifyInstance, partnerIds: ReadonlySet<string>): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET') {
      const partnerId = (request.query as Record<string, unknown> | undefined)?.partnerId;
      if (typeof partnerId === 'string' && partnerIds.has(partnerId)) {
        const type = reply.getHeader('content-type');
        if (typeof type === 'string' && type.startsWith('text/html'))
          reply.header('cross-origin-opener-policy', 'unsafe-none');
      }
    }
    done(null, payload);
  });
}
