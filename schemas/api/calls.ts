/**
 * How each endpoint of the buying API is called: its method and whether it needs a login. Its path is its
 * name under the API base; its body and answer schemas are in the area files (auth.ts, quote.ts …), which
 * index.ts joins to this table (a name missing on either side is a compile error). Plain data without
 * typebox: the browser's typed Api is built from this table, the gateway registers each route from it.
 */
export interface EndpointCall {
  method: 'POST' | 'GET';
  /** 'required': 5002 without a valid token; 'optional': a token is used when valid. */
  auth: 'none' | 'optional' | 'required';
}

const open = { method: 'POST', auth: 'none' } as const;
const tokenIfAny = { method: 'POST', auth: 'optional' } as const;
const loggedIn = { method: 'POST', auth: 'required' } as const;

export const endpointCalls = {
  // auth.ts
  sendCode: open,
  login: open,
  authInfo: loggedIn,
  expAuth: open,
  logout: tokenIfAny,
  // kyc.ts
  addKyc: loggedIn,
  getKycInfo: loggedIn,
  userStatus: loggedIn,
  checkIdentification: loggedIn,
  getIdentificationUrl: loggedIn,
  getIdentificationResult: loggedIn,
  checkIdentificationResult: loggedIn,
  // cards.ts
  cardList: loggedIn,
  delCreditCard: loggedIn,
  getBillingAddress: loggedIn,
  saveBillingAddress: loggedIn,
  payCard: loggedIn,
  // addressBook.ts
  getCryptoList: loggedIn,
  getAddressCryptoList: open,
  getAddressNetworkList: open,
  addCryptoAddress: loggedIn,
  editCryptoAddress: loggedIn,
  delCryptoAddress: loggedIn,
  // reference.ts
  payList: open,
  getList: open,
  getCurrencyInfo: open,
  currencyPrice: open,
  priceList: open,
  getCountry: open,
  country: { method: 'GET', auth: 'none' },
  getallcountry: open,
  getCity: open,
  getNatureList: open,
  travelExchangeList: open,
  // quote.ts
  offerInquiry: open,
  offerInquiryInfo: open,
  offerMethodList: open,
  // address.ts
  validateAddress: open,
  validateGetAddress: open,
  address: open,
  // tracking.ts
  addPoint: open,
  // orders.ts
  cryptoOrder: tokenIfAny,
  coinOrder: tokenIfAny,
  orderList: loggedIn,
  orderDetail: tokenIfAny,
  order: tokenIfAny,
  checkoutInfo: tokenIfAny,
  getConfirmedBlock: tokenIfAny,
  isCreateWallet: tokenIfAny,
} as const satisfies Record<string, EndpointCall>;

export type EndpointCalls = typeof endpointCalls;
export type EndpointName = keyof EndpointCalls;
