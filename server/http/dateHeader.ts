import type { FastifyInstance } from 'fastify';

/**
 * Every answer says the gateway's own time (config.clock, the clock its quote and login expiries are
 * written in): the `Date` header (whole seconds) and X-Gateway-Time (epoch ms), from which the app learns
 * the device's offset (src/stores/gatewayClock.ts). On a real gateway config.clock is the wall clock; a
 * gateway started with CLOCK_OFFSET_MS, or moved on by a test, says the time it works by. Node writes no
 * Date header of its own when one is set. The app reads both on the same origin, where fetch shows every
 * header but Set-Cookie.
 */
export function sendGatewayDate(app: FastifyInstance): void {
  const { clock } = app.config;
  // The Date header's text changes once a second: made then, not for every answer.
  let second = NaN;
  let dateText = '';
  // onSend: written as the answer leaves, so a slow answer (a login's scrypt) does not carry its start time.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const now = clock.now();
    const nowSecond = Math.floor(now / 1000);
    if (nowSecond !== second) {
      second = nowSecond;
      dateText = new Date(now).toUTCString();
    }
    reply.header('date', dateText);
    reply.header('x-gateway-time', String(now));
    done(null, payload);
  });
}
