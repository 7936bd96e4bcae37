import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BusinessError } from '../http/errors.ts';
import { saveCard } from '../domain/cards/store.ts';
import { ORDER_NO_PATTERN } from '../domain/orders/orderNo.ts';
import { findOrder, type Order } from '../domain/orders/rows.ts';
import { isCheckoutSecret } from '../domain/orders/checkoutSecret.ts';
import { checkoutUrl } from '../domain/orders/view.ts';
import { isDecimal } from '../../src/lib/money.ts';
import { applyBankTransfer, applyCardCharge, type PaymentTiming } from '../domain/payments/pay.ts';
import { chargeCard } from '../providers/paymentSandbox.ts';
import { vaultCharge } from '../providers/cardVault.ts';
import {
  renderCheckoutPage,
  renderMissingOrderPage,
  type CheckoutPageModel,
} from '../providers/checkoutPages.ts';
import { CHECKOUT_CSS } from '../providers/checkoutPagesStyle.ts';

/** This gateway's public origin: PUBLIC_ORIGIN when set, else the one the request came to. */
export const publicOrigin = (request: FastifyRequest) =>
  request.server.config.publicOrigin ?? `${request.protocol}://${request.host}`;

const Params = Type.Object({
  offerType: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  orderNo: Type.String({ pattern: ORDER_NO_PATTERN }),
  secret: Type.String({ maxLength: 128 }),
});
const CardForm = Type.Object(
  {
    cardNumber: Type.String({ maxLength: 40 }),
    expiry: Type.String({ maxLength: 10 }),
    cvc: Type.String({ maxLength: 8 }),
    saveCard: Type.Optional(Type.String({ maxLength: 5 })),
  },
  { additionalProperties: false },
);
const TransferForm = Type.Object({ amount: Type.String({ maxLength: 40 }) }, { additionalProperties: false });

const CHECKOUT = '/sandbox/:offerType/checkout/:orderNo/:secret';

/**
 * The sandbox checkout of every provider: a server-rendered page per order (no script: the CSP forbids
 * inline script and the page needs none), paid with a test card or a bank transfer by plain form posts.
 * After paying, the buyer is sent back to the order's redirect path in the app.
 *
 * The page opens only under the order's checkout secret (checkoutSecret.ts), which the gateway hands out
 * with the order: to its creator, and for a logged-in buyer's order only to that buyer's session (the order
 * answers, orderDetail, checkoutInfo and orderList need it). The checkout is a plain page in a new tab
 * without the app's token, so that secret is its proof of the owner's session: a card is saved only for an
 * order made by a logged-in buyer and only when the form was posted under the secret. A wrong or missing
 * secret answers exactly like a missing order.
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;
  const timing = (): PaymentTiming => ({
    nowMs: config.clock.now(),
    preauthWaitMs: config.preauthWaitSeconds * 1000,
  });

  api.get('/sandbox/assets/checkout.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CHECKOUT_CSS),
  );

  /** The order of the page, only under its own provider's path and its checkout secret. */
  const orderOf = async (params: { offerType: string; orderNo: string; secret: string }) => {
    const order = await findOrder(db, params.orderNo);
    return order &&
      order.offer_type === params.offerType &&
      isCheckoutSecret(app.checkoutKey, order, params.secret)
      ? order
      : undefined;
  };

  const page = (reply: FastifyReply, status: number, order: Order, extra: Partial<CheckoutPageModel> = {}) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderCheckoutPage({
          order,
          actionBase: new URL(checkoutUrl('http://gateway', order, app.checkoutKey)).pathname,
          returnUrl: order.redirect_url,
          canSaveCard: order.user_id !== null,
          nowMs: config.clock.now(),
          networkName: app.catalog.token(order.get_currency)?.network.name ?? order.network,
          ...extra,
        }),
      );
  const missing = (reply: FastifyReply) =>
    reply.status(404).type('text/html; charset=utf-8').send(renderMissingOrderPage());
  /** A payment the order can no longer take (paid meanwhile, expired …) is shown on the page, not as JSON. */
  const refused = async (reply: FastifyReply, orderNo: string, error: unknown) => {
    if (!(error instanceof BusinessError)) throw error;
    const order = await findOrder(db, orderNo);
    return order ? page(reply, 409, order, { error: { message: error.message } }) : missing(reply);
  };

  // Without its secret, a checkout URL is a missing order's page.
  api.get('/sandbox/:offerType/checkout/:orderNo', async (_request, reply) => missing(reply));
  api.post('/sandbox/:offerType/checkout/:orderNo/:secret', async (_request, reply) => missing(reply));

  api.get(CHECKOUT, { schema: { params: Params } }, async (request, reply) => {
    const order = await orderOf(request.params);
    return order ? page(reply, 200, order) : missing(reply);
  });

  api.post(
    `${CHECKOUT}/card`,
    { schema: { params: Params, body: CardForm }, attachValidation: true },
    async (request, reply) => {
      const order = await orderOf(request.params);
      if (!order) return missing(reply);
      if (request.validationError)
        return page(reply, 422, order, { error: { message: 'Check the card details and try again.' } });
      const { cardNumber, expiry, cvc } = request.body;
      const charge = chargeCard({ number: cardNumber, expiry, cvc }, config.clock.now());
      if (!charge.ok)
        return page(reply, 422, order, {
          error: { field: charge.field, message: charge.message },
          values: { expiry },
        });
      let paid: Order;
      try {
        paid = await applyCardCharge(db, order.order_no, charge, timing());
      } catch (error) {
        return refused(reply, order.order_no, error);
      }
      request.log.info(
        {
          orderNo: order.order_no,
          outcome: charge.outcome,
          brand: charge.card.brand,
          last4: charge.card.last4,
        },
        'sandbox card payment',
      );
      if (charge.outcome === 'declined') return page(reply, 402, paid);
      if (paid.user_id && request.body.saveCard === '1') {
        try {
          // The saved card pays again in the app (payCard) through its provider token in the vault.
          await vaultCharge(db, charge, config.clock.now());
          await saveCard(db, paid.user_id, charge.card);
        } catch (error) {
          request.log.warn({ orderNo: paid.order_no, reason: (error as Error).message }, 'card not saved');
        }
      }
      return reply.redirect(paid.redirect_url, 303);
    },
  );

  api.post(
    `${CHECKOUT}/transfer`,
    { schema: { params: Params, body: TransferForm }, attachValidation: true },
    async (request, reply) => {
      const order = await orderOf(request.params);
      if (!order) return missing(reply);
      const amount = request.validationError ? '' : request.body.amount.trim();
      if (!isDecimal(amount) || Number(amount) <= 0) {
        return page(reply, 422, order, {
          error: { field: 'amount', message: 'Enter the amount you transferred, e.g. 100.50' },
          values: { amount },
        });
      }
      try {
        const paid = await applyBankTransfer(db, order.order_no, amount, timing());
        request.log.info({ orderNo: paid.order_no, amount, status: paid.status }, 'sandbox bank transfer');
        return reply.redirect(paid.redirect_url, 303);
      } catch (error) {
        return refused(reply, order.order_no, error);
      }
    },
  );
}
