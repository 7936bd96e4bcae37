import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';
import { saveCard } from '../../server/domain/cards/store.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

interface CardView {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  maskedNumber: string;
}

/** A logged-in user and their id (cards are saved by the checkout through saveCard). */
async function user() {
  const authToken = await logIn(gateway);
  const info = await gateway.post<{ data: { email: string } }>('authInfo', { authToken });
  const row = await gateway.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', info.data.email)
    .executeTakeFirstOrThrow();
  return { authToken, id: row.id };
}

const visa = { providerToken: 'tok_visa_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
const mastercard = {
  providerToken: 'tok_mc_1',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 1,
  expYear: 2031,
};
const cards = async (authToken: string) =>
  (await gateway.post<{ data: CardView[] }>('cardList', { authToken })).data;

describe('saved cards', () => {
  it('need a login', async () => {
    expect(await gateway.post('cardList', {})).toMatchObject({
      respCode: 5002,
      respMessage: 'Login expired, please log in again',
    });
    expect(await gateway.post('delCreditCard', { id: 'x' })).toMatchObject({ respCode: 5002 });
  });

  it('lists masked cards, keeping one entry per card with its newest token', async () => {
    const alice = await user();
    expect(await cards(alice.authToken)).toEqual([]);
    await saveCard(gateway.app.db, alice.id, visa);
    await saveCard(gateway.app.db, alice.id, { ...visa, providerToken: 'tok_visa_2' });
    await saveCard(gateway.app.db, alice.id, mastercard);

    const list = await cards(alice.authToken);
    expect(list).toHaveLength(2);
    expect(list).toContainEqual({
      id: expect.any(String),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      maskedNumber: '•••• 4242',
    });
    const rows = await gateway.app.db
      .selectFrom('cards')
      .selectAll()
      .where('user_id', '=', alice.id)
      .execute();
    expect(rows.find((r) => r.last4 === '4242')?.provider_token).toBe('tok_visa_2');
    expect(Object.keys(rows[0]).sort()).toEqual([
      'brand',
      'created_at',
      'exp_month',
      'exp_year',
      'id',
      'last4',
      'provider_token',
      'user_id',
    ]);
  });

  it("are deleted only by their owner; another user's card answers like a missing one", async () => {
    const alice = await user();
    const bob = await user();
    const card = await saveCard(gateway.app.db, alice.id, visa);
    await saveCard(gateway.app.db, bob.id, visa);

    expect(await cards(bob.authToken)).toHaveLength(1);
    expect((await cards(bob.authToken))[0].id).not.toBe(card.id);
    expect(await gateway.post('delCreditCard', { authToken: bob.authToken, id: card.id })).toMatchObject({
      respCode: 404,
      respMessage: 'Card not found',
    });
    expect(await cards(alice.authToken)).toHaveLength(1);

    expect(await gateway.post('delCreditCard', { authToken: alice.authToken, id: card.id })).toEqual({
      respCode: 200,
      respMessage: 'success',
    });
    expect(await cards(alice.authToken)).toEqual([]);
    expect(await gateway.post('delCreditCard', { authToken: alice.authToken, id: card.id })).toMatchObject({
      respCode: 404,
    });
    expect(await cards(bob.authToken)).toHaveLength(1);
  });
});

describe('billing address', () => {
  const address = { country: 'FR', city: 'Paris', zipCode: '75001', address: '1 Rue de Rivoli' };

  it('is saved with the form schema and read back by its owner only', async () => {
    const alice = await user();
    const bob = await user();
    expect(await gateway.post('getBillingAddress', { authToken: alice.authToken })).toEqual({
      respCode: 200,
      respMessage: 'success',
    });

    const { zipCode: _zip, ...withoutZip } = address;
    const missing = await gateway.post('saveBillingAddress', { authToken: alice.authToken, ...withoutZip });
    expect(missing.respCode).toBe(400);
    expect(missing.respMessage).toContain('zipCode');
    expect(
      await gateway.post('saveBillingAddress', { authToken: alice.authToken, ...address, country: 'ZZ' }),
    ).toMatchObject({
      respCode: 400,
      respMessage: "Invalid field 'country': unknown country",
    });

    expect(
      await gateway.post('saveBillingAddress', { authToken: alice.authToken, ...address }),
    ).toMatchObject({ respCode: 200, data: address });
    expect(await gateway.post('getBillingAddress', { authToken: alice.authToken })).toMatchObject({
      data: address,
    });
    expect(await gateway.post('getBillingAddress', { authToken: bob.authToken })).not.toHaveProperty('data');

    await gateway.post('saveBillingAddress', {
      authToken: alice.authToken,
      ...address,
      city: 'Lyon',
      zipCode: '69001',
    });
    expect(await gateway.post('getBillingAddress', { authToken: alice.authToken })).toMatchObject({
      data: { city: 'Lyon', zipCode: '69001' },
    });
  });
});
