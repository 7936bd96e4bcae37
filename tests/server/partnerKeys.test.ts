import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { partnerCall, partnerKey, partnerOrder } from './partner/support.ts';
import { revokeApiKey } from '../../server/domain/partners/keys.ts';
import { redactUrl } from '../../server/http/redact.ts';

/**
 * The partner API's key as an attacker tries it, over the real gateway: a missing, malformed, guessed or
 * revoked key answers the partner API's own refusal (never the buyer's 'Login expired'), in English unless
 * the caller asks for zh-CN; a key in the query string is not taken (and never written to the logs);
 * guesses are rate limited like calls; a forged cursor reaches no other partner's order.
 */
let gateway: TestGateway;
let auroraKey: string;

beforeAll(async () => {
  gateway = await startGateway({ PARTNER_RATE_LIMIT_PER_MINUTE: '40' });
  auroraKey = await partnerKey(gateway, 'aurora');
});
afterAll(() => gateway?.close());

const refusal = {
  respCode: 5002,
  respKey: 'partner.invalidKey',
  respMessage: 'Invalid API key: send a live partner key as Authorization: Bearer pk_…',
};

describe('the partner API key', () => {
  it('refuses a missing, malformed, guessed or revoked key with the partner API’s words', async () => {
    const [, id] = auroraKey.split('_');
    const revoked = await partnerKey(gateway, 'aurora');
    await revokeApiKey(gateway.app.db, revoked.split('_')[1], gateway.app.config.clock.now());
    const keys = [
      undefined,
      'not-a-key',
      // The right id with a guessed secret: found by id, refused by the hash comparison.
      `pk_${id}_${'A'.repeat(43)}`,
      revoked,
    ];
    for (const key of keys) {
      const answer = await partnerCall(gateway, key, '/orders');
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject(refusal);
      expect(answer.text).not.toMatch(/log ?in/i);
    }
  });

  it('answers the refusal in Chinese when the caller asks for zh-CN', async () => {
    const res = await gateway.request('/gateway/partner/v1/orders', {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      respCode: 5002,
      respKey: 'partner.invalidKey',
      respMessage: 'API 密钥无效或已撤销，请在授权请求头中发送有效的合作方密钥',
    });
  });

  it('takes the key from the Authorization header only, and keeps a key out of the logged URL', async () => {
    for (const name of ['key', 'api_key', 'access_token', 'authorization']) {
      const answer = await partnerCall(gateway, undefined, `/orders?${name}=${auroraKey}`);
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ respKey: 'partner.invalidKey' });
    }
    const logged = redactUrl(`/gateway/partner/v1/orders?api_key=${auroraKey}&limit=5`);
    // The secret is base64url, so it may itself hold '_': it is everything after `pk_<id>_`.
    const secret = auroraKey.slice('pk_'.length + 12 + 1);
    expect(secret).toHaveLength(43);
    expect(logged).not.toContain(secret);
    expect(logged).toBe('/gateway/partner/v1/orders?api_key=pk_[redacted]&limit=5');
  });

  it('forged cursors page only through the partner’s own orders', async () => {
    const theirs = await partnerOrder(gateway, 'northwind', `N-${Date.now()}`);
    const forged = [
      // Just after another partner's order, far in the future, and the beginning of time.
      Buffer.from(`${gateway.app.config.clock.now() + 1}:${theirs.orderNo}`).toString('base64url'),
      Buffer.from(`999999999999999:${theirs.orderNo}`).toString('base64url'),
      Buffer.from('0:0').toString('base64url'),
    ];
    for (const cursor of forged) {
      const page = await partnerCall<{ data: { orders: Array<{ partnerId: string; orderNo: string }> } }>(
        gateway,
        auroraKey,
        `/orders?limit=100&cursor=${cursor}`,
      );
      expect(page.status).toBe(200);
      expect(page.json.data.orders.every((order) => order.partnerId === 'aurora')).toBe(true);
      expect(page.text).not.toContain(theirs.orderNo);
    }
    const tampered = Buffer.from(`1' OR '1'='1:${theirs.orderNo}`).toString('base64url');
    const refused = await partnerCall(gateway, auroraKey, `/orders?cursor=${tampered}`);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ respKey: 'field.invalid', respParams: { field: 'cursor' } });
  });

  it('limits guessed keys per address as it limits calls per key', async () => {
    const guesses = [];
    for (let i = 0; i < 45; i += 1)
      guesses.push(await partnerCall(gateway, `pk_${'0'.repeat(12)}_${i}`, '/orders'));
    expect(guesses.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect(guesses.at(-1)).toMatchObject({
      status: 429,
      json: { respCode: 5001, respKey: 'common.ipLimit' },
    });
    // A partner's own key keeps its own allowance.
    expect((await partnerCall(gateway, auroraKey, '/webhooks/endpoints')).status).toBe(200);
  });
});
