import type { FastifyInstance } from 'fastify';
import { RespCode } from '../../schemas/api/common.ts';
import { BusinessError } from '../http/errors.ts';
import { done, serveEndpoints } from '../http/endpoint.ts';
import { addTrackingPoint } from '../domain/tracking/points.ts';

type Extra = string | number | boolean;
const MAX_EXTRAS = 30;
const MAX_EXTRAS_JSON = 8_000;
const KNOWN = new Set(['type', 'order_id', 'user_id', 'place', 'extras', 'authToken']);

/** Extras come as `extras[key]` or as further flat fields of the body; nested values are not kept. */
function extrasOf(body: Record<string, unknown>, given: Record<string, Extra> = {}): Record<string, Extra> {
  const flat = Object.entries(body).filter(
    ([key, value]) =>
      !KNOWN.has(key) && key.length <= 64 && ['string', 'number', 'boolean'].includes(typeof value),
  ) as [string, Extra][];
  const extras = { ...Object.fromEntries(flat), ...given };
  if (Object.keys(extras).length > MAX_EXTRAS || JSON.stringify(extras).length > MAX_EXTRAS_JSON) {
    throw new BusinessError(RespCode.badRequest, 'field.extras', {
      field: 'extras',
      maxValues: MAX_EXTRAS,
      maxChars: MAX_EXTRAS_JSON,
    });
  }
  return extras;
}

/** addPoint: the app's tracking points. */
export async function trackingRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  serveEndpoints(app, {
    addPoint: async (body) => {
      const { type, order_id = '', user_id = '', place = '', extras } = body;
      const point = {
        type,
        orderId: order_id,
        userId: user_id,
        place,
        extras: extrasOf(body as Record<string, unknown>, extras),
      };
      await addTrackingPoint(db, point, config.clock.now());
      return done();
    },
  });
}
