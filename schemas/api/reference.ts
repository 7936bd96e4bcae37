import { Type } from 'typebox';
import { AuthField, OptStr, Str, endpoint, withData } from './common.ts';

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const ListBody = Type.Object({
  intercept: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 8 })])),
  /** Only what this provider serves. */
  offerType: OptStr(32),
  ...AuthField,
});
const NoBody = Type.Object({ ...AuthField });

/** A fiat currency the buyer pays with (SPEC §3 "Pay token"). */
export const PayToken = Type.Object({
  currency: Type.String(),
  /** The pay rail family: always 'FIAT' for a fiat currency. */
  network: Type.String(),
  name: Type.String(),
  /** Currency sign, e.g. '$'. */
  symbol: Type.String(),
  imgUrl: Type.String(),
  minAmount: Type.Number(),
  maxAmount: Type.Number(),
  decimals: Type.Integer(),
  /** Icons of the pay methods that take the currency. */
  imageList: Type.Array(Type.String()),
  /** 1 for the currencies of the picker's Popular group (the caller's country's currency listed first), else 0. */
  is_popular: Type.Optional(Type.Integer()),
});

/** A crypto token the buyer gets (SPEC §3 "Get token"); symbol is unique and is the getCurrency sent back. */
export const GetTokenItem = Type.Object({
  symbol: Type.String(),
  currency: Type.String(),
  name: Type.String(),
  network: Type.String(),
  networkName: Type.String(),
  imgUrl: Type.String(),
  minAmount: Type.Number(),
  maxAmount: Type.Number(),
  decimals: Type.Integer(),
  is_popular: Flag,
});

export const CurrencyInfo = Type.Object({
  symbol: Type.String(),
  currency: Type.String(),
  name: Type.String(),
  network: Type.String(),
  imgUrl: Type.String(),
  /** US dollars traded over the last 24 hours. */
  vol24: Type.Number(),
  minAmount: Type.Number(),
  maxAmount: Type.Number(),
  isHot: Flag,
});

export const CountryItem = Type.Object({
  code: Type.String(),
  country: Type.String(),
  currency: Type.String(),
});

/** SPEC §3 "Country response": the caller's country and whether it is banned, and the countries served. */
export const CountryInfo = Type.Object({
  currCode: Type.String(),
  currCountry: Type.String(),
  isBan: Flag,
  list: Type.Array(CountryItem),
});

const TokenPrice = Type.Object({
  symbol: Type.String(),
  currency: Type.String(),
  network: Type.String(),
  imgUrl: Type.String(),
  /** Market price of one unit in sendCurrency, as decimal text. */
  price: Type.String(),
  sendCurrency: Type.String(),
});

/** The platform's interface languages, at GET /gateway/admin/languages (outside the buying API base). */
export const LanguageListResponse = Type.Object({
  respCode: Type.Integer(),
  respMessage: Type.String(),
  dataList: Type.Array(Type.Object({ localName: Type.String(), name: Type.String() })),
});

export const referenceEndpoints = {
  /** Fiat currencies to pay with; normalCurrency is the caller's country's currency when it is served, else USD. */
  payList: endpoint(
    ListBody,
    withData(Type.Object({ list: Type.Array(PayToken), normalCurrency: Type.String() })),
  ),
  /** Crypto tokens to get, popular ones flagged. */
  getList: endpoint(ListBody, withData(Type.Array(GetTokenItem))),
  /** One token's header data (widget V2); 404 for an unknown token. */
  getCurrencyInfo: endpoint(Type.Object({ currency: Str(32), ...AuthField }), withData(CurrencyInfo)),
  /** One token's market price in a fiat currency (USD when not given). */
  currencyPrice: endpoint(
    Type.Object({ currency: Str(32), sendCurrency: OptStr(16), ...AuthField }),
    withData(TokenPrice),
  ),
  /** Every token's market price in a fiat currency (USD when not given). */
  priceList: endpoint(
    Type.Object({ sendCurrency: OptStr(16), ...AuthField }),
    withData(Type.Array(TokenPrice)),
  ),
  /** The caller's country (X-Country header, else the configured default) and the countries served. */
  getCountry: endpoint(NoBody, withData(CountryInfo)),
  /** Same as getCountry, for a GET. */
  country: endpoint(NoBody, withData(CountryInfo)),
  /** Every country with its ban flag. */
  getallcountry: endpoint(
    NoBody,
    withData(Type.Array(Type.Object({ ...CountryItem.properties, isBan: Flag }))),
  ),
  /** Cities of a country (empty for an unknown one). */
  getCity: endpoint(
    Type.Object({ country: Str(8), ...AuthField }),
    withData(Type.Array(Type.Object({ name: Type.String() }))),
  ),
  /** Purposes and natures of opening the account (personal information form). */
  getNatureList: endpoint(
    NoBody,
    withData(Type.Array(Type.Object({ code: Type.String(), name: Type.String() }))),
  ),
  /** Exchanges for the Exchange destination wallet type. */
  travelExchangeList: endpoint(
    NoBody,
    withData(Type.Array(Type.Object({ id: Type.String(), name: Type.String(), logo: Type.String() }))),
  ),
};
