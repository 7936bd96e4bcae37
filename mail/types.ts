/**
 * The data of the gateway's mails as the templates render them. The gateway's outbox keeps them as
 * server/domain/mail/payloads.ts says (secrets sealed until the mail is sent).
 */

/** The languages mails are written in (the app's). */
export type MailLocale = 'en-US' | 'zh-CN';

/** What an identity provider decided (server/domain/kyc/identity.ts). */
export type IdentityResult = 'approved' | 'refused' | 'review';

/** An order as its mails show it: a snapshot taken in the transaction of the change the mail reports. */
export interface OrderMailData {
  orderNo: string;
  /** The order's status page on the gateway's public origin. */
  statusUrl: string;
  sendAmount: string;
  sendCurrency: string;
  getAmount: string;
  getSymbol: string;
  network: string;
  processingFee: string;
  networkFee: string;
  feeCurrency: string;
  address: string;
  providerName: string;
  payMethod: string;
  txHash?: string;
  explorerUrl?: string;
  /** Failed and Refunded: why (delivery_failed … see server/domain/orders/statuses.ts). */
  reason?: string;
  /** Underpaid: what is left to pay, what was paid, and the crypto the payment so far buys. */
  amountDue?: string;
  amountPaid?: string;
  amountToReceive?: string;
}

export type OrderMailTemplate =
  'orderCreated' | 'orderDelivered' | 'orderFailed' | 'orderRefunded' | 'orderUnderpaid';

/** A mail's data with its secrets opened: what the templates render. */
export type RenderableMail =
  | { template: 'loginCode'; locale: MailLocale; code: string; validMinutes: number }
  | { template: 'identityResult'; locale: MailLocale; result: IdentityResult }
  | { template: OrderMailTemplate; locale: MailLocale; order: OrderMailData };
