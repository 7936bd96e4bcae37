import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';

let plain: TestGateway;
let proxied: TestGateway;
let published: TestGateway;
beforeAll(async () => {
  [plain, proxied, published] = await Promise.all([
    startGateway(),
    // A TLS-terminating proxy on this machine, named as trusted.
    startGateway({ TRUST_PROXY: '127.0.0.1' }),
    startGateway({ PUBLIC_ORIGIN: 'https://buy.example' }),
  ]);
});
afterAll(() => Promise.all([plain.close(), proxied.close(), published.close()]));

/** The answer's HSTS header; by node:http, which may send any Host header (fetch may not). */
const hstsOf = (gateway: TestGateway, pathname: string, headers: Record<string, string> = {}) =>
  new Promise<string | null>((resolve, reject) => {
    http
      .get(gateway.origin + pathname, { headers }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve((res.headers['strict-transport-security'] as string | undefined) ?? null),
        );
      })
      .on('error', reject);
  });

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http on localhost, whatever a client claims in X-Forwarded-Proto', async () => {
    for (const path of ['/gateway/buying/health', '/sandbox/card-field', '/no-such-page']) {
      expect(await hstsOf(plain, path), path).toBeNull();
      expect(await hstsOf(plain, path, { 'x-forwarded-proto': 'https' }), path).toBeNull();
    }
    expect(await hstsOf(proxied, '/gateway/buying/health')).toBeNull();
    expect(await hstsOf(published, '/gateway/buying/health')).toBeNull();
  });

  it('is sent over HTTPS: behind a trusted proxy that says so, or to the host of an https PUBLIC_ORIGIN', async () => {
    for (const path of ['/gateway/buying/health', '/sandbox/card-field', '/no-such-page']) {
      expect(await hstsOf(proxied, path, { 'x-forwarded-proto': 'https' }), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(await hstsOf(published, path, { host: 'buy.example' }), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('leaves the CSP strict: scripts from our origin only, nothing inline or evaluated', async () => {
    const res = await plain.request('/gateway/buying/health');
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).toBe("'self'");
  });
});

describe("helmet's headers", () => {
  /** What every answer of the gateway says, whichever way it answered (pages, API, refusals, not found). */
  const everyAnswer = {
    'content-security-policy':
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';" +
      "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
      "style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self';manifest-src 'self';frame-src 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const form = (body: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

  it.each([
    [
      'a quote',
      '/gateway/buying/offerInquiry',
      form({ sendCurrency: 'USD', sendCurrencyAmount: '100', getCurrency: 'BTC' }),
    ],
    ['a refused quote', '/gateway/buying/offerInquiry', form({ sendCurrency: 'USD' })],
    [
      'an unreadable body',
      '/gateway/buying/offerInquiry',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
    ],
    ['an unknown API path', '/gateway/buying/nothingHere', undefined],
    ['the health check', '/gateway/buying/health', undefined],
  ])('are on %s, every time', async (_what, pathname, init) => {
    for (let i = 0; i < 2; i++) {
      const res = await plain.request(pathname, init);
      const sent = Object.fromEntries(Object.keys(everyAnswer).map((name) => [name, res.headers.get(name)]));
      expect(sent).toEqual(everyAnswer);
    }
  });
});
