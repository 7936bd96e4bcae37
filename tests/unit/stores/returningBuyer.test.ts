import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import {
  BUYER_MEMORY_KEY,
  lastOffer,
  lastWallet,
  preselectedAddress,
  preselectedCard,
  readBuyerMemory,
  rememberCard,
  rememberOrder,
} from '../../../src/stores/order/returningBuyer.ts';
import { BTC_ADDRESS, ok, orderStore, quoteScreen, settle } from './orderFixtures.ts';

const OTHER_BTC = 'bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6axemvljvt2k76zs50tv4q';
const TRON_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

/** An address book entry as getCryptoList answers it. */
const entry = (id: string, getCurrency: string, address: string, network = getCurrency) => ({
  id,
  crypto: getCurrency.split('_')[0],
  network,
  networkName: network,
  getCurrency,
  imgUrl: '',
  address,
  name: `wallet ${id}`,
});

const remembered = (memory: object) => createMemoryStorage({ [BUYER_MEMORY_KEY]: JSON.stringify(memory) });

/** A buyer at Submit Address with the topper offer, the gateway answering as given. */
async function atSubmitAddress(
  options: {
    local?: ReturnType<typeof createMemoryStorage>;
    loggedIn?: boolean;
    gateway?: NonNullable<Parameters<typeof orderStore>[0]>['gateway'];
  } = {},
) {
  const setup = orderStore({ quote: quoteScreen(), ...options });
  await setup.store.enterSelectOffer();
  setup.store.chooseOffer('topper');
  expect(await setup.store.enterSubmitAddress()).toBe('stay');
  return setup;
}

describe('what the browser remembers of the last purchase', () => {
  it('starts empty, and an unreadable entry counts as nothing (and is dropped)', () => {
    expect(readBuyerMemory(createMemoryStorage())).toEqual({ addresses: {} });
    const local = createMemoryStorage({ [BUYER_MEMORY_KEY]: '{not json' });
    expect(readBuyerMemory(local)).toEqual({ addresses: {} });
    expect(local.getItem(BUYER_MEMORY_KEY)).toBeNull();
    expect(readBuyerMemory(remembered({ walletType: 'cold', addresses: { BTC: 7 } }))).toEqual({
      addresses: {},
    });
  });

  it('keeps the provider, wallet type and address per get token of each order, and the card last paid with', () => {
    const local = createMemoryStorage();
    rememberOrder(local, {
      getCurrency: 'BTC',
      address: ` ${BTC_ADDRESS} `,
      wallet: { walletType: 'exchange', exchangeName: 'Kraken' },
      offerType: 'topper',
    });
    rememberOrder(local, {
      getCurrency: 'USDT_TRC20',
      address: TRON_ADDRESS,
      wallet: { walletType: 'selfHosted' },
      offerType: 'moonbeam',
    });
    rememberCard(local, 'card-2');
    expect(readBuyerMemory(local)).toEqual({
      offerType: 'moonbeam',
      walletType: 'selfHosted',
      exchange: undefined,
      addresses: { BTC: BTC_ADDRESS, USDT_TRC20: TRON_ADDRESS },
      cardId: 'card-2',
    });
    // Nothing of a card but its saved-card id.
    expect(local.getItem(BUYER_MEMORY_KEY)).not.toMatch(/4242|cvc|expiry/i);
  });

  it('the wallet type comes back with its exchange', () => {
    expect(lastWallet({ addresses: {} })).toEqual({});
    expect(lastWallet({ walletType: 'exchange', exchange: 'Kraken', addresses: {} })).toEqual({
      walletType: 'exchange',
      exchangeName: 'Kraken',
    });
    expect(lastWallet({ walletType: 'selfHosted', addresses: {} })).toEqual({ walletType: 'selfHosted' });
  });

  it('preselects only an address that is offered (the book’s entries of the crypto and network bought)', () => {
    const offered = [{ address: BTC_ADDRESS }, { address: OTHER_BTC }];
    expect(preselectedAddress(offered, { delivered: OTHER_BTC, ordered: BTC_ADDRESS })).toBe(OTHER_BTC);
    expect(preselectedAddress(offered, { delivered: TRON_ADDRESS, ordered: BTC_ADDRESS })).toBe(BTC_ADDRESS);
    expect(preselectedAddress(offered, { ordered: TRON_ADDRESS })).toBeUndefined();
    expect(preselectedAddress([], { delivered: BTC_ADDRESS, ordered: BTC_ADDRESS })).toBeUndefined();
  });

  it('preselects the card last paid with while it is still saved, and a single card always', () => {
    const cards = [{ id: 'card-1' }, { id: 'card-2' }];
    expect(preselectedCard(cards, { addresses: {}, cardId: 'card-2' })).toBe('card-2');
    expect(preselectedCard(cards, { addresses: {}, cardId: 'card-deleted' })).toBeUndefined();
    expect(preselectedCard(cards, { addresses: {} })).toBeUndefined();
    expect(preselectedCard([{ id: 'card-9' }], { addresses: {}, cardId: 'card-2' })).toBe('card-9');
    expect(lastOffer([{ offerType: 'topper' }], { addresses: {}, offerType: 'topper' })).toBe('topper');
    expect(lastOffer([{ offerType: 'topper' }], { addresses: {}, offerType: 'gone' })).toBeUndefined();
  });
});

describe('a returning buyer’s steps start from their last choices', () => {
  it('an order made is remembered: its provider, wallet type and address for its get token', async () => {
    const local = createMemoryStorage();
    const { store, navigator } = await atSubmitAddress({
      local,
      gateway: {
        cryptoOrder: () =>
          ok({ orderNo: '202510230000000001', service: '', nextStepContent: '', serviceLogoUrl: '' }),
      },
    });
    store.setAddress(BTC_ADDRESS);
    store.setWallet({ walletType: 'exchange', exchangeName: 'Kraken' });
    await store.createOrder();
    expect(navigator.visits.at(-1)?.to).toBe('/wait-payment?orderNo=202510230000000001');
    expect(readBuyerMemory(local)).toMatchObject({
      offerType: 'topper',
      walletType: 'exchange',
      exchange: 'Kraken',
      addresses: { BTC: BTC_ADDRESS },
    });
  });

  it('Select Offer shows the provider of the last order chosen when it is offered, else the best', async () => {
    // Topper has the best rate of the quote; the buyer's last order was with RampEasy.
    const returning = orderStore({ quote: quoteScreen(), local: remembered({ offerType: 'rampeasy' }) });
    expect(await returning.store.enterSelectOffer()).toBe('stay');
    expect(returning.store.bestOfferType).toBe('topper');
    expect(returning.store.chosenOfferType).toBe('rampeasy');

    const gone = orderStore({ quote: quoteScreen(), local: remembered({ offerType: 'moonbeam' }) });
    await gone.store.enterSelectOffer();
    expect(gone.store.chosenOfferType ?? gone.store.bestOfferType).toBe('topper');
  });

  it('Submit Address starts with the last wallet type (and exchange); a first-time buyer chooses', async () => {
    const first = await atSubmitAddress();
    expect(first.store.wallet).toEqual({});

    const returning = await atSubmitAddress({
      local: remembered({ walletType: 'exchange', exchange: 'Kraken', addresses: {} }),
    });
    expect(returning.store.wallet).toEqual({ walletType: 'exchange', exchangeName: 'Kraken' });
  });

  it('a wallet type chosen in this purchase is kept over the remembered one', async () => {
    const setup = orderStore({ quote: quoteScreen(), local: remembered({ walletType: 'exchange' }) });
    await setup.store.enterSelectOffer();
    setup.store.chooseOffer('topper');
    setup.store.setWallet({ walletType: 'selfHosted' });
    await setup.store.enterSubmitAddress();
    expect(setup.store.wallet).toEqual({ walletType: 'selfHosted' });
  });

  it('a logged-in buyer gets the saved address last ordered to for this crypto and network, chosen', async () => {
    const { store, callsTo } = await atSubmitAddress({
      loggedIn: true,
      local: remembered({ addresses: { BTC: OTHER_BTC, USDT_TRC20: TRON_ADDRESS } }),
      gateway: {
        getCryptoList: () =>
          ok([
            entry('1', 'BTC', BTC_ADDRESS),
            entry('2', 'BTC', OTHER_BTC),
            entry('3', 'USDT_TRC20', TRON_ADDRESS, 'TRON'),
          ]),
        // isCreateWallet left unanswered: the list and the choice do not wait for it.
      },
    });
    await store.loadSavedAddresses();
    expect(callsTo('isCreateWallet')[0].fields()).toEqual({ authToken: 'buyer-token', getCurrency: 'BTC' });
    expect(store.savedAddresses.map((saved) => saved.address)).toEqual([BTC_ADDRESS, OTHER_BTC]);
    expect(store.address).toBe(OTHER_BTC);
  });

  it('an address remembered for another network, or not in the book, is not chosen', async () => {
    const { store } = await atSubmitAddress({
      loggedIn: true,
      // The buyer's last TRON order and a BTC address since deleted from the book.
      local: remembered({ addresses: { USDT_TRC20: TRON_ADDRESS, BTC: 'bc1qdeleted' } }),
      gateway: {
        getCryptoList: () =>
          ok([entry('1', 'BTC', BTC_ADDRESS), entry('3', 'USDT_TRC20', TRON_ADDRESS, 'TRON')]),
        isCreateWallet: () => ok({ isCreateWallet: 0 }),
      },
    });
    await store.loadSavedAddresses();
    await settle();
    expect(store.savedAddresses.map((saved) => saved.address)).toEqual([BTC_ADDRESS]);
    expect(store.address).toBe('');
  });

  it('the gateway’s last delivery (isCreateWallet, any device) wins over this browser’s last order', async () => {
    const { store } = await atSubmitAddress({
      loggedIn: true,
      local: remembered({ addresses: { BTC: BTC_ADDRESS } }),
      gateway: {
        getCryptoList: () => ok([entry('1', 'BTC', BTC_ADDRESS), entry('2', 'BTC', OTHER_BTC)]),
        isCreateWallet: () => ok({ isCreateWallet: 1, address: OTHER_BTC }),
      },
    });
    await store.loadSavedAddresses();
    await settle();
    expect(store.address).toBe(OTHER_BTC);
  });

  it('never replaces what the buyer typed or picked, nor a fixed address', async () => {
    const typed = await atSubmitAddress({
      loggedIn: true,
      local: remembered({ addresses: { BTC: BTC_ADDRESS } }),
      gateway: {
        getCryptoList: () => ok([entry('1', 'BTC', BTC_ADDRESS), entry('2', 'BTC', OTHER_BTC)]),
        isCreateWallet: () => ok({ isCreateWallet: 1, address: OTHER_BTC }),
      },
    });
    typed.store.setAddress('bc1qtyped');
    await typed.store.loadSavedAddresses();
    await settle();
    expect(typed.store.address).toBe('bc1qtyped');
  });

  it('a buyer who is not logged in gets no saved addresses and no call for them', async () => {
    const { store, callsTo } = await atSubmitAddress({
      local: remembered({ addresses: { BTC: BTC_ADDRESS } }),
    });
    await store.loadSavedAddresses();
    expect(store.savedAddresses).toEqual([]);
    expect(store.address).toBe('');
    expect(callsTo('getCryptoList')).toHaveLength(0);
    expect(callsTo('isCreateWallet')).toHaveLength(0);
  });
});

describe('a returning buyer’s Submit Address passes by itself when it asks nothing new', () => {
  /** Logged in, the last order's wallet type remembered, its address in the book for BTC and accepted. */
  const returningBuyer = (
    overrides: {
      memory?: object;
      loggedIn?: boolean;
      validate?: () => Response;
    } = {},
  ) =>
    orderStore({
      quote: quoteScreen(),
      loggedIn: overrides.loggedIn ?? true,
      local: remembered(overrides.memory ?? { walletType: 'selfHosted', addresses: { BTC: BTC_ADDRESS } }),
      gateway: {
        getCryptoList: () => ok([entry('1', 'BTC', BTC_ADDRESS), entry('2', 'BTC', OTHER_BTC)]),
        isCreateWallet: () => ok({ isCreateWallet: 0 }),
        validateGetAddress: overrides.validate ?? (() => ok({ address: BTC_ADDRESS })),
      },
    });

  const toSubmitAddress = async (setup: ReturnType<typeof returningBuyer>) => {
    await setup.store.enterSelectOffer();
    setup.store.chooseOffer('topper');
    return setup.store.enterSubmitAddress();
  };

  it('goes on to Confirm Address with the last address and wallet type, said so, and orders nothing', async () => {
    const setup = returningBuyer();
    expect(await toSubmitAddress(setup)).toBe('moved');
    expect(setup.navigator.visits.at(-1)).toEqual({ to: '/confirm-address', replace: true });
    expect(setup.store.address).toBe(BTC_ADDRESS);
    expect(setup.store.wallet).toEqual({ walletType: 'selfHosted' });
    expect(setup.store.addressFromLastOrder).toBe(true);
    expect(setup.callsTo('validateGetAddress')[0].fields()).toMatchObject({
      address: BTC_ADDRESS,
      getCurrency: 'BTC',
    });
    expect(setup.callsTo('cryptoOrder')).toHaveLength(0);
    expect(await setup.store.enterConfirmAddress()).toBe('stay');

    // Change address: the step is shown (not passed on again), with the address to change; a new one
    // typed is no longer the last order's.
    setup.store.changeAddress();
    expect(await setup.store.enterSubmitAddress()).toBe('stay');
    expect(setup.store.address).toBe(BTC_ADDRESS);
    setup.store.setAddress(OTHER_BTC);
    expect(setup.store.addressFromLastOrder).toBe(false);
  });

  it('stays for a buyer not logged in, without a remembered wallet type or exchange, or an address not in the book', async () => {
    expect(await toSubmitAddress(returningBuyer({ loggedIn: false }))).toBe('stay');
    expect(await toSubmitAddress(returningBuyer({ memory: { addresses: { BTC: BTC_ADDRESS } } }))).toBe(
      'stay',
    );
    expect(
      await toSubmitAddress(
        returningBuyer({ memory: { walletType: 'exchange', addresses: { BTC: BTC_ADDRESS } } }),
      ),
    ).toBe('stay');
    const notInBook = returningBuyer({
      memory: { walletType: 'selfHosted', addresses: { BTC: 'bc1qgone' } },
    });
    expect(await toSubmitAddress(notInBook)).toBe('stay');
    expect(notInBook.callsTo('validateGetAddress')).toHaveLength(0);
  });

  it('stays, the address filled in, when the gateway no longer accepts it', async () => {
    const refused = returningBuyer({ validate: () => ok() });
    expect(await toSubmitAddress(refused)).toBe('stay');
    expect(refused.store.address).toBe(BTC_ADDRESS);
    expect(refused.store.addressFromLastOrder).toBe(false);
    expect(refused.navigator.visits.at(-1)?.to).not.toBe('/confirm-address');
  });
});

describe('a returning buyer’s Select Offer passes by itself when the last provider still has the best rate', () => {
  it('goes on with the provider of the last order while it is the best, said on Confirm Address, and Change provider shows the offers', async () => {
    // Topper has the best rate of the quote.
    const setup = orderStore({ quote: quoteScreen(), local: remembered({ offerType: 'topper' }) });
    expect(await setup.store.enterSelectOffer()).toBe('moved');
    expect(setup.navigator.visits.at(-1)).toEqual({ to: '/submit-address', replace: true });
    expect(setup.store.offer?.offerType).toBe('topper');
    expect(setup.store.offerFromLastOrder).toBe(true);

    setup.store.changeOffer();
    expect(setup.navigator.visits.at(-1)).toEqual({ to: '/select-offer', replace: false });
    expect(await setup.store.enterSelectOffer()).toBe('stay');
    setup.store.chooseOffer('rampeasy');
    expect(setup.store.offerFromLastOrder).toBe(false);
  });

  it('shows the offers when the last provider is not the best, and once shown in this tab, shows them again', async () => {
    const notBest = orderStore({ quote: quoteScreen(), local: remembered({ offerType: 'rampeasy' }) });
    expect(await notBest.store.enterSelectOffer()).toBe('stay');
    expect(notBest.store.offerFromLastOrder).toBe(false);

    const session = createMemoryStorage();
    const first = orderStore({ quote: quoteScreen(), session, local: remembered({ addresses: {} }) });
    expect(await first.store.enterSelectOffer()).toBe('stay');
    first.store.dispose();
    // The same tab, the buyer's last order now with Topper: the step stays as the buyer knows it.
    const again = orderStore({ quote: quoteScreen(), session, local: remembered({ offerType: 'topper' }) });
    expect(await again.store.enterSelectOffer()).toBe('stay');
  });
});
