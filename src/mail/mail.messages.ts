import { defineMessages } from 'react-intl';

/**
 * The texts of the gateway's e-mails (server/domain/mail/): the gateway renders them in the buyer's
 * language from the same catalogues as the app (the order statuses' own texts come from
 * OrderStatusView.messages.ts, so a mail says what the status page says).
 */
export const mailMessages = defineMessages({
  brand: {
    id: 'mail.brand',
    defaultMessage: 'Buy Crypto',
    description: 'Product name at the top of every e-mail',
  },
  footer: {
    id: 'mail.footer',
    defaultMessage: 'Questions about your order? Write to us at {email}.',
    description: 'Footer of every e-mail; email is the support address',
  },
  loginCodeSubject: {
    id: 'mail.loginCode.subject',
    defaultMessage: 'Your verification code',
    description: 'Subject of the login code e-mail',
  },
  loginCodeText: {
    id: 'mail.loginCode.text',
    defaultMessage: 'Your verification code is {code}. It is valid for {minutes} minutes.',
    description: 'Login code e-mail; code is six digits',
  },
  loginCodeIgnore: {
    id: 'mail.loginCode.ignore',
    defaultMessage: 'If you did not try to log in, you can ignore this e-mail.',
    description: 'Login code e-mail, last line',
  },
  identityApprovedSubject: {
    id: 'mail.identity.approved.subject',
    defaultMessage: 'Your identity is verified',
    description: 'Subject of the identity result e-mail: approved',
  },
  identityApprovedText: {
    id: 'mail.identity.approved.text',
    defaultMessage:
      'Your identity document has been approved. You can now complete purchases above the verification limit.',
    description: 'Identity result e-mail: approved',
  },
  identityRefusedSubject: {
    id: 'mail.identity.refused.subject',
    defaultMessage: 'Your identity verification was refused',
    description: 'Subject of the identity result e-mail: refused',
  },
  identityRefusedText: {
    id: 'mail.identity.refused.text',
    defaultMessage:
      'We could not verify your identity with the document you sent. Please contact support for further assistance.',
    description: 'Identity result e-mail: refused',
  },
  identityReviewSubject: {
    id: 'mail.identity.review.subject',
    defaultMessage: 'Your identity verification is under review',
    description: 'Subject of the identity result e-mail: under review',
  },
  identityReviewText: {
    id: 'mail.identity.review.text',
    defaultMessage: 'Your identity document is under review. We will e-mail you the result.',
    description: 'Identity result e-mail: under review',
  },
  receiptSubject: {
    id: 'mail.receipt.subject',
    defaultMessage: 'Your order {orderNo}: {amount}',
    description: 'Subject of the receipt e-mail sent when an order is created; amount is e.g. 0.0012 BTC',
  },
  receiptTitle: {
    id: 'mail.receipt.title',
    defaultMessage: 'Order received',
    description: 'Heading of the receipt e-mail',
  },
  receiptText: {
    id: 'mail.receipt.text',
    defaultMessage:
      "Thank you for your order. Complete the payment on the provider's page; we will e-mail you when your crypto is delivered.",
    description: 'Receipt e-mail, under the heading',
  },
  youPay: {
    id: 'mail.receipt.youPay',
    defaultMessage: 'You pay',
    description: 'Receipt e-mail: the fiat amount of the order',
  },
  youGet: {
    id: 'mail.receipt.youGet',
    defaultMessage: 'You get',
    description: 'Receipt e-mail: the crypto amount of the order',
  },
  viewOrder: {
    id: 'mail.viewOrder',
    defaultMessage: 'View order status',
    description: "Button in the order e-mails to the order's status page",
  },
  deliveredSubject: {
    id: 'mail.delivered.subject',
    defaultMessage: 'Your {amount} has been delivered',
    description: 'Subject of the delivery e-mail; amount is e.g. 0.0012 BTC',
  },
  failedSubject: {
    id: 'mail.failed.subject',
    defaultMessage: 'Your order {orderNo} failed',
    description: 'Subject of the e-mail sent when an order fails',
  },
  refundedSubject: {
    id: 'mail.refunded.subject',
    defaultMessage: 'Your payment for order {orderNo} has been refunded',
    description: 'Subject of the e-mail sent when an order is refunded',
  },
  underpaidSubject: {
    id: 'mail.underpaid.subject',
    defaultMessage: 'Your order {orderNo} is underpaid',
    description: 'Subject of the e-mail sent when less than the order amount was paid',
  },
});
