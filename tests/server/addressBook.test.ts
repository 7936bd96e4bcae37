import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

interface Entry {
  id: string;
  crypto: string;
  network: string;
  networkName: string;
  getCurrency: string;
  address: string;
  name?: string;
}

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** EIP-55 mixed-case: the letters' case is a checksum. */
const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const add = (authToken: string, entry: Record<string, string>) =>
  gateway.post<{ data: Entry }>('addCryptoAddress', { authToken, ...entry });
const list = async (authToken: string, filter: Record<string, string> = {}) =>
  (await gateway.post<{ data: Entry[] }>('getCryptoList', { authToken, ...filter })).data;

describe('address book lists', () => {
  it('offers each asset once, and the networks of an asset', async () => {
    const assets = await gateway.post<{ data: { crypto: string }[] }>('getAddressCryptoList', {});
    const cryptos = assets.data.map((a) => a.crypto);
    expect(cryptos).toContain('BTC');
    expect(cryptos).toContain('USDT');
    expect(new Set(cryptos).size).toBe(cryptos.length);

    const networks = await gateway.post<{ data: { network: string; getCurrency: string }[] }>(
      'getAddressNetworkList',
      { crypto: 'usdt' },
    );
    expect(networks.data).toContainEqual(
      expect.objectContaining({ network: 'TRON', getCurrency: 'USDT_TRC20' }),
    );
    expect(networks.data).toContainEqual(
      expect.objectContaining({ network: 'ETH', getCurrency: 'USDT_ERC20' }),
    );
    expect(
      (await gateway.post<{ data: unknown[] }>('getAddressNetworkList', { crypto: 'NOPE' })).data,
    ).toEqual([]);
  });
});

describe('saved addresses', () => {
  it('need a login', async () => {
    expect(await gateway.post('getCryptoList', {})).toMatchObject({
      respCode: 5002,
      respMessage: 'Login expired, please log in again',
    });
    expect(
      await gateway.post('addCryptoAddress', { crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS }),
    ).toMatchObject({ respCode: 5002 });
  });

  it('are added after a checksum check, once each, and listed newest first', async () => {
    const authToken = await logIn(gateway);
    const btc = await add(authToken, {
      crypto: 'BTC',
      network: 'BTC',
      address: ` ${BTC_ADDRESS} `,
      name: 'Cold wallet',
    });
    expect(btc).toMatchObject({
      respCode: 200,
      data: { crypto: 'BTC', network: 'BTC', getCurrency: 'BTC', address: BTC_ADDRESS, name: 'Cold wallet' },
    });

    const changed = EVM_ADDRESS.replace('aAeb', 'aaeb');
    const bad = await add(authToken, { crypto: 'USDT', network: 'ETH', address: changed });
    expect(bad.respCode).toBe(400);
    // Named for the form, which shows the refusal beside the address.
    expect(bad.respMessage).toMatch(/^Invalid field 'address': /);
    expect((await add(authToken, { crypto: 'USDT', network: 'TRON', address: EVM_ADDRESS })).respCode).toBe(
      400,
    );
    expect(await add(authToken, { crypto: 'BTC', network: 'TRON', address: TRON_ADDRESS })).toMatchObject({
      respCode: 400,
      respMessage: "Invalid field 'network': BTC is not available on TRON",
    });
    const missing = await add(authToken, { crypto: 'BTC', network: 'BTC' });
    expect(missing.respCode).toBe(400);
    expect(missing.respMessage).toContain('address');

    gateway.app.config.clock.advance(1000);
    expect(await add(authToken, { crypto: 'usdt', network: 'tron', address: TRON_ADDRESS })).toMatchObject({
      respCode: 200,
      data: { crypto: 'USDT', network: 'TRON', getCurrency: 'USDT_TRC20' },
    });
    expect(await add(authToken, { crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS })).toMatchObject({
      respCode: 400,
      respMessage: 'This address is already in your address book',
    });

    expect((await list(authToken)).map((e) => e.crypto)).toEqual(['USDT', 'BTC']);
    expect((await list(authToken, { crypto: 'BTC' })).map((e) => e.address)).toEqual([BTC_ADDRESS]);
    expect((await list(authToken, { keyword: 'cold' })).map((e) => e.crypto)).toEqual(['BTC']);
    expect(await list(authToken, { keyword: 'nothing like it' })).toEqual([]);
  });

  it('take names of at most 25 characters', async () => {
    const authToken = await logIn(gateway);
    const tooLong = 'x'.repeat(26);
    expect(
      await add(authToken, { crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS, name: tooLong }),
    ).toMatchObject({
      respCode: 400,
      respMessage: 'The address name cannot exceed 25 characters',
    });
    const { data } = await add(authToken, {
      crypto: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      name: 'y'.repeat(25),
    });
    expect(data.name).toBe('y'.repeat(25));

    expect(await gateway.post('editCryptoAddress', { authToken, id: data.id, name: tooLong })).toMatchObject({
      respCode: 400,
      respMessage: 'The address name cannot exceed 25 characters',
    });
    // Characters, not UTF-16 units: 25 emoji fit.
    const emoji = '🐱'.repeat(25);
    expect(await gateway.post('editCryptoAddress', { authToken, id: data.id, name: emoji })).toMatchObject({
      respCode: 200,
      data: { name: emoji },
    });
    expect(
      await gateway.post('editCryptoAddress', { authToken, id: data.id, name: 'Savings' }),
    ).toMatchObject({ data: { name: 'Savings' } });
    const unnamed = await gateway.post<{ data: Entry }>('editCryptoAddress', {
      authToken,
      id: data.id,
      name: '',
    });
    expect(unnamed.data).not.toHaveProperty('name');
  });

  it("are read, renamed and deleted by their owner only; another user's id answers like a missing one", async () => {
    const alice = await logIn(gateway);
    const bob = await logIn(gateway);
    const { data: entry } = await add(alice, {
      crypto: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      name: 'Alice',
    });
    await add(bob, { crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS, name: 'Bob' });

    expect((await list(bob)).map((e) => e.name)).toEqual(['Bob']);
    const notFound = { respCode: 404, respMessage: 'Address not found' };
    expect(
      await gateway.post('editCryptoAddress', { authToken: bob, id: entry.id, name: 'Mine now' }),
    ).toMatchObject(notFound);
    expect(await gateway.post('delCryptoAddress', { authToken: bob, id: entry.id })).toMatchObject(notFound);
    expect(await gateway.post('delCryptoAddress', { authToken: bob, id: 'no-such-id' })).toMatchObject(
      notFound,
    );
    expect((await list(alice)).map((e) => e.name)).toEqual(['Alice']);

    expect(await gateway.post('delCryptoAddress', { authToken: alice, id: entry.id })).toEqual({
      respCode: 200,
      respMessage: 'success',
    });
    expect(await list(alice)).toEqual([]);
    expect(await list(bob)).toHaveLength(1);
  });
});

describe('editing a saved address through the form', () => {
  it('changes crypto, network, address and name together, checked as when it was added', async () => {
    const authToken = await logIn(gateway);
    const { data: entry } = await add(authToken, {
      crypto: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      name: 'Cold wallet',
    });
    await add(authToken, { crypto: 'USDT', network: 'TRON', address: TRON_ADDRESS, name: 'Tron' });
    const edit = (fields: Record<string, string>) =>
      gateway.post<{ data: Entry }>('editCryptoAddress', { authToken, id: entry.id, ...fields });

    expect(
      await edit({
        crypto: 'USDT',
        network: 'ETH',
        address: EVM_ADDRESS.replace('aAeb', 'aaeb'),
        name: 'Ledger',
      }),
    ).toMatchObject({
      respCode: 400,
      respMessage: expect.stringMatching(/^Invalid field 'address': /),
    });
    expect(await edit({ crypto: 'USDT', network: 'ETH', name: 'Ledger' })).toMatchObject({
      respCode: 400,
      respMessage: "Invalid field 'address': must have required property 'address'",
    });
    expect(
      await edit({ crypto: 'USDT', network: 'TRON', address: TRON_ADDRESS, name: 'Twin' }),
    ).toMatchObject({
      respCode: 400,
      respMessage: 'This address is already in your address book',
    });
    expect(
      await edit({ crypto: 'USDT', network: 'ETH', address: ` ${EVM_ADDRESS} `, name: 'x'.repeat(26) }),
    ).toMatchObject({
      respCode: 400,
      respMessage: 'The address name cannot exceed 25 characters',
    });
    // The form's own schema bounds the fields: an address of spaces only is refused by its pattern.
    expect((await edit({ crypto: 'USDT', network: 'ETH', address: '   ' })).respMessage).toMatch(
      /^Invalid field 'address'/,
    );

    const changed = await edit({
      crypto: 'usdt',
      network: 'eth',
      address: ` ${EVM_ADDRESS} `,
      name: 'Ledger',
    });
    expect(changed).toMatchObject({
      respCode: 200,
      data: {
        id: entry.id,
        crypto: 'USDT',
        network: 'ETH',
        getCurrency: 'USDT_ERC20',
        address: EVM_ADDRESS,
        name: 'Ledger',
      },
    });
    // Kept in its place (newest first by when it was added), and itself again is no twin.
    expect((await list(authToken)).map((e) => e.name)).toEqual(['Tron', 'Ledger']);
    expect(await edit({ crypto: 'USDT', network: 'ETH', address: EVM_ADDRESS })).toMatchObject({
      respCode: 200,
      data: { address: EVM_ADDRESS },
    });
    expect((await list(authToken)).find((e) => e.id === entry.id)).not.toHaveProperty('name');
  });

  it("leaves another user's address alone", async () => {
    const alice = await logIn(gateway);
    const bob = await logIn(gateway);
    const { data: entry } = await add(alice, {
      crypto: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      name: 'Alice',
    });
    expect(
      await gateway.post('editCryptoAddress', {
        authToken: bob,
        id: entry.id,
        crypto: 'USDT',
        network: 'TRON',
        address: TRON_ADDRESS,
      }),
    ).toMatchObject({
      respCode: 404,
      respMessage: 'Address not found',
    });
    expect(await list(alice)).toEqual([
      expect.objectContaining({ crypto: 'BTC', address: BTC_ADDRESS, name: 'Alice' }),
    ]);
  });
});
