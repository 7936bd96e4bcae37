import '../setup/browserApp.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLocale } from '../../src/i18n/locales.ts';
import { createMemoryStorage } from '../../src/stores/memoryStorage.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import type { Ticker } from '../../src/stores/quote/ticker.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { latestCode, newEmail } from './helpers/login.ts';
import { shownText } from '../unit/support/shownText.ts';

/**
 * The address book's store against the real gateway: a buyer logs in through the dev outbox, adds
 * addresses through the form's data (the gateway checks each for its network), finds them by search,
 * renames one in place (26 characters stay unsent), deletes one, edits one through the form, and adds
 * one from Submit Address, which then has it chosen. Only the navigator and the tickers are the test's.
 */
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway();
});

afterAll(async () => {
  await gateway?.close();
});

const idleTicker: Ticker = { every: () => () => undefined };

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** The same address with its last character changed: the bech32 checksum fails. */
const BTC_BAD_CHECKSUM = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp';
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

async function loggedInBuyer(startUrl = '/addresses', locale?: AppLocale) {
  const visits: Array<{ to: string; replace: boolean }> = [];
  const calls: string[] = [];
  const root = new RootStore({
    fetch: (url, init) => {
      calls.push(url.replace(/^.*\//, ''));
      return fetch(gateway.origin + url, init);
    },
    clock: { now: () => gateway.app.config.clock.now() },
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    navigator: {
      navigate: (to, options) => void visits.push({ to, replace: Boolean(options?.replace) }),
      currentUrl: () => visits.at(-1)?.to ?? startUrl,
    },
    visitorId: async () => 'test-visitor',
    ticker: idleTicker,
    ...(locale ? { locale } : {}),
  });
  const email = newEmail('book');
  root.login.setEmail(email);
  expect(await root.login.sendCode()).toBe(true);
  root.login.setCode(await latestCode(gateway, email));
  await expect.poll(() => root.userInfo.isLoggedIn, { timeout: 15_000 }).toBe(true); // a login hashes with scrypt: slow on a busy machine
  visits.length = 0;
  return { root, book: root.addresses, visits, calls };
}

describe('AddressBookStore over the real gateway', () => {
  it('an empty book; an address added through the form (a bad checksum refused beside the address first) is listed and the buyer is back on the list', async () => {
    const { root, book, visits } = await loggedInBuyer();
    await book.open();
    expect(book.state).toBe('ready');
    expect(book.isEmpty).toBe(true);

    book.startAdd();
    expect(visits).toEqual([{ to: '/add-address', replace: false }]);
    await book.openForm('');
    expect(book.draft).toEqual({});
    await expect.poll(() => root.formData.cryptos?.map((c) => c.crypto)).toContain('BTC');

    expect(
      await book.save({ crypto: 'BTC', network: 'BTC', address: BTC_BAD_CHECKSUM, name: 'Cold wallet' }),
    ).toBe(false);
    expect(shownText(book.saveError?.message)).toMatch(/^Invalid field 'address': /);
    expect(book.saveError?.fieldRefusal).toMatchObject({
      field: 'address',
      key: 'addressBook.addressInvalid',
    });
    expect(visits).toHaveLength(1);

    expect(
      await book.save({ crypto: 'BTC', network: 'BTC', address: ` ${BTC_ADDRESS} `, name: ' Cold wallet ' }),
    ).toBe(true);
    expect(book.saveError).toBeUndefined();
    expect(visits.at(-1)).toEqual({ to: '/addresses', replace: true });

    await book.open();
    expect(book.entries).toEqual([
      expect.objectContaining({
        crypto: 'BTC',
        network: 'BTC',
        getCurrency: 'BTC',
        address: BTC_ADDRESS,
        name: 'Cold wallet',
      }),
    ]);
    // Stored by the gateway, not only in the store.
    const stored = await gateway.app.db
      .selectFrom('address_book')
      .select(['address', 'name'])
      .where('address', '=', BTC_ADDRESS)
      .execute();
    expect(stored).toEqual([{ address: BTC_ADDRESS, name: 'Cold wallet' }]);
  });

  it('lists by crypto and network; the search finds by name, address or crypto in any case', async () => {
    const { book } = await loggedInBuyer();
    await book.openForm('');
    expect(
      await book.save({ crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS, name: 'Cold wallet' }),
    ).toBe(true);
    gateway.app.config.clock.advance(1000);
    expect(
      await book.save({ crypto: 'USDT', network: 'TRON', address: TRON_ADDRESS, name: 'Exchange deposit' }),
    ).toBe(true);
    gateway.app.config.clock.advance(1000);
    expect(await book.save({ crypto: 'USDT', network: 'ETH', address: EVM_ADDRESS })).toBe(true);
    await book.open();

    expect(book.groups.map((group) => [group.crypto, group.network, group.entries.length])).toEqual([
      ['BTC', 'BTC', 1],
      ['USDT', 'ETH', 1],
      ['USDT', 'TRON', 1],
    ]);
    const found = (query: string) => {
      book.setQuery(query);
      return book.groups.flatMap((group) => group.entries.map((entry) => entry.name ?? entry.address));
    };
    expect(found('COLD')).toEqual(['Cold wallet']);
    expect(found('tr7nhq')).toEqual(['Exchange deposit']);
    expect(found('usdt')).toEqual([EVM_ADDRESS, 'Exchange deposit']);
    expect(found('  ')).toHaveLength(3);
    expect(found('nothing like it')).toEqual([]);
    expect(book.noMatch).toBe(true);
  });

  it('renames in place: 26 characters are not sent, 25 are, an empty name removes it', async () => {
    const { book, calls } = await loggedInBuyer();
    await book.openForm('');
    await book.save({ crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS, name: 'Cold wallet' });
    await book.open();
    const [entry] = book.entries;

    book.startRename(entry.id);
    expect(book.rename?.name).toBe('Cold wallet');
    book.setRenameName('x'.repeat(26));
    expect(book.renameTooLong).toBe(true);
    const sent = calls.length;
    expect(await book.saveRename()).toBe(false);
    expect(calls.length).toBe(sent);

    book.setRenameName(' ' + 'y'.repeat(25) + ' ');
    expect(book.renameTooLong).toBe(false);
    expect(await book.saveRename()).toBe(true);
    expect(book.rename).toBeUndefined();
    expect(book.entries[0].name).toBe('y'.repeat(25));

    book.startRename(entry.id);
    book.setRenameName('');
    expect(await book.saveRename()).toBe(true);
    expect(book.entries[0]).not.toHaveProperty('name');
    await book.open();
    expect(book.entries[0]).not.toHaveProperty('name');
  });

  it('a rename the gateway refuses (the address was deleted meanwhile) keeps the field open with its words', async () => {
    const { book, root } = await loggedInBuyer();
    await book.openForm('');
    await book.save({ crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS, name: 'Cold wallet' });
    await book.open();
    const [entry] = book.entries;
    expect(
      await gateway.post('delCryptoAddress', { authToken: root.userInfo.authToken, id: entry.id }),
    ).toMatchObject({ respCode: 200 });

    book.startRename(entry.id);
    book.setRenameName('Savings');
    expect(await book.saveRename()).toBe(false);
    expect(book.rename).toMatchObject({
      id: entry.id,
      name: 'Savings',
      saving: false,
    });
    expect(shownText(book.rename?.error?.message)).toBe('Address not found');
  });

  it('deletes after the confirmation; a failed delete keeps the address', async () => {
    const { book, root } = await loggedInBuyer();
    await book.openForm('');
    await book.save({ crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS, name: 'Cold wallet' });
    await book.save({ crypto: 'USDT', network: 'TRON', address: TRON_ADDRESS });
    await book.open();
    const [tron, btc] = book.entries;

    book.askDelete(btc.id);
    expect(book.pendingDelete?.name).toBe('Cold wallet');
    book.cancelDelete();
    expect(book.pendingDelete).toBeUndefined();
    expect(await book.confirmDelete()).toBeUndefined();

    book.askDelete(btc.id);
    expect(await book.confirmDelete()).toBe('deleted');
    expect(book.entries.map((entry) => entry.id)).toEqual([tron.id]);
    await book.open();
    expect(book.entries.map((entry) => entry.id)).toEqual([tron.id]);

    // Deleted meanwhile elsewhere: the gateway refuses, the list keeps it until it is loaded again.
    await gateway.post('delCryptoAddress', { authToken: root.userInfo.authToken, id: tron.id });
    book.askDelete(tron.id);
    expect(await book.confirmDelete()).toBe('failed');
    expect(book.entries.map((entry) => entry.id)).toEqual([tron.id]);
  });

  it('edits a saved address through the form: filled from the entry, saved in its place, back to the list', async () => {
    const { book, visits } = await loggedInBuyer();
    await book.openForm('');
    await book.save({ crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS, name: 'Cold wallet' });
    await book.open();
    const [entry] = book.entries;

    book.startEdit(entry.id);
    expect(visits.at(-1)).toEqual({ to: `/add-address?id=${entry.id}`, replace: false });
    await book.openForm(`?id=${entry.id}`);
    expect(book.formState).toBe('ready');
    expect(book.draft).toEqual({ crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS, name: 'Cold wallet' });

    expect(
      await book.save({
        crypto: 'USDT',
        network: 'TRON',
        address: TRON_ADDRESS.slice(0, -1) + 'x',
        name: 'Tron',
      }),
    ).toBe(false);
    expect(shownText(book.saveError?.message)).toMatch(/^Invalid field 'address': /);
    expect(await book.save({ crypto: 'USDT', network: 'TRON', address: TRON_ADDRESS, name: 'Tron' })).toBe(
      true,
    );
    expect(visits.at(-1)).toEqual({ to: '/addresses', replace: true });
    await book.open();
    expect(book.entries).toEqual([
      expect.objectContaining({
        id: entry.id,
        crypto: 'USDT',
        network: 'TRON',
        getCurrency: 'USDT_TRC20',
        address: TRON_ADDRESS,
        name: 'Tron',
      }),
    ]);

    await book.openForm('?id=no-such-id');
    expect(book.formState).toBe('missing');
  });

  it('from Submit Address: the form has the purchase’s crypto, network and typed address, and the saved address comes back chosen', async () => {
    const { root, book, visits } = await loggedInBuyer('/edit');
    await root.quote.open({ search: '?sendCurrency=USD&sendCurrencyAmount=100&getCurrency=USDT_TRC20' });
    root.quote.close();
    await root.order.enterOrderStep({});
    await root.order.enterSelectOffer();
    root.order.chooseOffer(root.order.offers[0].offerType);
    expect(visits.at(-1)?.to).toBe('/submit-address');
    await root.order.loadSavedAddresses();
    expect(root.order.savedAddresses).toEqual([]);
    root.order.setAddress(` ${TRON_ADDRESS} `);

    book.startAddFromPurchase();
    expect(visits.at(-1)).toEqual({ to: '/add-address?from=submitAddress', replace: false });
    await book.openForm('?from=submitAddress');
    expect(book.draft).toEqual({ crypto: 'USDT', network: 'TRON', address: TRON_ADDRESS });

    root.order.setAddress('');
    expect(await book.save({ crypto: 'USDT', network: 'TRON', address: TRON_ADDRESS, name: 'My Tron' })).toBe(
      true,
    );
    expect(visits.at(-1)).toEqual({ to: '/submit-address', replace: true });
    expect(root.order.address).toBe(TRON_ADDRESS);
    await root.order.loadSavedAddresses();
    expect(root.order.savedAddresses).toEqual([
      expect.objectContaining({ address: TRON_ADDRESS, name: 'My Tron' }),
    ]);

    // An address of another crypto is saved, but not chosen for this purchase.
    book.startAddFromPurchase();
    await book.openForm('?from=submitAddress');
    expect(await book.save({ crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS })).toBe(true);
    expect(visits.at(-1)).toEqual({ to: '/submit-address', replace: true });
    expect(root.order.address).toBe(TRON_ADDRESS);
  });

  it('a list that cannot be loaded says so, and loads on Try again', async () => {
    const { book, root } = await loggedInBuyer();
    const token = root.userInfo.authToken;
    // The gateway is unreachable for a moment: the client answers with no respCode of the gateway.
    const down = new RootStore({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      clock: { now: () => Date.now() },
      local: createMemoryStorage({
        userInfo: JSON.stringify({
          authToken: token,
          expTime: Math.floor(Date.now() / 1000) + 3600,
          kyc_level: 0,
        }),
      }),
      session: createMemoryStorage(),
      navigator: { navigate: () => undefined, currentUrl: () => '/addresses' },
      visitorId: async () => 'test-visitor',
      ticker: idleTicker,
    });
    await down.addresses.open();
    expect(down.addresses.state).toBe('error');
    expect(down.addresses.loadError).toEqual({});

    await book.open();
    expect(book.state).toBe('ready');
  });

  it('a zh-CN buyer: a name over 25 characters is refused in Chinese and kept for the name field, a bad address for the address field', async () => {
    const { book } = await loggedInBuyer('/add-address', 'zh-CN');
    await book.openForm('');
    expect(
      await book.save({ crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS, name: '钱'.repeat(26) }),
    ).toBe(false);
    expect(book.saveError?.fieldRefusal).toMatchObject({
      field: 'name',
      key: 'addressBook.nameTooLong',
      params: { max: '25' },
    });
    expect(shownText(book.saveError?.message, 'zh-CN')).toBe('地址名称不能超过 25 个字符');

    expect(
      await book.save({ crypto: 'BTC', network: 'BTC', address: BTC_BAD_CHECKSUM, name: '冷钱包' }),
    ).toBe(false);
    expect(book.saveError?.fieldRefusal).toMatchObject({
      field: 'address',
      key: 'addressBook.addressInvalid',
    });
    expect(shownText(book.saveError?.message, 'zh-CN')).toMatch(/^字段“address”无效/);
  });
});
