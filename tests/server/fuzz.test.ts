import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import qs from 'qs';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { endpoints } from '../../schemas/api/index.ts';
import type { TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';
import { newOrder, startClientGateway } from './helpers/orders.ts';

/**
 * Random bodies at every endpoint of the API map (and the sandbox checkout forms and card tokenization): whatever arrives,
 * the gateway answers JSON with a numeric respCode (HTML on the checkout pages), never an HTTP 5xx,
 * and keeps serving afterwards.
 */
/** FUZZ_RUNS=300 for a deeper search before a release; 25 keeps CI quick. */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 25);

let gateway: TestGateway;
let authToken: string;
let service: string;
beforeAll(async () => {
  gateway = await startClientGateway({ ORDER_STEP_MS: '50', IP_RATE_LIMIT_PER_MINUTE: '1000000', RISK_ORDERS_PER_HOUR: '100000' });
  authToken = await logIn(gateway);
  service = (await newOrder(gateway)).service;
});
afterAll(() => gateway.close());

const hostile = fc.constantFrom(
  '',
  '0',
  '-0',
  '-1',
  '1e309',
  '-1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '\u0000',
  '😀'.repeat(50),
  '4242424242424242',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  'x'.repeat(20_000),
);
const scalar = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), hostile);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
}));

/** A body built mostly from the endpoint's own field names (so validation passes sometimes), plus strangers. */
const bodyFor = (fields: string[]) =>
  fc.record({
    fields: fc.dictionary(fields.length ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 }), value, {
      maxKeys: fields.length + 3,
    }),
    withToken: fc.boolean(),
    encoding: fc.constantFrom('form', 'json', 'raw'),
    raw: fc.string({ maxLength: 200 }),
  });

type Sample = { fields: Record<string, unknown>; withToken: boolean; encoding: 'form' | 'json' | 'raw'; raw: string };

function requestOf(sample: Sample): { headers: Record<string, string>; body: string } {
  const fields = sample.withToken ? { ...sample.fields, authToken } : sample.fields;
  if (sample.encoding === 'json') return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) };
  if (sample.encoding === 'raw') return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: sample.raw };
  return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: qs.stringify(fields) };
}

const apiBase = '/gateway/buying';
const names = Object.keys(endpoints) as Array<keyof typeof endpoints>;

describe('random bodies at every endpoint', () => {
  it('covers the whole API map', () => {
    expect(names.length).toBeGreaterThan(20);
  });

  it.each(names)('%s answers JSON with a numeric respCode and never a 5xx', async (name) => {
    const endpoint = endpoints[name] as { method: 'GET' | 'POST'; body: { properties?: Record<string, unknown> } };
    const fields = Object.keys(endpoint.body.properties ?? {});
    await fc.assert(
      fc.asyncProperty(bodyFor(fields), async (sample) => {
        const { headers, body } = requestOf(sample as Sample);
        const res =
          endpoint.method === 'GET'
            ? await gateway.request(`${apiBase}/${name}?${qs.stringify(sample.fields)}`)
            : await gateway.request(`${apiBase}/${name}`, { method: 'POST', headers, body });
        expect(res.status).toBeLessThan(500);
        expect(res.headers.get('content-type')).toContain('application/json');
        const answer = (await res.json()) as { respCode: unknown; respMessage: unknown };
        expect(typeof answer.respCode).toBe('number');
        expect(typeof answer.respMessage).toBe('string');
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });

  it.each(['card', 'transfer'])('the sandbox %s form never answers a 5xx', async (form) => {
    const path = `${new URL(service).pathname}/${form}`;
    await fc.assert(
      fc.asyncProperty(bodyFor(['cardNumber', 'expiry', 'cvc', 'saveCard', 'amount']), async (sample) => {
        const { headers, body } = requestOf(sample as Sample);
        const res = await gateway.request(path, { method: 'POST', headers, body, redirect: 'manual' });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });

  it('the sandbox card field’s tokenization answers JSON with a numeric respCode and never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(bodyFor(['number', 'expiry', 'cvc']), async (sample) => {
        const { headers, body } = requestOf(sample as Sample);
        const res = await gateway.request('/sandbox/card-tokens', { method: 'POST', headers, body });
        expect(res.status).toBeLessThan(500);
        expect(typeof ((await res.json()) as { respCode: unknown }).respCode).toBe('number');
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });

  it('keeps serving afterwards', async () => {
    expect(await (await gateway.request(`${apiBase}/health`)).json()).toEqual({ respCode: 200, respMessage: 'success' });
    expect((await newOrder(gateway)).orderNo).toMatch(/^\d{18}$/);
  });
});

/** Numbers a form or JSON can carry that are not ordinary: each once reached the database as Infinity. */
const EDGE_NUMBERS = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '-0'];

/** A body that passes the endpoint's schema where typebox can make one, so an edge value reaches the handler. */
function baseBody(schema: TSchema): Record<string, unknown> {
  try {
    const created = Value.Create(schema);
    return created && typeof created === 'object' ? (created as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The fields whose schema takes a number (alone or in a union); every field when none does. */
function numericFields(schema: { properties?: Record<string, unknown> }): string[] {
  const all = Object.entries(schema.properties ?? {});
  const numeric = all.filter(([, field]) => /"type":"(number|integer)"/.test(JSON.stringify(field))).map(([name]) => name);
  return numeric.length ? numeric : all.map(([name]) => name);
}

async function expectAnswer(res: Response) {
  expect(res.status).toBeLessThan(500);
  const answer = (await res.json()) as { respCode: unknown; respMessage: unknown };
  expect(typeof answer.respCode).toBe('number');
  expect(typeof answer.respMessage).toBe('string');
}

describe('edge numbers in every numeric field', () => {
  it.each(names)('%s: Infinity, 1e309, NaN and -0 never answer a 5xx', async (name) => {
    const endpoint = endpoints[name] as unknown as { method: 'GET' | 'POST'; body: TSchema & { properties?: Record<string, unknown> } };
    const base = { ...baseBody(endpoint.body), authToken };
    for (const field of numericFields(endpoint.body)) {
      for (const edge of EDGE_NUMBERS) {
        const fields = { ...base, [field]: edge };
        if (endpoint.method === 'GET') {
          await expectAnswer(await gateway.request(`${apiBase}/${name}?${qs.stringify(fields)}`));
          continue;
        }
        const post = (contentType: string, body: string) =>
          gateway.request(`${apiBase}/${name}`, { method: 'POST', headers: { 'content-type': contentType }, body });
        await expectAnswer(await post('application/x-www-form-urlencoded', qs.stringify(fields)));
        await expectAnswer(await post('application/json', JSON.stringify(fields)));
        // As a JSON number literal: 1e309 parses to Infinity, -0 stays negative zero.
        if (/^-?(1e309|0)$/.test(edge)) {
          await expectAnswer(await post('application/json', JSON.stringify(fields).replace(`"${field}":"${edge}"`, `"${field}":${edge}`)));
        }
      }
    }
  });
});

describe('deep, oversize and repeated bodies at every endpoint', () => {
  const posts = names.filter((name) => (endpoints[name] as { method: string }).method === 'POST');
  const form = (count: number, key = (i: number) => `f${i}`) => Array.from({ length: count }, (_, i) => `${key(i)}=1`).join('&');
  const deep = 100_000;
  const bodies: Array<[string, string, string]> = [
    ['JSON arrays nested 100,000 deep', 'application/json', '['.repeat(deep) + ']'.repeat(deep)],
    ['JSON objects nested 100,000 deep', 'application/json', '{"a":'.repeat(deep) + '1' + '}'.repeat(deep)],
    ['form brackets nested 100,000 deep', 'application/x-www-form-urlencoded', `a${'[a]'.repeat(deep)}=1`],
    ['501 form parameters', 'application/x-www-form-urlencoded', form(501)],
    ['a list of 101 items', 'application/x-www-form-urlencoded', form(101, (i) => `list[${i}]`)],
    ['one parameter repeated 400 times', 'application/x-www-form-urlencoded', form(400, () => 'authToken')],
  ];

  it.each(posts)('%s refuses them with a 4xx and a respCode', async (name) => {
    for (const [kind, contentType, body] of bodies) {
      const res = await gateway.request(`${apiBase}/${name}`, { method: 'POST', headers: { 'content-type': contentType }, body });
      expect(res.status, kind).toBeGreaterThanOrEqual(400);
      expect(res.status, kind).toBeLessThan(500);
      expect(((await res.json()) as { respCode: unknown }).respCode, kind).toBe(400);
    }
  });

  it('keeps serving afterwards', async () => {
    expect(await (await gateway.request(`${apiBase}/health`)).json()).toEqual({ respCode: 200, respMessage: 'success' });
  });
});
