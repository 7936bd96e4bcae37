import { Type } from 'typebox';
import { AttributionFields } from './attribution.ts';
import { AuthField, Envelope, OptStr, Str, endpoint } from './common.ts';

/** Caller extras: flat values only, bounded in number and size. */
const Extras = Type.Record(
  Type.String({ maxLength: 64 }),
  Type.Union([Type.String({ maxLength: 1000 }), Type.Number(), Type.Boolean()]),
  {
    maxProperties: 30,
  },
);

export const trackingEndpoints = {
  /**
   * Stores a tracking point (SPEC §3): type, order_id, user_id (browser fingerprint), place (page URL) and
   * the caller's extras, given as `extras[key]` or as further top-level fields.
   */
  addPoint: endpoint(
    Type.Object({
      type: Str(64),
      order_id: OptStr(64),
      user_id: OptStr(128),
      place: OptStr(2048),
      extras: Type.Optional(Extras),
      /** Who brought the buyer, as in quotes and orders (kept with the point's extras). */
      ...AttributionFields,
      ...AuthField,
    }),
    Envelope,
  ),
};
