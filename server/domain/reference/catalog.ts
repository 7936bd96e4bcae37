import type { Db } from '../../storage/database.ts';
import type { AddressFormat } from './data.ts';
import type { ReferenceRows } from './seed.ts';
import type { ReferenceTables } from './tables.ts';

export interface Fiat {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
  imgUrl: string;
  minAmount: number;
  maxAmount: number;
}

export interface Network {
  code: string;
  name: string;
  addressFormat: AddressFormat;
}

/** A token the buyer can get: one asset on one network, named by its unique symbol (e.g. 'USDT_TRC20'). */
export interface GetToken {
  symbol: string;
  currency: string;
  name: string;
  network: Network;
  decimals: number;
  imgUrl: string;
  isPopular: boolean;
  minAmount: number;
  maxAmount: number;
}

export interface Country {
  code: string;
  country: string;
  currency: string;
  isBan: boolean;
}

export interface PayMethod {
  id: string;
  name: string;
  icon: string;
  feePct: number;
  /** Fiat codes it accepts; empty means all. */
  currencies: string[];
}

export interface Nature {
  code: string;
  name: string;
}

export interface Exchange {
  id: string;
  name: string;
  logo: string;
}

export interface Language {
  localName: string;
  name: string;
}

const bySort = <T extends { sort_order: number }>(rows: T[]) =>
  [...rows].sort((a, b) => a.sort_order - b.sort_order);
const index = <T, K>(items: T[], key: (item: T) => K) => new Map(items.map((item) => [key(item), item]));

/** The reference data in memory, read once from the database: lists in display order and lookups by code. */
export class Catalog {
  readonly fiats: Fiat[];
  readonly networks: Network[];
  readonly tokens: GetToken[];
  readonly countries: Country[];
  readonly payMethods: PayMethod[];
  readonly natures: Nature[];
  readonly exchanges: Exchange[];
  readonly languages: Language[];
  private readonly citiesByCountry = new Map<string, string[]>();
  private readonly fiatByCode: Map<string, Fiat>;
  private readonly networkByCode: Map<string, Network>;
  private readonly tokenBySymbol: Map<string, GetToken>;
  private readonly countryByCode: Map<string, Country>;
  private readonly payMethodById: Map<string, PayMethod>;

  constructor(rows: ReferenceRows) {
    this.fiats = bySort(rows.fiat_currencies).map((f) => ({
      code: f.code,
      name: f.name,
      symbol: f.symbol,
      decimals: Number(f.decimals),
      imgUrl: f.img_url,
      minAmount: Number(f.min_amount),
      maxAmount: Number(f.max_amount),
    }));
    this.networks = bySort(rows.networks).map((n) => ({
      code: n.code,
      name: n.name,
      addressFormat: n.address_format as AddressFormat,
    }));
    this.networkByCode = index(this.networks, (n) => n.code);
    this.tokens = bySort(rows.crypto_tokens).flatMap((t) => {
      const network = this.networkByCode.get(t.network);
      if (!network) return [];
      return [
        {
          symbol: t.symbol,
          currency: t.currency,
          name: t.name,
          network,
          decimals: Number(t.decimals),
          imgUrl: t.img_url,
          isPopular: Number(t.is_popular) === 1,
          minAmount: Number(t.min_amount),
          maxAmount: Number(t.max_amount),
        },
      ];
    });
    this.countries = bySort(rows.countries).map((c) => ({
      code: c.code,
      country: c.name,
      currency: c.currency,
      isBan: Number(c.is_ban) === 1,
    }));
    for (const city of bySort(rows.cities)) {
      const list = this.citiesByCountry.get(city.country_code) ?? [];
      list.push(city.name);
      this.citiesByCountry.set(city.country_code, list);
    }
    this.payMethods = bySort(rows.pay_methods).map((m) => ({
      id: m.id,
      name: m.name,
      icon: m.icon_url,
      feePct: Number(m.fee_pct),
      currencies: JSON.parse(m.currencies) as string[],
    }));
    this.natures = bySort(rows.account_natures).map((n) => ({ code: n.code, name: n.name }));
    this.exchanges = bySort(rows.exchanges).map((e) => ({ id: e.id, name: e.name, logo: e.logo_url }));
    this.languages = bySort(rows.languages).map((l) => ({ localName: l.local_name, name: l.name }));
    this.fiatByCode = index(this.fiats, (f) => f.code);
    this.tokenBySymbol = index(this.tokens, (t) => t.symbol);
    this.countryByCode = index(this.countries, (c) => c.code);
    this.payMethodById = index(this.payMethods, (m) => m.id);
  }

  /** Codes are matched case-insensitively: 'usd' is USD, 'usdt_trc20' is USDT_TRC20. */
  fiat = (code: string) => this.fiatByCode.get(code.toUpperCase());
  token = (symbol: string) => this.tokenBySymbol.get(symbol.toUpperCase());
  network = (code: string) => this.networkByCode.get(code.toUpperCase());
  country = (code: string) => this.countryByCode.get(code.toUpperCase());
  payMethod = (id: string) => this.payMethodById.get(id);
  cities = (countryCode: string) => this.citiesByCountry.get(countryCode.toUpperCase()) ?? [];

  /** Pay methods that accept a fiat currency, in display order. */
  payMethodsFor = (fiatCode: string) =>
    this.payMethods.filter((m) => m.currencies.length === 0 || m.currencies.includes(fiatCode));
}

const TABLES: (keyof ReferenceTables)[] = [
  'fiat_currencies',
  'networks',
  'crypto_tokens',
  'countries',
  'cities',
  'pay_methods',
  'account_natures',
  'exchanges',
  'languages',
];

/** Reads every reference table into a Catalog. */
export async function loadCatalog(db: Db): Promise<Catalog> {
  const entries = await Promise.all(
    TABLES.map(async (table) => [table, await db.selectFrom(table).selectAll().execute()] as const),
  );
  return new Catalog(Object.fromEntries(entries) as unknown as ReferenceRows);
}
