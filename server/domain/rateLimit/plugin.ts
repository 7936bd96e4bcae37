import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { RespCode } from '../../../schemas/api/common.ts';
import { BusinessError } from '../../http/errors.ts';
import type { GatewayClock } from '../../config.ts';
import { purgeCounters } from './counter.ts';
import { SharedCounter } from './sharedCounter.ts';

const WINDOW_MS = 60_000;

/** @fastify/rate-limit's store interface over the database counters (a request far from its limit does not wait for them). */
function databaseStore(counter: SharedCounter, clock: GatewayClock) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = WINDOW_MS,
      max = Infinity,
    ) {
      counter.count(`ip:${key}`, timeWindow, clock.now(), max).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child() {
      return new DatabaseStore();
    }
  };
}

/**
 * Per-IP request limit of the API (IP_RATE_LIMIT_PER_MINUTE): beyond it every API call answers
 * respCode 5001. Registered before the API routes, which it then covers, and the sandbox's routes (checkout
 * pages and their form posts, the card field and its tokenization); the app's pages and images are not counted.
 */
export async function registerIpRateLimit(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const counter = new SharedCounter(
    db,
    () => config.clock.now(),
    (error) => app.log.warn({ reason: error.message }, 'rate-limit count not written'),
  );
  await app.register(rateLimit, {
    global: true,
    max: config.ipRateLimitPerMinute,
    timeWindow: WINDOW_MS,
    store: databaseStore(counter, config.clock),
    allowList: (request) => !request.url.startsWith('/gateway/') && !request.url.startsWith('/sandbox/'),
    errorResponseBuilder: (_request, context) =>
      new BusinessError(RespCode.ipLimit, 'common.ipLimit', {
        seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
  const purge = setInterval(() => {
    purgeCounters(db, config.clock.now()).catch((error: Error) =>
      app.log.warn({ reason: error.message }, 'rate-limit purge failed'),
    );
  }, WINDOW_MS);
  purge.unref();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    await counter.flush();
  });
}

/**
 * A stricter per-IP limit for one route on top of the API's (the same database counters, under the route's
 * own key): an onRequest hook answering 5001 once an IP made more than `max` calls of the route in a minute.
 */
export function routeIpLimit(app: FastifyInstance, route: string, max: number) {
  const limit = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${route}:${request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const count = await limit(request);
    if (!count.isAllowed && count.isExceeded) {
      throw new BusinessError(RespCode.ipLimit, 'common.ipLimit', {
        seconds: Math.max(1, count.ttlInSeconds),
      });
    }
  };
}
