import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameOriginPath } from '../../server/http/sameOriginPath.ts';
import { logIn } from './helpers/login.ts';
import { documentFiles, uploadDocument, validPersonalInfo } from './helpers/kyc.ts';
import { newOrder, payByCard, startClientGateway } from './helpers/orders.ts';
import type { TestGateway } from './helpers/gateway.ts';

/**
 * After paying (checkout 303, "Return to the app") and after the identity page (303), the buyer goes back
 * to a page of this site only: a redirectUrl / returnUrl that a browser would follow to another origin
 * falls back to the app's own page.
 */
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startClientGateway({ RISK_ORDERS_PER_HOUR: '100000', IP_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => gateway.close());

const OTHER = 'https://other.example';

/** Values a browser follows to evil.example when they are used as a Location or a link. */
const FOREIGN = [
  '/.//evil.example/x',
  '/./\\evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '//evil',
  '//evil.example/steal',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\r\n/evil.example',
  'https://evil.example/steal',
  'https:/\\evil.example',
  'HTTPS://evil.example',
  'https://evil.example%2F@127.0.0.1/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/../..//evil.example',
  '/x/..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
];

/** Stays on whatever origin it is resolved against: usable as a Location with no way off this site. */
function expectOwnPage(path: string) {
  expect(path.startsWith('/')).toBe(true);
  expect(new URL(path, gateway.origin).origin).toBe(gateway.origin);
  expect(new URL(path, OTHER).origin).toBe(OTHER);
}

/** Strings assembled from the pieces open redirects are made of. */
const redirectish = fc
  .oneof(
    fc
      .tuple(
        fc.constantFrom('', ' ', '\t', '/', '/.', '/..', '/x/..', '/%2e', '/%2e%2e', 'http:', 'https:'),
        fc.constantFrom('/', '//', '/\\', '\\\\', '/\t/', '/\n/', '%2F%2F', '/%5C'),
        fc.constantFrom('evil.example', 'evil.example:443', 'user@evil.example', '127.0.0.1', ''),
        fc.constantFrom('', '/x', '?orderNo=1', '#top', '/..//x'),
      )
      .map((pieces) => pieces.join('')),
    fc
      .array(
        fc.constantFrom(
          '/',
          '\\',
          '.',
          '..',
          '//',
          '%2F',
          '%5C',
          '%2e',
          '%09',
          '\t',
          '\n',
          '\r',
          ' ',
          '@',
          ':',
          '?',
          '#',
          'http:',
          'https:',
          'evil.example',
          'x',
          '127.0.0.1',
        ),
        { maxLength: 10 },
      )
      .map((pieces) => pieces.join('')),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.string({ maxLength: 30 }),
  )
  .filter((value) => !value.includes('\u0000'));

describe('sameOriginPath (the one check both redirects use)', () => {
  it('returns only paths that resolve to our origin from any base', () => {
    fc.assert(
      fc.property(redirectish, (candidate) => {
        const path = sameOriginPath(candidate, 'http://127.0.0.1:8080');
        if (path === undefined) return;
        expect(new URL(path, 'http://127.0.0.1:8080').origin).toBe('http://127.0.0.1:8080');
        expect(new URL(path, OTHER).origin).toBe(OTHER);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps a path or an absolute URL of our own origin', () => {
    expect(sameOriginPath('/payment-status?x=1#top', 'http://127.0.0.1:8080')).toBe(
      '/payment-status?x=1#top',
    );
    expect(sameOriginPath('http://127.0.0.1:8080/order-status', 'http://127.0.0.1:8080')).toBe(
      '/order-status',
    );
    for (const candidate of FOREIGN)
      expect(sameOriginPath(candidate, 'http://127.0.0.1:8080'), JSON.stringify(candidate)).toBeUndefined();
  });
});

describe('the order redirectUrl (cryptoOrder → checkout 303)', () => {
  const storedRedirect = async (orderNo: string) =>
    (
      await gateway.app.db
        .selectFrom('orders')
        .select('redirect_url')
        .where('order_no', '=', orderNo)
        .executeTakeFirstOrThrow()
    ).redirect_url;

  it.each(FOREIGN)('%j falls back to the wait-payment page', async (redirectUrl) => {
    const { orderNo } = await newOrder(gateway, { redirectUrl });
    expect(await storedRedirect(orderNo)).toBe(`/wait-payment?orderNo=${orderNo}`);
  });

  it('sends the buyer back to this site after paying, even for /.//evil.example/x', async () => {
    for (const redirectUrl of ['/.//evil.example/x', '/\\evil.example', '//evil']) {
      const { service, orderNo } = await newOrder(gateway, { redirectUrl });
      const paid = await payByCard(gateway, service, '4242 4242 4242 4242');
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`/wait-payment?orderNo=${orderNo}`);
    }
  });

  it('stores, for any redirectUrl, a path that leads to this site only', async () => {
    await fc.assert(
      fc.asyncProperty(redirectish, async (redirectUrl) => {
        const { orderNo } = await newOrder(gateway, { redirectUrl });
        expectOwnPage(await storedRedirect(orderNo));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  });
});

describe('the identity returnUrl (getIdentificationUrl → identity page 303)', () => {
  let authToken: string;
  beforeAll(async () => {
    authToken = await logIn(gateway);
    expect(await gateway.post('addKyc', { authToken, ...validPersonalInfo })).toMatchObject({
      respCode: 200,
    });
  });

  const openCheck = async (returnUrl: string) => {
    const res = await gateway.post<{ data: { url: string; sessionId: string } }>('getIdentificationUrl', {
      authToken,
      country: 'DE',
      documentType: 'passport',
      returnUrl,
    });
    expect(res.respCode, res.respMessage).toBe(200);
    return res.data;
  };

  it('sends the buyer back to the app identity page, not to another site', async () => {
    for (const returnUrl of FOREIGN) {
      const { url } = await openCheck(returnUrl);
      // A refused document leaves the buyer free to open the next check.
      const res = await uploadDocument(gateway, new URL(url).pathname, {
        name: 'refuse.png',
        type: 'image/png',
        bytes: documentFiles.png,
      });
      expect(res.status, JSON.stringify(returnUrl)).toBe(303);
      expect(res.headers.get('location'), JSON.stringify(returnUrl)).toBe('/verify-id');
    }
  });

  it('keeps a path of this site', async () => {
    const { url } = await openCheck(`${gateway.origin}/verify-id?checked=1`);
    const res = await uploadDocument(gateway, new URL(url).pathname, {
      name: 'refuse.png',
      type: 'image/png',
      bytes: documentFiles.png,
    });
    expect(res.headers.get('location')).toBe('/verify-id?checked=1');
  });

  it('stores, for any returnUrl, a path that leads to this site only', async () => {
    await fc.assert(
      fc.asyncProperty(
        redirectish.filter((value) => value.trim() !== '' && value.length <= 1024),
        async (returnUrl) => {
          const { sessionId } = await openCheck(returnUrl);
          const row = await gateway.app.db
            .selectFrom('identity_checks')
            .select('return_url')
            .where('id', '=', sessionId)
            .executeTakeFirstOrThrow();
          expectOwnPage(row.return_url ?? '');
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  });
});
