import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { RespKey } from '../../schemas/api/respKeys.ts';

/**
 * The texts of the gateway's answers (`respKey` → catalogue id `gateway.<key>`), in the buyer's language.
 * The gateway formats `respMessage` from the same catalogues (server/i18n) for callers other than the app;
 * the keys and their parameters are listed once in schemas/api/respKeys.ts.
 */
export const gatewayMessages = defineMessages({
  'common.badRequest': {
    id: 'gateway.common.badRequest',
    defaultMessage: 'Bad request',
    description: 'Gateway answer. Any request the gateway could not read',
  },
  'common.notFound': {
    id: 'gateway.common.notFound',
    defaultMessage: 'Not found',
    description: 'Gateway answer. An address of the gateway that does not exist',
  },
  'common.internal': {
    id: 'gateway.common.internal',
    defaultMessage: 'Internal error, please try again later',
    description: 'Gateway answer. The gateway failed unexpectedly',
  },
  'common.malformed': {
    id: 'gateway.common.malformed',
    defaultMessage: 'Malformed request',
    description: 'Gateway answer. A request the gateway could not parse at all',
  },
  'body.tooManyFields': {
    id: 'gateway.body.tooManyFields',
    defaultMessage: 'The form has too many fields (at most {limit})',
    description: 'Gateway answer. A form body with more fields than the gateway reads',
  },
  'body.tooManyItems': {
    id: 'gateway.body.tooManyItems',
    defaultMessage: 'A form list has too many items (at most {limit})',
    description: 'Gateway answer. A form body with a list longer than the gateway reads',
  },
  'body.formTooDeep': {
    id: 'gateway.body.formTooDeep',
    defaultMessage: "The form''s field names are nested too deeply (at most {limit} levels)",
    description: 'Gateway answer. A form body whose bracketed field names nest too deep',
  },
  'body.unreadableForm': {
    id: 'gateway.body.unreadableForm',
    defaultMessage: 'The form could not be read',
    description: 'Gateway answer. A form body the gateway could not parse',
  },
  'body.jsonTooDeep': {
    id: 'gateway.body.jsonTooDeep',
    defaultMessage: 'The JSON body is nested too deeply (at most {limit} levels)',
    description: 'Gateway answer. A JSON body nested deeper than the gateway reads',
  },
  'body.tooManyQueryParameters': {
    id: 'gateway.body.tooManyQueryParameters',
    defaultMessage: 'The query has too many parameters (at most {limit})',
    description: 'Gateway answer. A query string with more parameters than the gateway reads',
  },
  'common.headersTooLarge': {
    id: 'gateway.common.headersTooLarge',
    defaultMessage: 'The request address or headers are too large',
    description: 'Gateway answer. A request whose URL or headers are too long',
  },
  'common.ipLimit': {
    id: 'gateway.common.ipLimit',
    defaultMessage:
      'Too many requests, please try again in {seconds, plural, one {# second} other {# seconds}}',
    description: 'Gateway answer. 5001: too many calls from one IP address',
  },
  'common.regionBlocked': {
    id: 'gateway.common.regionBlocked',
    defaultMessage: 'Our service is not available in your region',
    description: 'Gateway answer. A caller from a country the service does not serve',
  },
  'common.loginExpired': {
    id: 'gateway.common.loginExpired',
    defaultMessage: 'Login expired, please log in again',
    description: 'Gateway answer. 5002: the login token was refused',
  },
  'partner.invalidKey': {
    id: 'gateway.partner.invalidKey',
    defaultMessage: 'Invalid API key: send a live partner key as Authorization: Bearer pk_…',
    description: 'Gateway answer. Partner API 5002: no key, or an unknown or revoked one',
  },
  'field.required': {
    id: 'gateway.field.required',
    defaultMessage: "Invalid field ''{field}'': must have required property ''{field}''",
    description: 'Gateway answer. A request misses a field; field is its technical name',
  },
  'field.maxLength': {
    id: 'gateway.field.maxLength',
    defaultMessage: "Invalid field ''{field}'': must NOT have more than {limit} characters",
    description: 'Gateway answer. A field is too long',
  },
  'field.minLength': {
    id: 'gateway.field.minLength',
    defaultMessage: "Invalid field ''{field}'': must NOT have fewer than {limit} characters",
    description: 'Gateway answer. A field is too short',
  },
  'field.pattern': {
    id: 'gateway.field.pattern',
    defaultMessage: "Invalid field ''{field}'': must match pattern \"{pattern}\"",
    description: 'Gateway answer. A field does not have the expected form; pattern is a regular expression',
  },
  'field.format': {
    id: 'gateway.field.format',
    defaultMessage: "Invalid field ''{field}'': must match format \"{format}\"",
    description: 'Gateway answer. A field does not have the expected format (e.g. email)',
  },
  'field.type': {
    id: 'gateway.field.type',
    defaultMessage: "Invalid field ''{field}'': must be {type}",
    description: 'Gateway answer. A field has the wrong type; type is a JSON type name',
  },
  'field.enum': {
    id: 'gateway.field.enum',
    defaultMessage: "Invalid field ''{field}'': must be equal to one of the allowed values",
    description: 'Gateway answer. A field is not one of its allowed values',
  },
  'field.minimum': {
    id: 'gateway.field.minimum',
    defaultMessage: "Invalid field ''{field}'': must be >= {limit}",
    description: 'Gateway answer. A number is too small',
  },
  'field.maximum': {
    id: 'gateway.field.maximum',
    defaultMessage: "Invalid field ''{field}'': must be <= {limit}",
    description: 'Gateway answer. A number is too large',
  },
  'field.additionalProperties': {
    id: 'gateway.field.additionalProperties',
    defaultMessage: "Invalid field ''{field}'': must NOT have additional properties",
    description: 'Gateway answer. A request has a field the endpoint does not take',
  },
  'field.invalid': {
    id: 'gateway.field.invalid',
    defaultMessage: "Invalid field ''{field}'': invalid value",
    description: 'Gateway answer. A field is invalid (any other reason)',
  },
  'field.notFinite': {
    id: 'gateway.field.notFinite',
    defaultMessage: "Invalid field ''{field}'': must be a finite number",
    description: 'Gateway answer. A number field is not finite',
  },
  'field.nulCharacter': {
    id: 'gateway.field.nulCharacter',
    defaultMessage: "Invalid field ''{field}'': must not contain a NUL character",
    description: 'Gateway answer. A text field contains a NUL character',
  },
  'field.unknownCountry': {
    id: 'gateway.field.unknownCountry',
    defaultMessage: "Invalid field ''{field}'': unknown country",
    description: 'Gateway answer. A country field names no known country',
  },
  'field.unknownPurpose': {
    id: 'gateway.field.unknownPurpose',
    defaultMessage: "Invalid field ''{field}'': unknown purpose",
    description: 'Gateway answer. The purpose of the account is not one of the list',
  },
  'field.pastDate': {
    id: 'gateway.field.pastDate',
    defaultMessage: "Invalid field ''{field}'': must be a past date",
    description: 'Gateway answer. The date of birth is not in the past',
  },
  'field.minAge': {
    id: 'gateway.field.minAge',
    defaultMessage: "Invalid field ''{field}'': must be at least {age} years old",
    description: 'Gateway answer. The buyer is too young',
  },
  'field.phone': {
    id: 'gateway.field.phone',
    defaultMessage: "Invalid field ''{field}'': must be an existing phone number in E.164 format",
    description: 'Gateway answer. The phone number does not exist',
  },
  'field.extras': {
    id: 'gateway.field.extras',
    defaultMessage: "Invalid field ''{field}'': at most {maxValues} values and {maxChars} characters",
    description: 'Gateway answer. Tracking extras are too many or too long',
  },
  'quote.belowMinimum': {
    id: 'gateway.quote.belowMinimum',
    defaultMessage: 'Min. amount is {amount} {currency}',
    description: 'Gateway answer. Quote: the amount is below the minimum (SPEC §8)',
  },
  'quote.aboveMaximum': {
    id: 'gateway.quote.aboveMaximum',
    defaultMessage: 'Max. amount is {amount} {currency}',
    description: 'Gateway answer. Quote: the amount is above the maximum (SPEC §8)',
  },
  'quote.unsupportedPayCurrency': {
    id: 'gateway.quote.unsupportedPayCurrency',
    defaultMessage: '{currency} is not a supported pay currency',
    description: 'Gateway answer. Quote: unknown pay currency',
  },
  'quote.unsupportedToken': {
    id: 'gateway.quote.unsupportedToken',
    defaultMessage: '{currency} is not a supported receive token',
    description: 'Gateway answer. Quote: unknown receive token',
  },
  'quote.noPrice': {
    id: 'gateway.quote.noPrice',
    defaultMessage: 'No price for {token} in {fiat} right now, please try again later',
    description: 'Gateway answer. Quote: the market has no price',
  },
  'quote.enterAmount': {
    id: 'gateway.quote.enterAmount',
    defaultMessage: 'Please enter the amount',
    description: 'Gateway answer. Quote: no amount given',
  },
  'quote.noPayMethod': {
    id: 'gateway.quote.noPayMethod',
    defaultMessage: 'No payment method takes {fiat} for {token}',
    description: 'Gateway answer. Quote: no payment method for the pair',
  },
  'quote.expired': {
    id: 'gateway.quote.expired',
    defaultMessage: 'The price has expired, please get a new quote',
    description: 'Gateway answer. 5003: the quote expired',
  },
  'address.unsupportedToken': {
    id: 'gateway.address.unsupportedToken',
    defaultMessage: '{currency} is not a supported receive token',
    description: 'Gateway answer. Address check: unknown token',
  },
  'address.empty': {
    id: 'gateway.address.empty',
    defaultMessage: 'Please enter your {currency} address',
    description: 'Gateway answer. Address check: empty address',
  },
  'address.invalid': {
    id: 'gateway.address.invalid',
    defaultMessage: 'This is not a valid {network} address for {currency}',
    description: 'Gateway answer. Address check: wrong address for the network',
  },
  'order.rampeasyOnly': {
    id: 'gateway.order.rampeasyOnly',
    defaultMessage: 'coinOrder creates rampeasy orders only',
    description: 'Gateway answer. Order: a technical refusal of the coinOrder endpoint',
  },
  'order.notQuotedByProvider': {
    id: 'gateway.order.notQuotedByProvider',
    defaultMessage: 'This provider did not quote this order, please get a new quote',
    description: 'Gateway answer. Order: the chosen provider had no offer in the quote',
  },
  'order.payMethodNotAccepted': {
    id: 'gateway.order.payMethodNotAccepted',
    defaultMessage: '{provider} does not accept this payment method',
    description: 'Gateway answer. Order: the provider does not take the pay method',
  },
  'order.quoteMismatch': {
    id: 'gateway.order.quoteMismatch',
    defaultMessage: 'The order does not match its quote, please get a new quote',
    description: 'Gateway answer. Order: the order differs from the quote',
  },
  'order.beingCreated': {
    id: 'gateway.order.beingCreated',
    defaultMessage: 'The same order is being created, please try again',
    description: 'Gateway answer. Order: a double submit',
  },
  'order.quoteUsed': {
    id: 'gateway.order.quoteUsed',
    defaultMessage: 'This quote was already used for an order, please get a new quote',
    description: 'Gateway answer. Order: the quote was used',
  },
  'order.notFound': {
    id: 'gateway.order.notFound',
    defaultMessage: 'Order not found',
    description: "Gateway answer. An order that does not exist or is not the buyer's",
  },
  'risk.identityRequired': {
    id: 'gateway.risk.identityRequired',
    defaultMessage: 'Identity verification is required for orders over 700 EUR',
    description: 'Gateway answer. 509: order above the identity threshold',
  },
  'risk.addressBlocked': {
    id: 'gateway.risk.addressBlocked',
    defaultMessage: 'Transaction restricted: this address cannot receive orders',
    description: 'Gateway answer. 5004: blocked address',
  },
  'risk.tooManyOrders': {
    id: 'gateway.risk.tooManyOrders',
    defaultMessage: 'Transaction restricted: too many orders in the last hour, please try again later',
    description: 'Gateway answer. 5004: too many orders',
  },
  'payment.notPayable': {
    id: 'gateway.payment.notPayable',
    defaultMessage: 'This order can no longer be paid',
    description: 'Gateway answer. Payment: the order is no longer pending',
  },
  'payment.paidOnCheckout': {
    id: 'gateway.payment.paidOnCheckout',
    defaultMessage: 'This order is paid on the provider’s checkout page',
    description: 'Gateway answer. Payment: the order is not paid in the app',
  },
  'payment.orderChanged': {
    id: 'gateway.payment.orderChanged',
    defaultMessage: 'This order changed meanwhile, please reload the page',
    description: 'Gateway answer. Payment: a concurrent change',
  },
  'payment.enterTransferred': {
    id: 'gateway.payment.enterTransferred',
    defaultMessage: 'Enter the amount you transferred',
    description: 'Gateway answer. Payment: bank transfer without amount',
  },
  'payment.oneCard': {
    id: 'gateway.payment.oneCard',
    defaultMessage: 'Send either cardToken or cardId',
    description: 'Gateway answer. Payment: a technical refusal (both or no card given)',
  },
  'payment.billingAddressNeeded': {
    id: 'gateway.payment.billingAddressNeeded',
    defaultMessage: 'Please add your billing address first',
    description: 'Gateway answer. Payment: no billing address',
  },
  'payment.savedCardUnusable': {
    id: 'gateway.payment.savedCardUnusable',
    defaultMessage: 'This saved card can no longer be used, please add it again',
    description: 'Gateway answer. Payment: saved card gone at the provider',
  },
  'payment.cardExpired': {
    id: 'gateway.payment.cardExpired',
    defaultMessage: 'This card has expired, please add another card',
    description: 'Gateway answer. Payment: card expired',
  },
  'payment.badCardToken': {
    id: 'gateway.payment.badCardToken',
    defaultMessage: 'This card token is invalid or has expired, please enter your card again',
    description: 'Gateway answer. Payment: card token invalid',
  },
  'card.notFound': {
    id: 'gateway.card.notFound',
    defaultMessage: 'Card not found',
    description: 'Gateway answer. Cards: the card does not exist',
  },
  'login.badEmail': {
    id: 'gateway.login.badEmail',
    defaultMessage: 'Please enter the correct email format',
    description: 'Gateway answer. Login: invalid e-mail',
  },
  'login.resendTooSoon': {
    id: 'gateway.login.resendTooSoon',
    defaultMessage:
      'Please wait {seconds, plural, one {# second} other {# seconds}} before requesting a new code',
    description: 'Gateway answer. Login: a new code too soon',
  },
  'login.codeExpired': {
    id: 'gateway.login.codeExpired',
    defaultMessage: 'The verification code has expired, please request a new one',
    description: 'Gateway answer. Login: code expired',
  },
  'login.codeLocked': {
    id: 'gateway.login.codeLocked',
    defaultMessage: 'Too many incorrect attempts, please request a new code',
    description: 'Gateway answer. Login: code locked',
  },
  'login.wrongCode': {
    id: 'gateway.login.wrongCode',
    defaultMessage:
      'The verification code is incorrect, {attempts, plural, one {# attempt} other {# attempts}} left',
    description: 'Gateway answer. Login: wrong code',
  },
  'login.mailFailed': {
    id: 'gateway.login.mailFailed',
    defaultMessage: 'The verification code could not be sent, please try again later',
    description: 'Gateway answer. Login: mail failed',
  },
  'login.accountLocked': {
    id: 'gateway.login.accountLocked',
    defaultMessage:
      'Too many incorrect codes, please try again in {minutes, plural, one {# minute} other {# minutes}}',
    description: 'Gateway answer. Login: address locked',
  },
  'kyc.profileLocked': {
    id: 'gateway.kyc.profileLocked',
    defaultMessage: 'Your identity is verified: your personal information can no longer be changed',
    description: 'Gateway answer. Identity: profile locked',
  },
  'kyc.profileNeeded': {
    id: 'gateway.kyc.profileNeeded',
    defaultMessage: 'Please complete your personal information first',
    description: 'Gateway answer. Identity: no profile',
  },
  'kyc.alreadyVerified': {
    id: 'gateway.kyc.alreadyVerified',
    defaultMessage: 'Your identity is already verified',
    description: 'Gateway answer. Identity: verified already',
  },
  'kyc.underReview': {
    id: 'gateway.kyc.underReview',
    defaultMessage: 'Your identity verification is under review',
    description: 'Gateway answer. Identity: under review',
  },
  'kyc.notFound': {
    id: 'gateway.kyc.notFound',
    defaultMessage: 'Identity verification not found',
    description: 'Gateway answer. Identity: no such verification',
  },
  'reference.unsupportedToken': {
    id: 'gateway.reference.unsupportedToken',
    defaultMessage: '{currency} is not a supported token',
    description: 'Gateway answer. Reference: unknown token',
  },
  'reference.unsupportedCurrency': {
    id: 'gateway.reference.unsupportedCurrency',
    defaultMessage: '{currency} is not a supported currency',
    description: 'Gateway answer. Reference: unknown currency',
  },
  'reference.noPrice': {
    id: 'gateway.reference.noPrice',
    defaultMessage: 'No price for {token} right now, please try again later',
    description: 'Gateway answer. Reference: no price',
  },
  'addressBook.nameTooLong': {
    id: 'gateway.addressBook.nameTooLong',
    defaultMessage: 'The address name cannot exceed {max} characters',
    description: 'Gateway answer. Address book: name too long',
  },
  'addressBook.full': {
    id: 'gateway.addressBook.full',
    defaultMessage: 'Your address book is full ({max} addresses)',
    description: 'Gateway answer. Address book: full',
  },
  'addressBook.alreadySaved': {
    id: 'gateway.addressBook.alreadySaved',
    defaultMessage: 'This address is already in your address book',
    description: 'Gateway answer. Address book: duplicate',
  },
  'addressBook.notFound': {
    id: 'gateway.addressBook.notFound',
    defaultMessage: 'Address not found',
    description: 'Gateway answer. Address book: no such entry',
  },
  'addressBook.networkUnavailable': {
    id: 'gateway.addressBook.networkUnavailable',
    defaultMessage: "Invalid field ''network'': {crypto} is not available on {network}",
    description: 'Gateway answer. Address book: token not on network',
  },
  'addressBook.unsupportedToken': {
    id: 'gateway.addressBook.unsupportedToken',
    defaultMessage: "Invalid field ''address'': {currency} is not a supported receive token",
    description: 'Gateway answer. Address book: unknown token',
  },
  'addressBook.addressEmpty': {
    id: 'gateway.addressBook.addressEmpty',
    defaultMessage: "Invalid field ''address'': Please enter your {currency} address",
    description: 'Gateway answer. Address book: empty address',
  },
  'addressBook.addressInvalid': {
    id: 'gateway.addressBook.addressInvalid',
    defaultMessage: "Invalid field ''address'': This is not a valid {network} address for {currency}",
    description: 'Gateway answer. Address book: wrong address',
  },
}) satisfies Record<RespKey, MessageDescriptor>;
