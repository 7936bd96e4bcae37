import { Type, type Static, type TSchema } from 'typebox';

/**
 * Every gateway answer: respCode 200 is success; 400 malformed input; 5001 IP limit, 5002 invalid auth
 * token, 5003 price expired, 5004 risk control; other codes are per endpoint (e.g. 500/501/502 quote limits).
 */
export const RespCode = {
  ok: 200,
  badRequest: 400,
  notFound: 404,
  ipLimit: 5001,
  invalidAuth: 5002,
  priceExpired: 5003,
  riskControl: 5004,
  internal: 9000,
} as const;

/**
 * A refusal also names its message: `respKey` (one of respKeys.ts RESP_KEYS) with its parameters, so the
 * app shows its own catalogue's text; `respMessage` is that text in the caller's `Accept-Language`.
 */
export const RespKeyFields = {
  respKey: Type.Optional(Type.String({ maxLength: 64 })),
  respParams: Type.Optional(Type.Record(Type.String(), Type.String())),
};

export const Envelope = Type.Object({
  respCode: Type.Integer(),
  respMessage: Type.String(),
  ...RespKeyFields,
});
export type Envelope = Static<typeof Envelope>;

/** `{ respCode, respMessage, data }` where data is the endpoint's payload (absent on errors). */
export const withData = <T extends TSchema>(data: T) =>
  Type.Object({
    respCode: Type.Integer(),
    respMessage: Type.String(),
    ...RespKeyFields,
    data: Type.Optional(data),
  });

/** Bodies arrive form-encoded: every field is bounded so a huge string is refused, not stored. */
export const Str = (maxLength = 256) => Type.String({ maxLength });
export const OptStr = (maxLength = 256) => Type.Optional(Type.String({ maxLength }));
/** A decimal amount as sent by a form: a number or a numeric string. */
export const Amount = Type.Union([
  Type.Number({ minimum: 0 }),
  Type.String({ maxLength: 40, pattern: '^$|^[0-9]+(\\.[0-9]+)?$' }),
]);
export const OptAmount = Type.Optional(Amount);
/** Every login-aware call may carry the stored token; the client adds it to every payload. */
export const AuthField = { authToken: OptStr(128) };

/** The schemas of an endpoint of the buying API; how it is called (method, login) is in calls.ts. */
export interface EndpointSchemas<B extends TSchema = TSchema, R extends TSchema = TSchema> {
  body: B;
  response: R;
}

export const endpoint = <B extends TSchema, R extends TSchema>(
  body: B,
  response: R,
): EndpointSchemas<B, R> => ({ body, response });
