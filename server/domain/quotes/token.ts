import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Quote tokens sign their own expiry: `<random>.<expireTime base 36>.<HMAC>` under a key derived from the
 * gateway's checkout key (which every instance of a deployment shares). A gateway can then tell a token it
 * (or a peer) issued and that has not expired yet from a made-up or stale one without reading the database,
 * and knows that such a token's quote row may still be on its way (quote rows are written behind the answer).
 * 47 characters, within the 64 the API allows.
 */
export interface QuoteTokenKey {
  key: Buffer;
}

export const quoteTokenKey = (checkoutKey: Buffer): QuoteTokenKey => ({
  key: createHmac('sha256', checkoutKey).update('quote-token').digest(),
});

const mac = ({ key }: QuoteTokenKey, body: string) =>
  createHmac('sha256', key).update(body).digest().subarray(0, 16).toString('base64url');

/** Random bytes drawn from the system a few KiB at a time (as crypto.randomUUID does), 12 a token. */
const RANDOM_BYTES = 12;
let randomPool = Buffer.alloc(0);
let randomAt = 0;
function randomPart(): string {
  if (randomAt + RANDOM_BYTES > randomPool.length) {
    randomPool = randomBytes(RANDOM_BYTES * 512);
    randomAt = 0;
  }
  randomAt += RANDOM_BYTES;
  return randomPool.toString('base64url', randomAt - RANDOM_BYTES, randomAt);
}

export function signQuoteToken(key: QuoteTokenKey, expireTime: number): string {
  const body = `${randomPart()}.${expireTime.toString(36)}`;
  return `${body}.${mac(key, body)}`;
}

/** The expiry (epoch seconds) a token signs, or undefined when it is not one of ours. */
export function signedExpiry(key: QuoteTokenKey, token: string): number | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const expected = Buffer.from(mac(key, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const expireTime = parseInt(parts[1], 36);
  return Number.isSafeInteger(expireTime) ? expireTime : undefined;
}
