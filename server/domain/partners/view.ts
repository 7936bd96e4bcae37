import type { Order } from '../orders/rows.ts';

/**
 * An order as its partner sees it, in the API and in every webhook: what was bought, where it goes and how
 * far it got. Never the buyer's e-mail, user id, identity data or card data (no brand, no last digits).
 */
export interface PartnerOrder {
  orderNo: string;
  partnerId: string;
  reference: string;
  refererUrl: string;
  status: string;
  statusReason: string | null;
  paymentResult: string;
  payMethod: string;
  offerType: string;
  providerName: string;
  sendCurrency: string;
  sendAmount: string;
  paidAmount: string;
  getCurrency: string;
  getSymbol: string;
  getAmount: string;
  network: string;
  processingFee: string;
  networkFee: string;
  feeCurrency: string;
  /** The receiving wallet address the partner's user gave. */
  walletAddress: string;
  txHash: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  deliveredAt: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function partnerOrder(order: Order): PartnerOrder {
  return {
    orderNo: order.order_no,
    partnerId: order.partner_id,
    reference: order.reference,
    refererUrl: order.referer_url,
    status: order.status,
    statusReason: order.status_reason,
    paymentResult: order.payment_result,
    payMethod: order.pay_method,
    offerType: order.offer_type,
    providerName: order.provider_name,
    sendCurrency: order.send_currency,
    sendAmount: order.send_amount,
    paidAmount: order.paid_amount,
    getCurrency: order.get_currency,
    getSymbol: order.get_symbol,
    getAmount: order.get_amount,
    network: order.network,
    processingFee: order.processing_fee,
    networkFee: order.network_fee,
    feeCurrency: order.fee_currency,
    walletAddress: order.address,
    txHash: order.tx_hash,
    createdAt: iso(order.created_at),
    updatedAt: iso(order.updated_at),
    expiresAt: iso(order.expires_at),
    deliveredAt: order.delivered_at === null ? null : iso(order.delivered_at),
  };
}
