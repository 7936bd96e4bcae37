import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../http/errors.ts';
import { refuseBannedRegion } from '../http/callerCountry.ts';
import { ok, serveEndpoints, type Handler } from '../http/endpoint.ts';
import { addEntry } from '../domain/addressBook/store.ts';
import { identityStatus } from '../domain/kyc/status.ts';
import { readableOrder } from '../domain/orders/access.ts';
import { createOrder, type OrderEndpoint } from '../domain/orders/create.ts';
import { localeOf } from '../i18n/index.ts';
import { lastDeliveredAddress, listOrders } from '../domain/orders/list.ts';
import { orderHistory, type Order } from '../domain/orders/rows.ts';
import { checkoutUrl, confirmations, orderView } from '../domain/orders/view.ts';
import { DEFAULT_BLOCKED_ADDRESSES_FILE, loadBlockedAddresses } from '../domain/risk/blockedAddresses.ts';
import { startScheduler, type Scheduler } from '../domain/scheduler/scheduler.ts';
import { publicOrigin } from './sandboxCheckout.ts';

const isYes = (flag: string | undefined) => flag === '1' || flag === 'true';

/** What the wait-payment screen tells the buyer to do next. */
const nextStepContent = (order: Order, nowMs: number) => {
  const minutes = Math.max(1, Math.ceil((order.expires_at - nowMs) / 60_000));
  return `Complete the payment of ${order.send_amount} ${order.send_currency} on the ${order.provider_name} checkout page within ${minutes} minutes.`;
};

/**
 * Orders: creation (cryptoOrder, coinOrder), the buyer's list and detail, checkout info and
 * confirmations; and the scheduler that moves paid orders along, started and stopped with the gateway.
 */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, catalog, prices } = app;
  const view = (order: Order, history: Parameters<typeof orderView>[1], origin: string) =>
    orderView(order, history, origin, app.checkoutKey, catalog.token(order.get_currency)?.decimals ?? 8);
  const risk = {
    ordersPerHour: config.riskOrdersPerHour,
    blockedAddresses: loadBlockedAddresses(DEFAULT_BLOCKED_ADDRESSES_FILE),
  };

  const orderBy =
    (endpoint: OrderEndpoint): Handler<OrderEndpoint> =>
    async (body, user, request) => {
      refuseBannedRegion(request);
      const origin = publicOrigin(request);
      const nowMs = config.clock.now();
      const { order, created } = await createOrder(db, {
        endpoint,
        body,
        userId: user?.id,
        origin,
        locale: localeOf(request),
        nowMs,
        expiryMs: config.orderExpirySeconds * 1000,
        stepMs: config.orderStepMs,
        risk,
        catalog,
        prices,
        log: request.log,
        quotes: app.quotes,
        dialect: app.dialect,
      });
      if (created && user && isYes(body.saveAddress)) {
        // A convenience next to the order, not part of it: an address already in the book is simply kept.
        try {
          await addEntry(
            db,
            catalog,
            user.id,
            { crypto: order.get_symbol, network: order.network, address: order.address },
            nowMs,
          );
        } catch (error) {
          const level = error instanceof BusinessError ? 'info' : 'error';
          request.log[level](
            { orderNo: order.order_no, reason: (error as Error).message },
            'order address not added to the address book',
          );
        }
      }
      return ok({
        orderNo: order.order_no,
        service: checkoutUrl(origin, order, app.checkoutKey),
        nextStepContent: nextStepContent(order, nowMs),
        serviceLogoUrl: `${origin}${order.provider_logo_url}`,
      });
    };

  const detail: Handler<'orderDetail'> = async ({ orderNo }, user, request) => {
    const order = await readableOrder(db, orderNo, user?.id);
    return ok(view(order, await orderHistory(db, order.order_no), publicOrigin(request)));
  };

  serveEndpoints(app, {
    cryptoOrder: orderBy('cryptoOrder'),
    coinOrder: orderBy('coinOrder'),

    orderList: async ({ pageNo = 1, pageSize = 10 }, user, request) => {
      const { orders, total } = await listOrders(db, user.id, pageNo, pageSize);
      const origin = publicOrigin(request);
      return ok({
        list: orders.map(({ order, history }) => view(order, history, origin)),
        total,
        pageNo,
        pageSize,
      });
    },

    orderDetail: detail,
    order: detail,

    checkoutInfo: async ({ orderNo }, user, request) => {
      const order = await readableOrder(db, orderNo, user?.id);
      return ok({
        orderNo: order.order_no,
        service: checkoutUrl(publicOrigin(request), order, app.checkoutKey),
        status: order.status,
        paymentResult: order.payment_result,
        expireTime: Math.floor(order.expires_at / 1000),
      });
    },

    getConfirmedBlock: async ({ orderNo }, user) => {
      const order = await readableOrder(db, orderNo, user?.id);
      const blocks = confirmations(order, config.clock.now());
      return ok({
        orderNo: order.order_no,
        status: order.status,
        txHash: order.tx_hash ?? undefined,
        confirmations: blocks.confirmations,
        requiredConfirmations: blocks.required,
      });
    },

    isCreateWallet: async ({ getCurrency }, user) => {
      const address = user ? await lastDeliveredAddress(db, user.id, getCurrency.trim()) : undefined;
      return ok({ isCreateWallet: address ? 1 : 0, address });
    },
  });

  let scheduler: Scheduler | undefined;
  app.addHook('onReady', async () => {
    scheduler = startScheduler({
      db,
      tickMs: Math.max(10, Math.min(1000, Math.floor(config.orderStepMs / 4))),
      identityOf: (userId) => identityStatus(db, userId),
      log: app.log,
      clock: config.clock.now,
      dialect: app.dialect,
    });
  });
  app.addHook('onClose', async () => scheduler?.stop());
}
