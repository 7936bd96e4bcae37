/** Reference tables, seeded from server/data on first start. Flags are 0/1 integers, lists are JSON text. */
export interface FiatCurrencyTable {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
  flag: string;
  img_url: string;
  min_amount: number;
  max_amount: number;
  sort_order: number;
}

export interface CryptoTokenTable {
  symbol: string;
  currency: string;
  name: string;
  network: string;
  decimals: number;
  img_url: string;
  is_popular: number;
  min_amount: number;
  max_amount: number;
  sort_order: number;
}

export interface NetworkTable {
  code: string;
  name: string;
  address_format: string;
  sort_order: number;
}

export interface CountryTable {
  code: string;
  name: string;
  currency: string;
  is_ban: number;
  sort_order: number;
}

export interface CityTable {
  country_code: string;
  name: string;
  sort_order: number;
}

export interface PayMethodTable {
  id: string;
  name: string;
  icon_url: string;
  fee_pct: number;
  /** JSON array of fiat codes; empty array means every currency. */
  currencies: string;
  sort_order: number;
}

export interface AccountNatureTable {
  code: string;
  name: string;
  sort_order: number;
}

export interface ExchangeTable {
  id: string;
  name: string;
  logo_url: string;
  sort_order: number;
}

export interface LanguageTable {
  local_name: string;
  name: string;
  sort_order: number;
}

export interface ReferenceTables {
  fiat_currencies: FiatCurrencyTable;
  crypto_tokens: CryptoTokenTable;
  networks: NetworkTable;
  countries: CountryTable;
  cities: CityTable;
  pay_methods: PayMethodTable;
  account_natures: AccountNatureTable;
  exchanges: ExchangeTable;
  languages: LanguageTable;
}
