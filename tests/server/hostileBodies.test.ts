import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';

/**
 * Input that once reached the database or overflowed the stack (HTTP 500) is bad input: HTTP 4xx with
 * `{respCode, respMessage}`, and the gateway goes on serving.
 */
let gateway: TestGateway;
let authToken: string;
beforeAll(async () => {
  gateway = await startGateway();
  authToken = await logIn(gateway);
});
afterAll(() => gateway.close());

const orderList = '/gateway/buying/orderList';
const send = (path: string, contentType: string, body: string) =>
  gateway.request(path, { method: 'POST', headers: { 'content-type': contentType }, body });

async function expectRefused(res: Response, message: RegExp) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(await res.json()).toMatchObject({ respCode: 400, respMessage: expect.stringMatching(message) });
}

describe('orderList paging with numbers that are not numbers', () => {
  it.each(['Infinity', '-Infinity', '1e309', '-1e309', 'NaN'])(
    '%s in pageNo or pageSize is refused (form)',
    async (value) => {
      for (const field of ['pageNo', 'pageSize']) {
        const res = await send(
          orderList,
          'application/x-www-form-urlencoded',
          `authToken=${authToken}&${field}=${value}`,
        );
        await expectRefused(res, new RegExp(`^Invalid field '${field}'`));
      }
    },
  );

  it.each(['Infinity', '1e309', 'NaN'])('"%s" as a JSON string is refused too', async (value) => {
    const res = await send(orderList, 'application/json', JSON.stringify({ authToken, pageNo: value }));
    await expectRefused(res, /^Invalid field 'pageNo'/);
  });

  it('1e309 as a JSON number is refused', async () => {
    await expectRefused(
      await send(orderList, 'application/json', `{"authToken":"${authToken}","pageSize":1e309}`),
      /^Invalid field 'pageSize'/,
    );
  });

  it('still pages with ordinary numbers', async () => {
    const res = await send(
      orderList,
      'application/x-www-form-urlencoded',
      `authToken=${authToken}&pageNo=2&pageSize=5`,
    );
    expect(await res.json()).toMatchObject({ respCode: 200, data: { list: [], pageNo: 2, pageSize: 5 } });
  });
});

describe('bodies nested too deep', () => {
  it.each([
    ['arrays', '['.repeat(100_000) + ']'.repeat(100_000)],
    ['objects', '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)],
    ['a field', `{"authToken":"${'x'}","pageNo":${'['.repeat(100_000)}1${']'.repeat(100_000)}}`],
  ])('JSON %s nested 100,000 deep are refused', async (_kind, body) => {
    await expectRefused(
      await send(orderList, 'application/json', body),
      /^The JSON body is nested too deeply/,
    );
  });

  it('counts brackets inside strings as text, not nesting', async () => {
    const res = await send(
      orderList,
      'application/json',
      JSON.stringify({ authToken, note: '['.repeat(1000) }),
    );
    expect(res.status).toBe(200);
  });

  it('form keys nested past 5 levels are refused, not folded into one key', async () => {
    await expectRefused(
      await send(orderList, 'application/x-www-form-urlencoded', `a${'[a]'.repeat(100_000)}=1`),
      /nested too deeply/,
    );
  });
});

describe('oversize forms', () => {
  const fields = (count: number) =>
    Array.from({ length: count - 1 }, (_, i) => `f${i}=1`)
      .concat(`authToken=${authToken}`)
      .join('&');

  it('refuses more than 500 form parameters instead of cutting them', async () => {
    await expectRefused(
      await send(orderList, 'application/x-www-form-urlencoded', fields(501)),
      /^The form has too many fields \(at most 500\)$/,
    );
  });

  it('accepts 500', async () => {
    expect(
      await (await send(orderList, 'application/x-www-form-urlencoded', fields(500))).json(),
    ).toMatchObject({ respCode: 200 });
  });

  it('refuses a list of more than 100 items', async () => {
    const body = `authToken=${authToken}&${Array.from({ length: 101 }, (_, i) => `list[${i}]=1`).join('&')}`;
    await expectRefused(await send(orderList, 'application/x-www-form-urlencoded', body), /too many items/);
  });
});

it('keeps serving afterwards', async () => {
  expect(await (await gateway.request('/gateway/buying/health')).json()).toEqual({
    respCode: 200,
    respMessage: 'success',
  });
});
