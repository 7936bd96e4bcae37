import { Type, type TSchema } from 'typebox';
import { AuthField, Envelope, Str, endpoint, withData } from './common.ts';
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

const BillingAddressData = Type.Unsafe<BillingAddress>(billingAddressForm as unknown as TSchema);

export const cardsEndpoints = {
  /** The user's saved cards, newest first. */
  cardList: endpoint(Type.Object({ ...AuthField }), withData(Type.Array(Card)), 'required'),
  /** Deletes one of the user's cards; 404 for a card that is not theirs. */
  delCreditCard: endpoint(Type.Object({ ...AuthField, id: Str(40) }), Envelope, 'required'),
  /** The saved billing address; no data before one is saved. */
  getBillingAddress: endpoint(Type.Object({ ...AuthField }), withData(BillingAddressData), 'required'),
  /** Saves the billing address form. */
  saveBillingAddress: endpoint(formBody<BillingAddress & { authToken?: string }>(billingAddressForm, AuthField), withData(BillingAddressData), 'required'),
};
