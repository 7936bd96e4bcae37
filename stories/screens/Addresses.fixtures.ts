import type { ApiFixtures, FakeRootStoreOverrides } from '../support/fakeRootStore.ts';
import type { SavedEntry } from '../../src/stores/AddressBookStore.ts';

/**
 * The address book's gateway answers for stories, in their shapes (schemas/api/addressBook.ts): a book
 * kept in memory per story render, changed by add, edit and delete as the gateway would, with the
 * gateway's address check played by a list of known good addresses.
 */

export const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** The same address with its last character changed: its checksum fails. */
export const BTC_BAD_CHECKSUM = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp';
export const BTC_LEGACY = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
/** A long address as some networks write them (a 103-character Cardano address). */
export const LONG_ADDRESS =
  'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x';

const GOOD_ADDRESSES = new Set([BTC_ADDRESS, BTC_LEGACY, TRON_ADDRESS, EVM_ADDRESS, LONG_ADDRESS]);

const NETWORKS: Record<string, Array<{ network: string; name: string; getCurrency: string }>> = {
  BTC: [{ network: 'BTC', name: 'Bitcoin', getCurrency: 'BTC' }],
  USDT: [
    { network: 'TRON', name: 'Tron (TRC20)', getCurrency: 'USDT_TRC20' },
    { network: 'ETH', name: 'Ethereum (ERC20)', getCurrency: 'USDT_ERC20' },
  ],
  ETH: [{ network: 'ETH', name: 'Ethereum (ERC20)', getCurrency: 'ETH' }],
  ADA: [{ network: 'ADA', name: 'Cardano', getCurrency: 'ADA' }],
};
const CRYPTOS = [
  { crypto: 'BTC', name: 'Bitcoin', imgUrl: '/images/tokens/BTC.svg' },
  { crypto: 'ETH', name: 'Ethereum', imgUrl: '/images/tokens/ETH.svg' },
  { crypto: 'USDT', name: 'Tether', imgUrl: '/images/tokens/USDT.svg' },
  { crypto: 'ADA', name: 'Cardano', imgUrl: '/images/tokens/ADA.svg' },
];

/** A saved address as getCryptoList lists it. */
export function savedEntry(
  id: string,
  crypto: string,
  network: string,
  address: string,
  name?: string,
): SavedEntry {
  const net = NETWORKS[crypto]?.find((candidate) => candidate.network === network);
  return {
    id,
    crypto,
    network,
    networkName: net?.name ?? network,
    getCurrency: net?.getCurrency ?? crypto,
    imgUrl: CRYPTOS.find((candidate) => candidate.crypto === crypto)?.imgUrl ?? '',
    address,
    ...(name ? { name } : {}),
  };
}

/** Four addresses over three networks, newest first. */
export const FOUR_ENTRIES: SavedEntry[] = [
  savedEntry('a4', 'USDT', 'ETH', EVM_ADDRESS, 'Ledger'),
  savedEntry('a3', 'USDT', 'TRON', TRON_ADDRESS, 'Exchange deposit'),
  savedEntry('a2', 'BTC', 'BTC', BTC_LEGACY),
  savedEntry('a1', 'BTC', 'BTC', BTC_ADDRESS, 'Cold wallet'),
];

/** Names of 25 characters without a space to break at, and addresses as long as they come. */
export const LONG_ENTRIES: SavedEntry[] = [
  savedEntry('l1', 'ADA', 'ADA', LONG_ADDRESS, 'MyVeryLongWalletNameXYZ12'),
  savedEntry('l2', 'USDT', 'ETH', EVM_ADDRESS, 'Ｗｉｄｅ　ｗａｌｌｅｔ　ｎａｍｅ'),
  savedEntry('l3', 'BTC', 'BTC', BTC_ADDRESS, '长期储蓄钱包用于比特币冷存储与每月定投计划备用'),
];

const ok = <T>(data: T) => ({ respCode: 200, respMessage: 'success', data });
const notFound = {
  respCode: 404,
  respMessage: 'Address not found',
  respKey: 'addressBook.notFound',
  respParams: {},
};
/** The gateway's own failure, as it answers it (HTTP 500, common.internal). */
const INTERNAL = {
  respCode: 9000,
  respMessage: 'Internal error, please try again later',
  respKey: 'common.internal',
  respParams: {},
};
const NAME_TOO_LONG = {
  respCode: 400,
  respMessage: 'The address name cannot exceed 25 characters',
  respKey: 'addressBook.nameTooLong',
  respParams: { max: '25' } as Record<string, string>,
};

export interface BookOptions {
  /** getCryptoList fails on these calls (1 = the first). */
  listFailsOn?: number[];
  /** delCryptoAddress fails with the gateway's words. */
  deleteFails?: boolean;
  /** editCryptoAddress answers as for an address deleted meanwhile. */
  editNotFound?: boolean;
  /** add and edit get no answer at all (the connection dropped). */
  saveUnanswered?: boolean;
}

/** The address book's endpoints over an in-memory book. */
export function addressBookApi(entries: SavedEntry[], options: BookOptions = {}): ApiFixtures {
  let book = entries.map((entry) => ({ ...entry }));
  let listCalls = 0;
  let nextId = 100;
  const check = (body: Record<string, unknown>) => {
    const crypto = String(body.crypto ?? '');
    const network = String(body.network ?? '');
    const address = String(body.address ?? '').trim();
    const name = String(body.name ?? '').trim();
    if ([...name].length > 25) return { refusal: NAME_TOO_LONG };
    const net = NETWORKS[crypto]?.find((candidate) => candidate.network === network);
    if (!net)
      return {
        refusal: {
          respCode: 400,
          respMessage: `Invalid field 'network': ${crypto} is not available on ${network}`,
          respKey: 'addressBook.networkUnavailable',
          respParams: { crypto, network } as Record<string, string>,
        },
      };
    if (!GOOD_ADDRESSES.has(address)) {
      return {
        refusal: {
          respCode: 400,
          respMessage: `Invalid field 'address': This is not a valid ${net.name} address for ${crypto}`,
          respKey: 'addressBook.addressInvalid',
          respParams: { network: net.name, currency: crypto } as Record<string, string>,
        },
      };
    }
    return { crypto, network, address, name };
  };
  return {
    getCryptoList: () => {
      listCalls += 1;
      if (options.listFailsOn?.includes(listCalls)) return INTERNAL;
      return ok(book);
    },
    getAddressCryptoList: ok(CRYPTOS),
    getAddressNetworkList: (body) => ok(NETWORKS[String(body.crypto)] ?? []),
    getallcountry: ok([]),
    getNatureList: ok([]),
    addCryptoAddress: (body) => {
      if (options.saveUnanswered) throw new TypeError('Failed to fetch');
      const checked = check(body);
      if ('refusal' in checked) return checked.refusal!;
      if (
        book.some(
          (entry) =>
            entry.crypto === checked.crypto &&
            entry.network === checked.network &&
            entry.address === checked.address,
        )
      ) {
        return {
          respCode: 400,
          respMessage: 'This address is already in your address book',
          respKey: 'addressBook.alreadySaved',
          respParams: {},
        };
      }
      const entry = savedEntry(
        String(nextId++),
        checked.crypto,
        checked.network,
        checked.address,
        checked.name || undefined,
      );
      book = [entry, ...book];
      return ok(entry);
    },
    editCryptoAddress: (body) => {
      if (options.saveUnanswered) throw new TypeError('Failed to fetch');
      if (options.editNotFound) return notFound;
      const current = book.find((entry) => entry.id === body.id);
      if (!current) return notFound;
      const name = String(body.name ?? '').trim();
      if ([...name].length > 25) return NAME_TOO_LONG;
      let changed: SavedEntry;
      if (body.address !== undefined) {
        const checked = check(body);
        if ('refusal' in checked) return checked.refusal!;
        changed = savedEntry(current.id, checked.crypto, checked.network, checked.address, name || undefined);
      } else {
        changed = savedEntry(current.id, current.crypto, current.network, current.address, name || undefined);
      }
      book = book.map((entry) => (entry.id === current.id ? changed : entry));
      return ok(changed);
    },
    delCryptoAddress: (body) => {
      if (options.deleteFails) return INTERNAL;
      if (!book.some((entry) => entry.id === body.id)) return notFound;
      book = book.filter((entry) => entry.id !== body.id);
      return { respCode: 200, respMessage: 'success' };
    },
  };
}

/** A logged-in buyer's store on an address-book page. */
export const bookStore = (
  entries: SavedEntry[],
  options: BookOptions & {
    url?: string;
    latencyMs?: number;
    session?: Record<string, string>;
    api?: ApiFixtures;
  } = {},
): FakeRootStoreOverrides => ({
  url: options.url ?? '/addresses',
  loggedIn: true,
  latencyMs: options.latencyMs,
  session: options.session,
  api: { ...addressBookApi(entries, options), ...options.api },
});

export { SLOW } from '../support/slow.ts';
