// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressFieldMessages } from '../../../src/components/AddressField/AddressField.messages.ts';
import { offerCardMessages } from '../../../src/components/OfferCard/OfferCard.messages.ts';
import { orderStatusMessages } from '../../../src/components/OrderStatusView/OrderStatusView.messages.ts';
import { schemaFormMessages } from '../../../src/forms/SchemaForm/SchemaForm.messages.ts';
import { confirmAddressMessages } from '../../../src/screens/ConfirmAddress/ConfirmAddress.messages.ts';
import { orderStepMessages } from '../../../src/screens/Order/Order.messages.ts';
import { orderStatusScreenMessages } from '../../../src/screens/OrderStatus/OrderStatus.messages.ts';
import { paymentStatusMessages } from '../../../src/screens/PaymentStatus/PaymentStatus.messages.ts';
import { errorPageMessages } from '../../../src/screens/shared/errorPages.messages.ts';
import { flowMessages } from '../../../src/screens/shared/flow.messages.ts';
import { selectOfferMessages } from '../../../src/screens/SelectOffer/SelectOffer.messages.ts';
import { submitAddressMessages } from '../../../src/screens/SubmitAddress/SubmitAddress.messages.ts';
import { waitPaymentMessages } from '../../../src/screens/WaitPayment/WaitPayment.messages.ts';
import { describeMessageGroups, en } from '../support/messageCatalogue.ts';

/** The purchase flow's messages: the code's English is the catalogue's, and zh-CN says the same with the same values. */
const groups = {
  addressField: addressFieldMessages,
  offerCard: offerCardMessages,
  orderStatusView: orderStatusMessages,
  schemaForm: schemaFormMessages,
  confirmAddress: confirmAddressMessages,
  orderStep: orderStepMessages,
  orderStatus: orderStatusScreenMessages,
  paymentStatus: paymentStatusMessages,
  errorPages: errorPageMessages,
  flow: flowMessages,
  selectOffer: selectOfferMessages,
  submitAddress: submitAddressMessages,
  waitPayment: waitPaymentMessages,
};

describeMessageGroups(groups);

describe('the spec texts', () => {
  it.each([
    ['components.orderStatusView.processingTitle', 'Processing transaction'],
    [
      'components.orderStatusView.processingText',
      "We're purchasing your crypto. This takes between a few minutes and a few hours.",
    ],
    ['components.orderStatusView.deliveringText', 'Expected within 3 mins'],
    ['components.orderStatusView.expiredText', 'Please make a new order'],
    [
      'order.confirmAddress.warning',
      'Please confirm that you own and control this wallet address. All transactions are final, non-reversible.',
    ],
    [
      'order.paymentStatus.failedText',
      'Your payment failed, please contact your card issuer for further assistance',
    ],
    ['order.waitPayment.blockedTitle', "Couldn't launch {provider}"],
    ['order.waitPayment.blockedText', 'Please try again'],
    ['validation.address.required', 'Please enter your {symbol} address'],
    [
      'validation.address.invalid',
      'Incorrect address, check the characters and address length before trying again',
    ],
    ['errors.serverTimeout.title', 'This site took too long to respond'],
    ['errors.accessDenied.text', 'Sorry, {product} temporarily does not support services in your region.'],
    ['errors.transactionRestricted.title', 'Transaction restricted, please try again later'],
  ])('%s is the spec word for word', (id, text) => {
    expect(en[id]).toBe(text);
  });
});
