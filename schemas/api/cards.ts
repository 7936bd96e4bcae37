import { Type, type TSchema } from 'typebox';
import { AuthField, Envelope, OptStr, Str, endpoint, withData } from './common.ts';
import { OrderStatusName } from './orders.ts';
import { formBody } from './formBody.ts';
import billingAddressForm from '../forms/billingAddress.json' with { type: 'json' };

/** The billing address form (schemas/forms/billingAddress.json). */
export interface BillingAddress {
  /** ISO 3166 alpha-2 */
  country: string;
  city: string;
  zipCode: string;
  address: string;
}

/** A saved card as shown: never more of the number than the last 4 digits. */
export const Card = Type.Object({
  id: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
  expMonth: Type.Integer(),
  expYear: Type.Integer(),
  /** '•••• 4242' */
  maskedNumber: Type.String(),
});

/** What a card payment did: taken, held until the identity is approved (pre-authorization), or declined. */
export const PaymentOutcome = Type.Union([
  Type.Literal('success'),
  Type.Literal('preauth'),
  Type.Literal('failed'),
]);

const BillingAddressData = Type.Unsafe<BillingAddress>(billingAddressForm as unknown as TSchema);

export const cardsEndpoints = {
  /** The user's saved cards, newest first. */
  cardList: endpoint(Type.Object({ ...AuthField }), withData(Type.Array(Card))),
  /** Deletes one of the user's cards; 404 for a card that is not theirs. */
  delCreditCard: endpoint(Type.Object({ ...AuthField, id: Str(40) }), Envelope),
  /** The saved billing address; no data before one is saved. */
  getBillingAddress: endpoint(Type.Object({ ...AuthField }), withData(BillingAddressData)),
  /** Saves the billing address form. */
  saveBillingAddress: endpoint(
    formBody<BillingAddress & { authToken?: string }>(billingAddressForm, AuthField),
    withData(BillingAddressData),
  ),
  /**
   * Pays one of the user's orders taken by card in the app (an offer with inAppCard), with exactly one of a
   * hosted card field's single-use token (cardToken) or a saved card (cardId, from cardList); saveCard '1'
   * keeps a tokenized card. Needs a saved billing address. A declined card answers 200 with paymentResult
   * 'failed'. Refusals: 404 order not theirs / card not found, 409 not payable (paid, expired, a checkout-page
   * order), 509 identity required above 700 EUR, 400 no billing address, bad or spent token.
   */
  payCard: endpoint(
    Type.Object(
      {
        ...AuthField,
        orderNo: Type.String({ pattern: '^[0-9]{18}$', maxLength: 18 }),
        cardToken: OptStr(80),
        cardId: OptStr(40),
        saveCard: Type.Optional(Type.String({ pattern: '^(|0|1)$', maxLength: 1 })),
      },
      { additionalProperties: false },
    ),
    withData(Type.Object({ orderNo: Type.String(), paymentResult: PaymentOutcome, status: OrderStatusName })),
  ),
};
