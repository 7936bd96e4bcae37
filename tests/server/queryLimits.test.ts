import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';

/**
 * A query string is held to the form's limit of 500 parameters: over it the request is refused with
 * HTTP 400 and a respCode, on a GET endpoint and on a POST one alike, never taken whole or cut to fit.
 */
let gateway: TestGateway;
let authToken: string;
beforeAll(async () => {
  gateway = await startGateway();
  authToken = await logIn(gateway);
});
afterAll(() => gateway.close());

const params = (count: number, key = (i: number) => `f${i}`) =>
  Array.from({ length: count }, (_, i) => `${key(i)}=1`).join('&');

async function expectRefused(res: Response) {
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({
    respCode: 400,
    respMessage: 'The query has too many parameters (at most 500)',
  });
}

describe('query strings with more than 500 parameters', () => {
  it('GET country refuses 501 parameters', async () => {
    await expectRefused(await gateway.request(`/gateway/buying/country?${params(501)}`));
  });

  it('GET country refuses one parameter repeated 501 times', async () => {
    await expectRefused(await gateway.request(`/gateway/buying/country?${params(501, () => 'authToken')}`));
  });

  it('GET country answers with 500', async () => {
    const res = await gateway.request(`/gateway/buying/country?${params(500)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ respCode: 200, data: { currCode: expect.any(String) } });
  });

  it('a POST endpoint refuses 501 query parameters beside a valid body', async () => {
    const res = await gateway.request(`/gateway/buying/orderList?${params(501)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `authToken=${authToken}`,
    });
    await expectRefused(res);
  });

  it('the app’s pages refuse them too, and an empty or short query is fine', async () => {
    await expectRefused(await gateway.request(`/sandbox/card-field?${params(600)}`));
    expect((await gateway.request('/gateway/buying/country?')).status).toBe(200);
    expect((await gateway.request('/gateway/buying/country?a=1&b=2')).status).toBe(200);
  });
});
