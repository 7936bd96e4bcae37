import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAfterPayment } from '../../../src/stores/order/orderProgress.ts';
import type { OrderView } from '../../../src/stores/OrderStore.ts';
import { ok, orderStore, orderView, refuse } from './orderFixtures.ts';
import { shownText } from '../support/shownText.ts';
import { zh } from '../support/messageCatalogue.ts';

const ORDER_NO = '202510230000000001';

/** A gateway whose orderDetail answers the next view of `views` at each call (the last one repeats). */
function following(views: Array<Partial<OrderView> | Response>, url = `/wait-payment?orderNo=${ORDER_NO}`) {
  let call = 0;
  const setup = orderStore({
    url,
    gateway: {
      orderDetail: () => {
        const next = views[Math.min(call++, views.length - 1)];
        return next instanceof Response ? next.clone() : ok(orderView(next));
      },
    },
  });
  return setup;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('following an order', () => {
  it('asks for the order every 2 seconds and shows each answer', async () => {
    const { store, callsTo } = following([{ status: 'Pending' }, { status: 'Pending' }, { status: 'Paid' }]);
    const stop = store.follow(ORDER_NO, 'orderStatus');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.tracked?.status).toBe('Pending');
    expect(callsTo('orderDetail')[0].fields()).toEqual({ orderNo: ORDER_NO });
    await vi.advanceTimersByTimeAsync(1999);
    expect(callsTo('orderDetail')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo('orderDetail')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.tracked?.status).toBe('Paid');
    stop();
  });

  it('stops when the page goes away', async () => {
    const { store, callsTo } = following([{ status: 'Pending' }]);
    const stop = store.follow(ORDER_NO, 'orderStatus');
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(callsTo('orderDetail')).toHaveLength(1);
  });

  it('stops by itself once the order is delivered', async () => {
    const { store, callsTo } = following([{ status: 'Delivering' }, { status: 'Delivered', txHash: 'abc' }]);
    store.follow(ORDER_NO, 'orderStatus');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.tracked?.status).toBe('Delivered');
    expect(callsTo('orderDetail')).toHaveLength(2);
  });

  it('wait payment moves on to the order status once the payment succeeded', async () => {
    const { store, navigator } = following([
      { status: 'Pending' },
      { status: 'Paid', paymentResult: 'success' },
    ]);
    store.follow(ORDER_NO, 'waitPayment');
    await vi.advanceTimersByTimeAsync(0);
    expect(navigator.visits).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(navigator.visits).toEqual([{ to: `/order-status?orderNo=${ORDER_NO}`, replace: true }]);
  });

  it('wait payment moves on to the payment status after a declined card', async () => {
    const { store, navigator, callsTo } = following([
      { status: 'Pending', paymentResult: 'failed', statusReason: 'card_declined' },
    ]);
    store.follow(ORDER_NO, 'waitPayment');
    await vi.advanceTimersByTimeAsync(6000);
    expect(navigator.visits).toEqual([{ to: `/payment-status?orderNo=${ORDER_NO}`, replace: true }]);
    expect(callsTo('orderDetail')).toHaveLength(1);
  });

  it('a gateway that stops answering leads to the time-out page, remembering the page to resume', async () => {
    const down = new Response('', { status: 502 });
    const { store, navigator } = following([{ status: 'Pending' }, down]);
    store.follow(ORDER_NO, 'waitPayment');
    await vi.advanceTimersByTimeAsync(4000);
    expect(navigator.visits).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(navigator.visits).toEqual([{ to: '/server-timeout', replace: false }]);
    expect(store.takeResumeUrl()).toBe(`/wait-payment?orderNo=${ORDER_NO}`);
    expect(store.takeResumeUrl()).toBeUndefined();
  });

  it('an unknown order is said so and not asked for again', async () => {
    const { store, callsTo } = following([refuse(404, 'Order not found', 'order.notFound')]);
    store.follow(ORDER_NO, 'orderStatus');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.trackError?.respCode).toBe(404);
    expect(shownText(store.trackError?.message)).toBe('Order not found');
    expect(shownText(store.trackError?.message, 'zh-CN')).toBe(zh['gateway.order.notFound']);
    expect(callsTo('orderDetail')).toHaveLength(1);
  });
});

describe('a delivery’s confirmations on Order Status', () => {
  /** A gateway answering the order's views in turn and, for getConfirmedBlock, the counts in turn. */
  function delivering(
    views: Array<Partial<OrderView>>,
    counts: number[],
    page: 'orderStatus' | 'paymentStatus',
  ) {
    let view = 0;
    let count = 0;
    const setup = orderStore({
      url: `/order-status?orderNo=${ORDER_NO}`,
      gateway: {
        orderDetail: () => ok(orderView(views[Math.min(view++, views.length - 1)])),
        getConfirmedBlock: () =>
          ok({
            orderNo: ORDER_NO,
            status: 'Delivering',
            txHash: 'ab'.repeat(32),
            confirmations: counts[Math.min(count++, counts.length - 1)],
            requiredConfirmations: 3,
          }),
      },
    });
    return { ...setup, stop: setup.store.follow(ORDER_NO, page) };
  }

  it('an order in Delivering shows its confirmations so far, updated with each view, and none once delivered', async () => {
    const { store, stop, callsTo } = delivering(
      [{ status: 'Converted' }, { status: 'Delivering' }, { status: 'Delivering' }, { status: 'Delivered' }],
      [1, 2],
      'orderStatus',
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(store.deliveryConfirmations).toBeUndefined();
    expect(callsTo('getConfirmedBlock')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.tracked?.status).toBe('Delivering');
    expect(store.deliveryConfirmations).toEqual({ orderNo: ORDER_NO, confirmations: 1, required: 3 });
    expect(callsTo('getConfirmedBlock')[0].fields()).toEqual({ orderNo: ORDER_NO });
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.deliveryConfirmations?.confirmations).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.tracked?.status).toBe('Delivered');
    expect(store.deliveryConfirmations).toBeUndefined();
    expect(callsTo('getConfirmedBlock')).toHaveLength(2);
    stop();
  });

  it('other pages following the order do not ask for them', async () => {
    const { store, stop, callsTo } = delivering([{ status: 'Delivering' }], [1], 'paymentStatus');
    await vi.advanceTimersByTimeAsync(4000);
    expect(store.tracked?.status).toBe('Delivering');
    expect(store.deliveryConfirmations).toBeUndefined();
    expect(callsTo('getConfirmedBlock')).toHaveLength(0);
    stop();
  });
});

describe('where waiting for payment leads', () => {
  it.each([
    [{ status: 'Pending', paymentResult: 'pending' }, undefined],
    [{ status: 'Paid', paymentResult: 'success' }, 'orderStatus'],
    [{ status: 'Pending', paymentResult: 'failed' }, 'paymentStatus'],
    [{ status: 'Authorized', paymentResult: 'preauth' }, 'paymentStatus'],
    [{ status: 'Expired', paymentResult: 'pending' }, 'orderStatus'],
    [{ status: 'Underpaid', paymentResult: 'pending' }, 'orderStatus'],
    [{ status: 'Cancelled', paymentResult: 'failed' }, 'orderStatus'],
  ] as const)('%o → %s', (order, page) => {
    expect(pageAfterPayment(order)).toBe(page);
  });
});
