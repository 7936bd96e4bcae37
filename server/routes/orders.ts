import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { orderEndpoints as ep } from '../../schemas/api/orders.ts';
import { RespCode } from '../../schemas/api/common.ts';
import { BusinessError } from '../http/errors.ts';
import { refuseBannedRegion } from '../http/callerCountry.ts';
import { optionalUser, requireUser } from '../http/auth.ts';
import { addEntry } from '../domain/addressBook/store.ts';
import { identityStatus } from '../domain/kyc/status.ts';
import { readableOrder } from '../domain/orders/access.ts';
import { createOrder, type OrderEndpoint } from '../domain/orders/create.ts';
import { lastDeliveredAddress, listOrders } from '../domain/orders/list.ts';
import { orderHistory, type Order } from '../domain/orders/rows.ts';
import { checkoutUrl, confirmations, orderView } from '../domain/orders/view.ts';
import { DEFAULT_BLOCKED_ADDRESSES_FILE, loadBlockedAddresses } from '../domain/risk/blockedAddresses.ts';
import { startScheduler, type Scheduler } from '../domain/scheduler/scheduler.ts';
import { publicOrigin } from './sandboxCheckout.ts';

const ok = <T>(data: T) => ({ respCode: RespCode.ok, respMessage: 'success', data });
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
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;
  const url = (name: keyof typeof ep) => `${config.apiBase}/${name}`;
  const view = (order: Order, history: Parameters<typeof orderView>[1], origin: string) =>
    orderView(order, history, origin, app.checkoutKey, app.catalog.token(order.get_currency)?.decimals ?? 8);
  const risk = { ordersPerHour: config.riskOrdersPerHour, blockedAddresses: loadBlockedAddresses(DEFAULT_BLOCKED_ADDRESSES_FILE) };

  for (const endpoint of ['cryptoOrder', 'coinOrder'] as const satisfies OrderEndpoint[]) {
    api.post(url(endpoint), { schema: { body: ep[endpoint].body, response: { 200: ep[endpoint].response } } }, async (request) => {
      refuseBannedRegion(request);
      const user = await optionalUser(request);
      const origin = publicOrigin(request);
      const nowMs = config.clock.now();
      const { order, created } = await createOrder(db, {
        endpoint,
        body: request.body,
        userId: user?.id,
        origin,
        nowMs,
        expiryMs: config.orderExpirySeconds * 1000,
        stepMs: config.orderStepMs,
        risk,
      });
      if (created && user && isYes(request.body.saveAddress)) {
        // A convenience next to the order, not part of it: an address already in the book is simply kept.
        try {
          await addEntry(db, user.id, { crypto: order.get_symbol, network: order.network, address: order.address }, nowMs);
        } catch (error) {
          const level = error instanceof BusinessError ? 'info' : 'error';
          request.log[level]({ orderNo: order.order_no, reason: (error as Error).message }, 'order address not added to the address book');
        }
      }
      return ok({
        orderNo: order.order_no,
        service: checkoutUrl(origin, order, app.checkoutKey),
        nextStepContent: nextStepContent(order, nowMs),
        serviceLogoUrl: `${origin}${order.provider_logo_url}`,
      });
    });
  }

  api.post(url('orderList'), { schema: { body: ep.orderList.body, response: { 200: ep.orderList.response } } }, async (request) => {
    const user = await requireUser(request);
    const pageNo = request.body.pageNo ?? 1;
    const pageSize = request.body.pageSize ?? 10;
    const { orders, total } = await listOrders(db, user.id, pageNo, pageSize);
    const origin = publicOrigin(request);
    return ok({ list: orders.map(({ order, history }) => view(order, history, origin)), total, pageNo, pageSize });
  });

  for (const endpoint of ['orderDetail', 'order'] as const) {
    api.post(url(endpoint), { schema: { body: ep[endpoint].body, response: { 200: ep[endpoint].response } } }, async (request) => {
      const user = await optionalUser(request);
      const order = await readableOrder(db, request.body.orderNo, user?.id);
      return ok(view(order, await orderHistory(db, order.order_no), publicOrigin(request)));
    });
  }

  api.post(url('checkoutInfo'), { schema: { body: ep.checkoutInfo.body, response: { 200: ep.checkoutInfo.response } } }, async (request) => {
    const user = await optionalUser(request);
    const order = await readableOrder(db, request.body.orderNo, user?.id);
    return ok({
      orderNo: order.order_no,
      service: checkoutUrl(publicOrigin(request), order, app.checkoutKey),
      status: order.status,
      paymentResult: order.payment_result,
      expireTime: Math.floor(order.expires_at / 1000),
    });
  });

  api.post(url('getConfirmedBlock'), { schema: { body: ep.getConfirmedBlock.body, response: { 200: ep.getConfirmedBlock.response } } }, async (request) => {
    const user = await optionalUser(request);
    const order = await readableOrder(db, request.body.orderNo, user?.id);
    const blocks = confirmations(order, config.clock.now());
    return ok({
      orderNo: order.order_no,
      status: order.status,
      txHash: order.tx_hash ?? undefined,
      confirmations: blocks.confirmations,
      requiredConfirmations: blocks.required,
    });
  });

  api.post(url('isCreateWallet'), { schema: { body: ep.isCreateWallet.body, response: { 200: ep.isCreateWallet.response } } }, async (request) => {
    const user = await optionalUser(request);
    const address = user ? await lastDeliveredAddress(db, user.id, request.body.getCurrency.trim()) : undefined;
    return ok({ isCreateWallet: address ? 1 : 0, address });
  });

  let scheduler: Scheduler | undefined;
  app.addHook('onReady', async () => {
    scheduler = startScheduler({
      db,
      tickMs: Math.max(10, Math.min(1000, Math.floor(config.orderStepMs / 4))),
      identityOf: (userId) => identityStatus(db, userId),
      log: app.log,
      clock: config.clock.now,
    });
  });
  app.addHook('onClose', async () => scheduler?.stop());
}
