import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billing, entry, formExamples, type Data } from './helpers/formExamples.ts';
import { validPersonalInfo } from './helpers/kyc.ts';
import { logIn } from './helpers/login.ts';
import { asClient, getQuote, orderBody, startClientGateway, type Created } from './helpers/orders.ts';
import type { TestGateway } from './helpers/gateway.ts';

/**
 * Every data-entry form's refused examples sent to the gateway endpoint that takes that form: refused
 * by the same schema (the one the browser renders), naming the field. Plus the rules beyond the
 * schema that both sides check: adults only, a phone number that exists.
 */
let gateway: TestGateway;
let authToken: string;

beforeAll(async () => {
  gateway = await startClientGateway();
  authToken = await logIn(gateway);
  // The identity check needs the personal information first.
  expect(await gateway.post('addKyc', { authToken, ...validPersonalInfo })).toMatchObject({ respCode: 200 });
});

afterAll(async () => {
  await gateway?.close();
});

const endpointOf = {
  personalInfo: 'addKyc',
  billingAddress: 'saveBillingAddress',
  idVerification: 'getIdentificationUrl',
  addressBookEntry: 'addCryptoAddress',
} as const;

describe.each(Object.entries(endpointOf))('%s examples at %s', (form, endpoint) => {
  it.each(
    formExamples[form].invalid.map(
      ([data, field]) => [field, JSON.stringify(data), data] as [string, string, Data],
    ),
  )("refuses a wrong '%s' (%s)", async (field, _shown, data) => {
    const answer = await gateway.post(endpoint, { authToken, ...data });
    expect(answer.respCode, answer.respMessage).toBe(400);
    // The gateway words the 25-character address name rule with the spec's own message.
    if (endpoint === 'addCryptoAddress' && field === 'name')
      expect(answer.respMessage).toBe('The address name cannot exceed 25 characters');
    else expect(answer.respMessage).toMatch(new RegExp(`^Invalid field '${field}'`));
  });

  it('takes a valid example', async () => {
    const answer = await gateway.post(endpoint, { authToken, ...formExamples[form].valid[1] });
    expect(answer.respCode, answer.respMessage).toBe(200);
  });
});

describe('walletType examples at cryptoOrder', () => {
  // An order without the form's fields (an API caller with no wallet-type step) stays possible: the
  // form's rule applies once a wallet type or an exchange is given.
  const refused = formExamples.walletType.invalid.filter(([data]) => Object.keys(data).length > 0);

  it.each(refused.map(([data, field]) => [field, JSON.stringify(data), data] as [string, string, Data]))(
    "refuses a wrong '%s' (%s)",
    async (field, _shown, data) => {
      const quote = await getQuote(gateway);
      const answer = await gateway.post('cryptoOrder', { ...orderBody(quote), ...data });
      expect(answer.respCode, answer.respMessage).toBe(400);
      expect(answer.respMessage).toMatch(new RegExp(`^Invalid field '${field}'`));
    },
  );

  it.each(formExamples.walletType.valid)('takes %o', async (wallet) => {
    const quote = await getQuote(gateway);
    const answer = await asClient(gateway).post<Created>('cryptoOrder', {
      ...orderBody(quote),
      ...(wallet as Record<string, string>),
    });
    expect(answer.respCode, answer.respMessage).toBe(200);
  });

  it("takes the app's empty exchange of a self-hosted wallet", async () => {
    const quote = await getQuote(gateway);
    const answer = await gateway.post<Created>('cryptoOrder', {
      ...orderBody(quote),
      walletType: 'selfHosted',
      exchangeName: '',
    });
    expect(answer.respCode, answer.respMessage).toBe(200);
  });
});

describe('rules beyond the schema, the same as in the browser', () => {
  const today = new Date();
  const birthday = (years: number, days = 0) =>
    new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days))
      .toISOString()
      .slice(0, 10);

  it('takes adults only (18 today, not tomorrow)', async () => {
    const minor = await gateway.post('addKyc', {
      authToken,
      ...validPersonalInfo,
      dateOfBirth: birthday(18, 1),
    });
    expect(minor).toMatchObject({
      respCode: 400,
      respMessage: "Invalid field 'dateOfBirth': must be at least 18 years old",
    });
    const adult = await gateway.post('addKyc', {
      authToken,
      ...validPersonalInfo,
      dateOfBirth: birthday(18),
    });
    expect(adult.respCode, adult.respMessage).toBe(200);
  });

  it('takes a phone number that exists, in E.164 only', async () => {
    const notANumber = await gateway.post('addKyc', {
      authToken,
      ...validPersonalInfo,
      contactNumber: '+44791112',
    });
    expect(notANumber).toMatchObject({ respCode: 400 });
    expect(notANumber.respMessage).toMatch(/^Invalid field 'contactNumber'/);
    const national = await gateway.post('addKyc', {
      authToken,
      ...validPersonalInfo,
      contactNumber: '07911 123456',
    });
    expect(national.respCode).toBe(400);
    expect(national.respMessage).toMatch(/^Invalid field 'contactNumber'/);
    const e164 = await gateway.post('addKyc', {
      authToken,
      ...validPersonalInfo,
      contactNumber: '+447911123456',
    });
    expect(e164.respCode, e164.respMessage).toBe(200);
    expect(await gateway.post('getKycInfo', { authToken })).toMatchObject({
      data: { personalInfo: { contactNumber: '+447911123456' } },
    });
  });

  it('saves the billing example and the address-book example as they came', async () => {
    expect(await gateway.post('saveBillingAddress', { authToken, ...billing })).toMatchObject({
      respCode: 200,
    });
    expect(
      await gateway.post('addCryptoAddress', {
        authToken,
        ...entry,
        address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      }),
    ).toMatchObject({ respCode: 200 });
  });
});
