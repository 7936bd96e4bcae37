import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';
import { newOrder, payByCard, startClientGateway } from './helpers/orders.ts';
import { hashToken } from '../../server/domain/auth/session.ts';

let gateway: TestGateway;
let limited: TestGateway;
beforeAll(async () => {
  [gateway, limited] = await Promise.all([
    startClientGateway({ IP_RATE_LIMIT_PER_MINUTE: '100000', RISK_ORDERS_PER_HOUR: '1000' }),
    startClientGateway({ IP_RATE_LIMIT_PER_MINUTE: '3' }),
  ]);
});
afterAll(() => Promise.all([gateway.close(), limited.close()]));

type TokenAnswer = {
  respCode: number;
  respMessage: string;
  data?: { token: string; brand: string; last4: string; expMonth: number; expYear: number };
  field?: string;
  reason?: string;
};

const tokenize = async (target: TestGateway, card: Record<string, string>) => {
  const res = await target.request('/sandbox/card-tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(card),
  });
  return (await res.json()) as TokenAnswer;
};

describe('the hosted card field page', () => {
  it('is the provider’s own page: its script from /sandbox/assets, no inline script, framed by our origin only', async () => {
    const res = await gateway.request('/sandbox/card-field?locale=zh-CN');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('frame-ancestors *');
    const page = await res.text();
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toContain('<script src="assets/card-field.js" defer></script>');
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)|javascript:|\son[a-z]+=/i);
    for (const id of ['number', 'expiry', 'cvc'])
      expect(page).toMatch(new RegExp(`<label for="${id}"[^>]*>[^<]+</label>`));
    expect(await (await gateway.request('/sandbox/card-field?locale=fr-FR')).text()).toContain(
      '<html lang="en-US">',
    );

    const script = await gateway.request('/sandbox/assets/card-field.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    const code = await script.text();
    expect(code).toContain("'zh-CN'");
    expect(code).toContain('卡号');
    expect((await gateway.request('/sandbox/assets/card-field.css')).headers.get('content-type')).toContain(
      'text/css',
    );
    expect(
      (await gateway.request('/gateway/buying/health')).headers.get('content-security-policy'),
    ).toContain("frame-ancestors 'self'");
  });
});

describe('card tokens', () => {
  it('turns a test card into a single-use token and keeps only its hash, brand, last 4, expiry and outcome', async () => {
    const answer = await tokenize(gateway, { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
    expect(answer).toMatchObject({
      respCode: 200,
      data: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2039 },
    });
    const token = answer.data!.token;
    expect(token).toMatch(/^cft_[0-9a-f]{48}$/);
    const row = await gateway.app.db
      .selectFrom('card_vault')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      single_use: 1,
      brand: 'Visa',
      last4: '4242',
      outcome: 'succeeded',
      scenario: 'deliver',
      used_at: null,
    });
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(15 * 60_000);
    const everything = await sql<Record<string, unknown>>`select * from card_vault`.execute(gateway.app.db);
    expect(JSON.stringify(everything.rows)).not.toContain(token);
    expect(JSON.stringify(everything.rows)).not.toMatch(/4242424242424242/);
  });

  it('refuses what chargeCard refuses, naming the field and the reason', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ number: '4242424242424241', expiry: '12/39', cvc: '123' }, 'number', 'invalid_number'],
      [{ number: '4111111111111111', expiry: '12/39', cvc: '123' }, 'number', 'not_test_card'],
      [{ number: '4242424242424242', expiry: '13/39', cvc: '123' }, 'expiry', 'invalid_expiry'],
      [{ number: '4242424242424242', expiry: '01/20', cvc: '123' }, 'expiry', 'expired'],
      [{ number: '4242424242424242', expiry: '12/39', cvc: '1234' }, 'cvc', 'invalid_cvc'],
    ];
    for (const [card, field, reason] of cases) {
      expect(await tokenize(gateway, card), reason).toMatchObject({ respCode: 400, field, reason });
    }
    expect(await tokenize(gateway, { number: '4242424242424242' })).toMatchObject({ respCode: 400 });
  });

  it('counts towards the per-IP rate limit', async () => {
    const card = { number: '4242424242424242', expiry: '12/39', cvc: '123' };
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await tokenize(limited, card)).respCode);
    expect(codes).toEqual([200, 200, 200, 5001]);
  });

  it('a card saved on the checkout page resolves in the vault by its provider token', async () => {
    const authToken = await logIn(gateway);
    const { service } = await newOrder(gateway, { authToken });
    expect((await payByCard(gateway, service, '4000 0000 0000 3220', { saveCard: '1' })).status).toBe(303);
    const card = await gateway.app.db
      .selectFrom('cards')
      .selectAll()
      .where('last4', '=', '3220')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const vaulted = await gateway.app.db
      .selectFrom('card_vault')
      .selectAll()
      .where('token_hash', '=', hashToken(card.provider_token))
      .executeTakeFirstOrThrow();
    expect(vaulted).toMatchObject({ single_use: 0, outcome: 'authorized', last4: '3220' });
  });
});
