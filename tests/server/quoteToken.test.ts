import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { quoteTokenKey, signedExpiry, signQuoteToken } from '../../server/domain/quotes/token.ts';

describe('quote tokens', () => {
  const key = quoteTokenKey(randomBytes(32));

  it('are all different, each signs its expiry, and a changed one is not ours', () => {
    // More tokens than one draw of random bytes serves.
    const tokens = Array.from({ length: 1500 }, (_, i) => signQuoteToken(key, 1_800_000_000 + i));
    expect(new Set(tokens.map((token) => token.split('.')[0])).size).toBe(tokens.length);
    tokens.forEach((token, i) => {
      expect(token).toMatch(/^[A-Za-z0-9_-]{16}\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
      expect(signedExpiry(key, token)).toBe(1_800_000_000 + i);
    });
    const [random, expiry, mac] = tokens[0].split('.');
    const later = (Number.parseInt(expiry, 36) + 3600).toString(36);
    expect(signedExpiry(key, `${random}.${later}.${mac}`)).toBeUndefined();
    expect(signedExpiry(quoteTokenKey(randomBytes(32)), tokens[0])).toBeUndefined();
  });
});
