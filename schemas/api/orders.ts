import { Type } from 'typebox';
import { AttributionFields } from './attribution.ts';
import { AuthField, OptAmount, OptStr, Str, endpoint, withData } from './common.ts';

/** Order numbers: the UTC day and 10 random digits. */
const OrderNo = Type.String({ pattern: '^[0-9]{18}$', maxLength: 18 });
/** A form's yes/no: '1'/'true' yes, '0'/'false'/'' no. */
const Flag = Type.Optional(Type.String({ pattern: '^(|0|1|true|false)$', maxLength: 5 }));

/** Order creation payload (SPEC §3): the inquiry fields of the accepted quote plus where the crypto goes. */
export const OrderRequest = Type.Object(
  {
    ...AuthField,
    sendCurrency: Str(16),
    sendCurrencyAmount: OptAmount,
    getCurrency: Str(32),
    getCurrencyAmount: OptAmount,
    /** The quote token of offerInquiry: the order honours that quote's price or answers 5003. */
    token: Str(128),
    partnerId: AttributionFields.partnerId,
    payMethod: OptStr(64),
    offerType: OptStr(64),
    reference: AttributionFields.reference,
    refererUrl: AttributionFields.refererUrl,
    address: Str(256),
    referer_order: OptStr(128),
    saveAddress: Flag,
    /** Where the provider's checkout returns: a path of this app (default /wait-payment?orderNo=…). */
    redirectUrl: OptStr(1024),
    walletType: OptStr(32),
    exchangeName: OptStr(128),
  },
  { additionalProperties: false },
);

/** Order response (SPEC §3). service: the provider checkout page for this order. */
export const OrderCreated = Type.Object({
  orderNo: Type.String(),
  service: Type.String(),
  nextStepContent: Type.String(),
  serviceLogoUrl: Type.String(),
});

/**
 * Order statuses: the nine of SPEC §4 (Paid … Refunded) plus Pending (created, waiting for payment),
 * Authorized (a card pre-authorization waiting for the identity check) and Cancelled (that pre-authorization voided).
 */
export const ORDER_STATUSES = [
  'Pending',
  'Authorized',
  'Paid',
  'Converting',
  'Converted',
  'Delivering',
  'Delivered',
  'Failed',
  'Underpaid',
  'Expired',
  'Refunded',
  'Cancelled',
] as const;
export const OrderStatusName = Type.Enum(ORDER_STATUSES);

/** Payment results as the payment status page shows them. */
export const PAYMENT_RESULTS = ['pending', 'preauth', 'success', 'failed'] as const;
export const PaymentResultName = Type.Enum(PAYMENT_RESULTS);

/** An order as displayed (SPEC §3 "Order (as displayed)"); times in epoch seconds. */
export const OrderView = Type.Object({
  orderNo: Type.String(),
  status: OrderStatusName,
  /** Why the order waits or left the happy path (card_declined, risk_review, delivery_failed …). */
  statusReason: Type.Optional(Type.String()),
  /** The payment status page's result: pending, preauth, success or failed. */
  paymentResult: PaymentResultName,
  /** Recipient. */
  address: Type.String(),
  network: Type.String(),
  walletType: Type.String(),
  exchangeName: Type.String(),
  payMethod: Type.String(),
  /** Purchase: what the buyer pays. */
  sendCurrency: Type.String(),
  sendCurrencyAmount: Type.String(),
  paidAmount: Type.String(),
  getCurrency: Type.String(),
  getSymbol: Type.String(),
  getCurrencyAmount: Type.String(),
  /** Transaction (processing) fee and network fee, in feeCurrency. */
  processingFee: Type.String(),
  networkFee: Type.String(),
  feeCurrency: Type.String(),
  txHash: Type.Optional(Type.String()),
  explorerUrl: Type.Optional(Type.String()),
  createdAt: Type.Integer(),
  /** Payment deadline. */
  expireTime: Type.Integer(),
  deliveredTime: Type.Optional(Type.Integer()),
  /** Underpaid orders: still due and paid so far (send currency), and the crypto the amount paid so far buys. */
  amountDue: Type.Optional(Type.String()),
  amountPaid: Type.Optional(Type.String()),
  amountToReceive: Type.Optional(Type.String()),
  offerType: Type.String(),
  providerName: Type.String(),
  providerLogoUrl: Type.String(),
  /** The provider checkout page (absolute). */
  service: Type.String(),
  history: Type.Array(
    Type.Object({ status: Type.String(), reason: Type.Optional(Type.String()), time: Type.Integer() }),
  ),
});

const ByOrderNo = Type.Object({ ...AuthField, orderNo: OrderNo }, { additionalProperties: false });

export const orderEndpoints = {
  /** Creates an order from a quote token (idempotent). 5003 expired quote, 5004 risk control, 509 identity needed. */
  cryptoOrder: endpoint(OrderRequest, withData(OrderCreated)),
  /** Same as cryptoOrder for the rampeasy offer. */
  coinOrder: endpoint(OrderRequest, withData(OrderCreated)),
  /** The logged-in buyer's orders, newest first. */
  orderList: endpoint(
    Type.Object(
      {
        ...AuthField,
        pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
      },
      { additionalProperties: false },
    ),
    withData(
      Type.Object({
        list: Type.Array(OrderView),
        total: Type.Integer(),
        pageNo: Type.Integer(),
        pageSize: Type.Integer(),
      }),
    ),
  ),
  /** One order: anyone with the number of an anonymous order, only its owner for a logged-in buyer's. */
  orderDetail: endpoint(ByOrderNo, withData(OrderView)),
  order: endpoint(ByOrderNo, withData(OrderView)),
  /** The checkout page of an order and where payment stands. */
  checkoutInfo: endpoint(
    ByOrderNo,
    withData(
      Type.Object({
        orderNo: Type.String(),
        service: Type.String(),
        status: Type.String(),
        paymentResult: Type.String(),
        expireTime: Type.Integer(),
      }),
    ),
  ),
  /** Confirmations of the order's delivery transaction. */
  getConfirmedBlock: endpoint(
    ByOrderNo,
    withData(
      Type.Object({
        orderNo: Type.String(),
        status: Type.String(),
        txHash: Type.Optional(Type.String()),
        confirmations: Type.Integer(),
        requiredConfirmations: Type.Integer(),
      }),
    ),
  ),
  /** Whether the buyer already has a wallet that received this crypto from us (its last address if so). */
  isCreateWallet: endpoint(
    Type.Object({ ...AuthField, getCurrency: Str(32) }, { additionalProperties: false }),
    withData(Type.Object({ isCreateWallet: Type.Integer(), address: Type.Optional(Type.String()) })),
  ),
};
