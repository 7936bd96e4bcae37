import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../schemas/api/index.ts';
import { referenceEndpoints } from '../../schemas/api/reference.ts';
import { quoteEndpoints } from '../../schemas/api/quote.ts';
import { addressEndpoints } from '../../schemas/api/address.ts';
import { trackingEndpoints } from '../../schemas/api/tracking.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

/** A well-formed value for every required field of these endpoints. */
const VALID: Record<string, string> = {
  sendCurrency: 'USD',
  getCurrency: 'BTC',
  currency: 'BTC',
  token: 'f'.repeat(32),
  address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  country: 'US',
  type: 'view',
};

interface ObjectSchema {
  properties: Record<string, { type?: string; anyOf?: unknown[] }>;
  required?: string[];
}

const posted = Object.keys({
  ...referenceEndpoints,
  ...quoteEndpoints,
  ...addressEndpoints,
  ...trackingEndpoints,
})
  .map((name) => [name, endpoints[name as keyof typeof endpoints]] as const)
  .filter(([, e]) => e.method === 'POST');

async function send(name: string, body: object) {
  const res = await gateway.request(`/gateway/buying/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, name).toBeLessThan(500);
  return (await res.json()) as { respCode: number; respMessage: string };
}

describe.each(posted)('%s refuses malformed bodies with respCode 400', (name, endpoint) => {
  const schema = endpoint.body as unknown as ObjectSchema;
  const required = schema.required ?? [];
  const valid = Object.fromEntries(required.map((field) => [field, VALID[field]]));

  it('names each missing required field', async () => {
    for (const field of required) {
      const { [field]: _dropped, ...rest } = valid;
      const answer = await send(name, rest);
      expect(answer).toMatchObject({ respCode: 400, respMessage: expect.stringContaining(field) });
    }
  });

  it('refuses a 100,000-character value and an object in place of a value, field by field', async () => {
    for (const [field, property] of Object.entries(schema.properties)) {
      if (property.type === 'object') continue;
      expect(
        (await send(name, { ...valid, [field]: 'x'.repeat(100_000) })).respCode,
        `${name}.${field}`,
      ).toBe(400);
      expect((await send(name, { ...valid, [field]: { nested: 'x' } })).respCode, `${name}.${field}`).toBe(
        400,
      );
    }
  });

  it('refuses a NUL character in any field, naming the field (PostgreSQL cannot store one)', async () => {
    for (const field of Object.keys(schema.properties)) {
      expect(await send(name, { ...valid, [field]: 'a\u0000b' }), `${name}.${field}`).toEqual({
        respCode: 400,
        respMessage: `Invalid field '${field}': must not contain a NUL character`,
        respKey: 'field.nulCharacter',
        respParams: { field },
      });
    }
  });
});

it('keeps serving after the malformed bodies', async () => {
  expect((await gateway.post('getCountry')).respCode).toBe(200);
});
