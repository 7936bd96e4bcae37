import type { ColumnType } from 'kysely';
import type { OrderStatus, PaymentResult, Scenario, StatusReason } from './statuses.ts';

/** Epoch milliseconds. PostgreSQL's bigint comes back as a string, so readers go through Number(). */
export type Millis = ColumnType<number | string, number, number>;
type OptMillis = ColumnType<number | string | null, number | null | undefined, number | null>;

/** One order of crypto: the quote it honours, where the crypto goes, and how far it got. */
export interface OrderTable {
  order_no: string;
  user_id: string | null;
  partner_id: string;
  /** The partner's reference for the buyer or order (issue 17); '' when none. */
  reference: ColumnType<string, string | undefined, string>;
  /** The page the buyer came from (issue 17); '' when unknown. */
  referer_url: ColumnType<string, string | undefined, string>;
  quote_token: string;
  offer_type: string;
  provider_name: string;
  provider_logo_url: string;
  pay_method: string;
  send_currency: string;
  send_amount: string;
  get_currency: string;
  get_symbol: string;
  get_amount: string;
  network: string;
  processing_fee: string;
  network_fee: string;
  fee_currency: string;
  address: string;
  wallet_type: string;
  exchange_name: string;
  referer_order: string;
  redirect_url: string;
  status: OrderStatus;
  status_reason: StatusReason | null;
  payment_result: PaymentResult;
  /** Fiat received so far (bank transfers may come short). */
  paid_amount: string;
  /** What the scheduler will do with the order once paid (chosen by the sandbox test card). */
  scenario: Scenario | null;
  tx_hash: string | null;
  created_at: Millis;
  updated_at: Millis;
  /** Payment deadline: unpaid → Expired, underpaid → Refunded after it. */
  expires_at: Millis;
  /** A pre-authorization is voided at this time unless the buyer's identity is approved. */
  authorized_until: OptMillis;
  /** When the scheduler may take the next step. */
  next_step_at: OptMillis;
  delivering_at: OptMillis;
  delivered_at: OptMillis;
  /** Bumped by every change: a step is claimed by updating the version it read. */
  version: number;
  /** Milliseconds between two steps: the ORDER_STEP_MS of the gateway that created the order. */
  step_ms: number;
  /** 1 when the order is above 700 EUR: no payment is taken until the buyer's identity is approved. */
  identity_required: ColumnType<number, number | undefined, number>;
  /** Random; the checkout URL's secret is derived from it (checkoutSecret.ts). Null only before its migration. */
  checkout_nonce: string | null;
  /** The buyer's language when ordering (the order's mails are in it); null before its migration. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
  /** The public origin the order was made on (its mails link there); null before its migration. */
  origin: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One payment attempt or movement on an order; cards only as the provider's token, brand and last 4. */
export interface PaymentTable {
  id: string;
  order_no: string;
  kind: 'card' | 'transfer';
  amount: string;
  currency: string;
  outcome: 'succeeded' | 'declined' | 'authorized' | 'captured' | 'voided' | 'refunded';
  card_brand: string | null;
  card_last4: string | null;
  provider_token: string | null;
  created_at: Millis;
}

/** Order creation requests already seen: the same key always answers the same order. */
export interface IdempotencyKeyTable {
  key: string;
  order_no: string;
  created_at: Millis;
}

/** The order's status history, in the order it happened. */
export interface OrderEventTable {
  id: string;
  order_no: string;
  status: OrderStatus;
  reason: StatusReason | null;
  at: Millis;
}

export interface OrdersTables {
  orders: OrderTable;
  payments: PaymentTable;
  idempotency_keys: IdempotencyKeyTable;
  order_events: OrderEventTable;
}
