import { createHash } from 'node:crypto';

/**
 * The idempotency key of an order request: the buyer (user id, or none) and every field of the payload
 * except the auth token, in a fixed order. The same quote token and payload always give the same key.
 */
export function orderRequestKey(
  endpoint: string,
  userId: string | undefined,
  payload: Record<string, unknown>,
): string {
  const fields = Object.keys(payload)
    .filter((name) => name !== 'authToken')
    .sort()
    .map((name) => [name, normalise(payload[name])]);
  return createHash('sha256')
    .update(JSON.stringify([endpoint, userId ?? '', fields]))
    .digest('hex');
}

const normalise = (value: unknown) => (typeof value === 'string' ? value.trim() : (value ?? ''));
