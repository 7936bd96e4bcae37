import type { Static } from 'typebox';
import { DEFAULT_PARTNER_ID } from '../../../schemas/api/attribution.ts';
import type { OrderRequest } from '../../../schemas/api/orders.ts';
import type { RespKey } from '../../../schemas/api/respKeys.ts';
import { BusinessError, type RespParamsInput } from '../../http/errors.ts';
import type { Db, DbDialect } from '../../storage/database.ts';
import { durableTransaction } from '../../storage/durable.ts';
import { validateAddress } from '../addresses/validate.ts';
import { identityStatus } from '../kyc/status.ts';
import { paysInApp, providerList, type Provider } from '../offers/providers.ts';
import type { StoredQuote } from '../quotes/store.ts';
import type { QuoteBook } from '../quotes/book.ts';
import type { Catalog } from '../reference/catalog.ts';
import type { PriceSource } from '../market/index.ts';
import { fiatToEur } from '../reference/convert.ts';
import { refuseBlockedAddress, type RiskRules } from '../risk/rules.ts';
import { isAboveIdentityThreshold, requireIdentityAboveThreshold } from '../risk/identityThreshold.ts';
import { orderRequestKey } from './idempotency.ts';
import { newCheckoutNonce } from './checkoutSecret.ts';
import { newOrderNo } from './orderNo.ts';
import { safeRedirectPath } from './redirect.ts';
import type { Order } from './rows.ts';
import {
  newOrder,
  quoteUsed,
  readRepeat,
  readRequest,
  writeAtOnce,
  writeInTransaction,
  type Written,
} from './storeOrder.ts';
import { checkWalletChoice } from './walletChoice.ts';
import { orderAttribution } from './attribution.ts';
import { enqueueOrderMail } from '../mail/orderMails.ts';
import { creationEvents, recordOrdersEvents } from '../partners/events.ts';
import type { MailLocale } from '../mail/payloads.ts';

export type OrderEndpoint = 'cryptoOrder' | 'coinOrder';
export type OrderRequestBody = Static<typeof OrderRequest>;

export interface OrderCreation {
  endpoint: OrderEndpoint;
  body: OrderRequestBody;
  userId?: string;
  /** This gateway's public origin (redirect URLs are kept only when they point here). */
  origin: string;
  /** The buyer's language (Accept-Language): the order's mails are written in it. */
  locale?: MailLocale;
  nowMs: number;
  expiryMs: number;
  /** The pace the order will move at once paid (ORDER_STEP_MS). */
  stepMs: number;
  risk: RiskRules;
  /** Where an order from an unknown partner is said to be recorded as partner '0'. */
  log?: { warn(details: object, message: string): void };
  /** The gateway's reference data and prices (the identity threshold is in EUR). */
  catalog: Catalog;
  prices: PriceSource;
  /** The gateway's quotes (the order honours its quote's price until it expires). */
  quotes: QuoteBook;
  /** The database's kind: SQLite commits the order with synchronous=FULL. */
  dialect: DbDialect;
}

/** coinOrder is the rampeasy offer's own order call. */
const RAMPEASY = 'rampeasy';

const refuse = (key: RespKey, params?: RespParamsInput) => new BusinessError(400, key, params);

/**
 * The priced offer the buyer accepted: the quote's offers are priced for the quote's pay method; another
 * pay method is honoured at its methodList price (the best provider for that method).
 */
function acceptedPrice(quote: StoredQuote, endpoint: OrderEndpoint, body: OrderRequestBody) {
  const asked = body.offerType?.trim() || undefined;
  if (endpoint === 'coinOrder' && asked && asked !== RAMPEASY) throw refuse('order.rampeasyOnly');
  const offerType = endpoint === 'coinOrder' ? RAMPEASY : asked;
  const payMethod = body.payMethod?.trim() || quote.payMethod;
  const price =
    payMethod === quote.payMethod
      ? quote.offers.find((offer) => offer.offerType === (offerType ?? quote.offerType))
      : quote.methodList.find(
          (entry) => entry.payMethod === payMethod && (!offerType || entry.offerType === offerType),
        );
  const provider = providerList.find((candidate) => candidate.offerType === price?.offerType);
  if (!price || !provider) throw refuse('order.notQuotedByProvider');
  if (!provider.payMethods.includes(payMethod))
    throw refuse('order.payMethodNotAccepted', { provider: provider.name });
  return { price, provider, payMethod };
}

/**
 * An order the app's own card step will pay (payCard): made by a logged-in buyer through the provider's
 * own order call (coinOrder, the app's call for rampeasy) with a pay method the provider takes in the app.
 */
const paidInAppByUser = (
  endpoint: OrderEndpoint,
  provider: Provider,
  payMethod: string,
  userId: string | undefined,
) => endpoint === 'coinOrder' && userId !== undefined && paysInApp(provider, payMethod);

/**
 * Creates an order from an unexpired quote, idempotently: the same buyer sending the same quote token and
 * payload gets the same order back, however often and however concurrently it is sent; any other order
 * for a quote already used is refused (one quote, one order). The request key's row and the order are
 * written together (storeOrder.ts); a concurrent twin waits on the key's unique index and then reads the
 * order of whoever wrote it first.
 */
export async function createOrder(
  db: Db,
  request: OrderCreation,
): Promise<{ order: Order; created: boolean }> {
  const { endpoint, body, userId, nowMs, catalog } = request;
  const key = orderRequestKey(endpoint, userId, body);
  const reads = await readRequest(db, key, body.token);
  // A repeat gets the order its key made, even once the quote has expired.
  const seen = reads.madeOrderNo === null ? undefined : await readRepeat(db, reads.madeOrderNo);
  if (seen) return { order: seen, created: false };

  checkWalletChoice(body);
  const quote = await request.quotes.load(body.token, nowMs, reads.quote);
  if (
    body.sendCurrency.trim().toUpperCase() !== quote.sendCurrency.toUpperCase() ||
    body.getCurrency.trim().toUpperCase() !== quote.getCurrency.toUpperCase()
  ) {
    throw refuse('order.quoteMismatch');
  }
  const { price, provider, payMethod } = acceptedPrice(quote, endpoint, body);
  const address = body.address.trim();
  const check = validateAddress(catalog, quote.getCurrency, address);
  if (!check.valid) throw refuse(`address.${check.reason}`, check.params);

  const identity = userId ? await identityStatus(db, userId) : 'none';
  const orderEur = fiatToEur(Number(price.sendCurrencyAmount), quote.sendCurrency, request.prices, nowMs);
  requireIdentityAboveThreshold(
    orderEur,
    identity === 'approved',
    paidInAppByUser(endpoint, provider, payMethod, userId),
  );
  // One quote makes one order (the write refuses it too, should another order take the quote meanwhile).
  if (reads.quoteTaken) throw quoteUsed();

  const orderNo = newOrderNo(nowMs);
  const expiresAt = nowMs + request.expiryMs;
  const row = {
    order_no: orderNo,
    user_id: userId ?? null,
    // partner_id (a known partner, else '0'), reference, referer_url.
    ...orderAttribution(body, quote.partnerId, request.log),
    quote_token: quote.token,
    offer_type: provider.offerType,
    provider_name: provider.name,
    provider_logo_url: provider.logo,
    pay_method: payMethod,
    send_currency: quote.sendCurrency,
    send_amount: price.sendCurrencyAmount,
    get_currency: quote.getCurrency,
    get_symbol: catalog.token(quote.getCurrency)?.currency ?? quote.getCurrency,
    get_amount: price.getCurrencyAmount,
    network: quote.network,
    processing_fee: price.processingFee,
    network_fee: 'networkFee' in price ? price.networkFee : price.transNetworkFee,
    fee_currency: price.feeCurrency,
    address,
    wallet_type: body.walletType?.trim() ?? '',
    exchange_name: body.exchangeName?.trim() ?? '',
    referer_order: body.referer_order?.trim() ?? '',
    redirect_url: safeRedirectPath(body.redirectUrl, orderNo, request.origin),
    status: 'Pending' as const,
    status_reason: null,
    payment_result: 'pending' as const,
    paid_amount: '0',
    scenario: null,
    tx_hash: null,
    created_at: nowMs,
    updated_at: nowMs,
    expires_at: expiresAt,
    next_step_at: expiresAt,
    version: 0,
    step_ms: request.stepMs,
    identity_required: isAboveIdentityThreshold(orderEur) ? 1 : 0,
    checkout_nonce: newCheckoutNonce(),
    locale: request.locale ?? null,
    origin: request.origin,
  };

  const order = newOrder(row);
  const write = { key, order, risk: request.risk, subject: { address, userId }, nowMs };
  // The receipt (a buyer without login has no address to write to) and the partner's order.created (and
  // identity.required above the threshold), in the order's transaction: none without the other.
  const mailed = userId !== undefined;
  const withNews = async (trx: Db, written: Written) => {
    if (!written.created) return written;
    if (mailed) await enqueueOrderMail(trx, orderNo, 'orderCreated', nowMs);
    await recordOrdersEvents(trx, [{ order: written.order, events: creationEvents(row) }], nowMs);
    return written;
  };
  if (request.dialect === 'postgres') {
    refuseBlockedAddress(request.risk, address);
    // The order alone is one statement, atomic by itself; with news to write, a transaction holds both.
    if (!mailed && row.partner_id === DEFAULT_PARTNER_ID) return writeAtOnce(db, write);
    return db.transaction().execute(async (trx) => withNews(trx, await writeAtOnce(trx, write)));
  }
  return durableTransaction(db, request.dialect, async (trx) =>
    withNews(trx, await writeInTransaction(trx, write)),
  );
}
