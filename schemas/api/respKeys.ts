/**
 * Every message key the gateway can answer a buyer with (`respKey` beside `respMessage`), each with the
 * names of its parameters (`respParams`, all strings). This list is the one place the keys are written:
 * the gateway's `BusinessError` takes only these keys, the app shows the catalogue message
 * `gateway.<key>` (src/api/gatewayMessages.messages.ts, en-US.json / zh-CN.json) with the parameters, and
 * a unit test checks that every key has a text in every catalogue using exactly these parameters.
 * Schemas hold no UI text: the texts live in the catalogues only.
 */
export const RESP_KEYS = {
  // Any endpoint
  'common.badRequest': [],
  'common.notFound': [],
  'common.internal': [],
  'common.malformed': [],
  'common.headersTooLarge': [],
  'common.ipLimit': ['seconds'],
  'common.regionBlocked': [],
  'common.loginExpired': [],
  // The partner API (server/routes/partner): no key, or an unknown, malformed or revoked one
  'partner.invalidKey': [],
  // A request over the gateway's limits (server/http/bodyParsers.ts)
  'body.tooManyFields': ['limit'],
  'body.tooManyItems': ['limit'],
  'body.formTooDeep': ['limit'],
  'body.unreadableForm': [],
  'body.jsonTooDeep': ['limit'],
  'body.tooManyQueryParameters': ['limit'],
  // A field of a request (the schema's validation or a rule of the domain)
  'field.required': ['field'],
  'field.maxLength': ['field', 'limit'],
  'field.minLength': ['field', 'limit'],
  'field.pattern': ['field', 'pattern'],
  'field.format': ['field', 'format'],
  'field.type': ['field', 'type'],
  'field.enum': ['field'],
  'field.minimum': ['field', 'limit'],
  'field.maximum': ['field', 'limit'],
  'field.additionalProperties': ['field'],
  'field.invalid': ['field'],
  'field.notFinite': ['field'],
  'field.nulCharacter': ['field'],
  'field.unknownCountry': ['field'],
  'field.unknownPurpose': ['field'],
  'field.pastDate': ['field'],
  'field.minAge': ['field', 'age'],
  'field.phone': ['field'],
  'field.extras': ['field', 'maxValues', 'maxChars'],
  // Quote
  'quote.belowMinimum': ['amount', 'currency'],
  'quote.aboveMaximum': ['amount', 'currency'],
  'quote.unsupportedPayCurrency': ['currency'],
  'quote.unsupportedToken': ['currency'],
  'quote.noPrice': ['token', 'fiat'],
  'quote.enterAmount': [],
  'quote.noPayMethod': ['fiat', 'token'],
  'quote.expired': [],
  // Wallet address (validateAddress, order creation)
  'address.unsupportedToken': ['currency'],
  'address.empty': ['currency'],
  'address.invalid': ['network', 'currency'],
  // Order creation and access
  'order.rampeasyOnly': [],
  'order.notQuotedByProvider': [],
  'order.payMethodNotAccepted': ['provider'],
  'order.quoteMismatch': [],
  'order.beingCreated': [],
  'order.quoteUsed': [],
  'order.notFound': [],
  // Rate and risk limits of orders
  'risk.identityRequired': [],
  'risk.addressBlocked': [],
  'risk.tooManyOrders': [],
  // Payment and cards
  'payment.notPayable': [],
  'payment.paidOnCheckout': [],
  'payment.orderChanged': [],
  'payment.enterTransferred': [],
  'payment.oneCard': [],
  'payment.billingAddressNeeded': [],
  'payment.savedCardUnusable': [],
  'payment.cardExpired': [],
  'payment.badCardToken': [],
  'card.notFound': [],
  // Login
  'login.badEmail': [],
  'login.resendTooSoon': ['seconds'],
  'login.codeExpired': [],
  'login.codeLocked': [],
  'login.wrongCode': ['attempts'],
  'login.mailFailed': [],
  'login.accountLocked': ['minutes'],
  // Identity
  'kyc.profileLocked': [],
  'kyc.profileNeeded': [],
  'kyc.alreadyVerified': [],
  'kyc.underReview': [],
  'kyc.notFound': [],
  // Reference data
  'reference.unsupportedToken': ['currency'],
  'reference.unsupportedCurrency': ['currency'],
  'reference.noPrice': ['token'],
  // Address book
  'addressBook.nameTooLong': ['max'],
  'addressBook.full': ['max'],
  'addressBook.alreadySaved': [],
  'addressBook.notFound': [],
  'addressBook.networkUnavailable': ['crypto', 'network'],
  'addressBook.unsupportedToken': ['currency'],
  'addressBook.addressEmpty': ['currency'],
  'addressBook.addressInvalid': ['network', 'currency'],
} as const satisfies Record<string, readonly string[]>;

export type RespKey = keyof typeof RESP_KEYS;
/** The parameters of a key, each a string (amounts as exact decimals, counts as integers). */
export type RespParams<K extends RespKey = RespKey> = Record<(typeof RESP_KEYS)[K][number], string>;

/** The catalogue id of a key's text. */
export const respMessageId = (key: RespKey) => `gateway.${key}`;

export const isRespKey = (value: unknown): value is RespKey =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(RESP_KEYS, value);

/** Parameters that are counts (plural forms in the texts): formatted as numbers, the others as given. */
const COUNT_PARAMS: ReadonlySet<string> = new Set(['seconds', 'attempts', 'minutes']);

/** The values to format a key's text with: counts as numbers (for their plural forms), the rest as strings. */
export function respValues(params: Readonly<Record<string, string>> = {}): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      COUNT_PARAMS.has(name) && /^\d+$/.test(value) ? Number(value) : value,
    ]),
  );
}
