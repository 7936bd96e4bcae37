import fiats from '../../data/fiats.json' with { type: 'json' };
import tokens from '../../data/tokens.json' with { type: 'json' };
import networks from '../../data/networks.json' with { type: 'json' };
import countries from '../../data/countries.json' with { type: 'json' };
import cities from '../../data/cities.json' with { type: 'json' };
import payMethods from '../../data/pay-methods.json' with { type: 'json' };
import natures from '../../data/natures.json' with { type: 'json' };
import exchanges from '../../data/exchanges.json' with { type: 'json' };
import languages from '../../data/languages.json' with { type: 'json' };

/** How a network's addresses are written and checked (see domain/addresses). */
export type AddressFormat =
  | 'bitcoin'
  | 'evm'
  | 'tron'
  | 'solana'
  | 'litecoin'
  | 'dogecoin'
  | 'xrp'
  | 'cardano'
  | 'polkadot'
  | 'cosmos'
  | 'stellar';

export interface FiatData {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Country code of the flag shown for the currency (EU for the euro). */
  flag: string;
  minAmount: number;
  maxAmount: number;
}

export interface TokenData {
  /** Unique id of the get token, sent as getCurrency (e.g. 'USDT_TRC20'). */
  symbol: string;
  /** The asset (e.g. 'USDT'). */
  currency: string;
  name: string;
  network: string;
  /** Decimals a get amount is truncated to. */
  decimals: number;
  isPopular: number;
  minAmount: number;
  maxAmount: number;
}

export interface NetworkData {
  code: string;
  name: string;
  addressFormat: AddressFormat;
}

export interface CountryData {
  code: string;
  country: string;
  currency: string;
  isBan: number;
}

export interface PayMethodData {
  id: string;
  name: string;
  icon: string;
  /** Percent the method adds to a provider's processing fee. */
  feePct: number;
  /** Fiat currencies it accepts; empty means all. */
  currencies: string[];
}

export interface NatureData {
  code: string;
  name: string;
}

export interface ExchangeData {
  id: string;
  name: string;
  logo: string;
}

export interface LanguageData {
  localName: string;
  name: string;
}

/** The reference data files of server/data, typed. The database is seeded from them on first start. */
export const referenceData = {
  fiats: fiats as FiatData[],
  tokens: tokens as TokenData[],
  networks: networks as NetworkData[],
  countries: countries as CountryData[],
  cities: cities as Record<string, string[]>,
  payMethods: payMethods as PayMethodData[],
  natures: natures as NatureData[],
  exchanges: exchanges as ExchangeData[],
  languages: languages as LanguageData[],
};
export type ReferenceData = typeof referenceData;

export const tokenImage = (currency: string) => `/images/tokens/${currency}.svg`;
export const flagImage = (code: string) => `/images/flags/${code}.svg`;
