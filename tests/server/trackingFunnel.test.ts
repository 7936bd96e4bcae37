import '../setup/browserApp.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFERER_ORDER_KEY } from '../../src/platform/tracking.ts';
import { TrackingEvent } from '../../src/platform/trackingEvents.ts';
import { createMemoryStorage } from '../../src/stores/memoryStorage.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import type { Ticker } from '../../src/stores/quote/ticker.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { latestCode, newEmail } from './helpers/login.ts';
import { freshBtcAddress, payByCard } from './helpers/orders.ts';

/**
 * The funnel's tracking points from the app's stores to the gateway's table: a buyer quotes, continues,
 * chooses a provider, submits an address, orders, pays and logs in; each event is one stored row with the
 * four fields of SPEC §3 and its extras.
 */
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway({ ORDER_STEP_MS: '40', RISK_ORDERS_PER_HOUR: '1000' });
});

afterAll(async () => {
  await gateway?.close();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const APP = 'http://localhost:8080';
const VISITOR = 'fp-funnel-1';
const idleTicker: Ticker = { every: () => () => undefined };

/** The app's RootStore over the gateway; the page URL (the points' place) follows the navigator like a browser's. */
function buyer() {
  const location = { href: `${APP}/edit` };
  vi.stubGlobal('location', location);
  const visits: string[] = [];
  const navigator = {
    navigate: (to: string) => {
      visits.push(to);
      location.href = APP + to;
    },
    currentUrl: () => visits.at(-1) ?? '/edit',
  };
  const root = new RootStore({
    fetch: (url, init) => fetch(gateway.origin + url, init),
    clock: { now: () => Date.now() },
    local: createMemoryStorage(),
    session: createMemoryStorage({ [REFERER_ORDER_KEY]: 'R-PARTNER-7' }),
    navigator,
    visitorId: async () => VISITOR,
    ticker: idleTicker,
  });
  return { root, visits };
}

interface Row {
  type: string;
  order_id: string;
  user_id: string;
  place: string;
  extras: string;
}

const rowsOf = async (type: string): Promise<Row[]> =>
  (await gateway.app.db
    .selectFrom('tracking_points')
    .selectAll()
    .where('type', '=', type)
    .where('user_id', '=', VISITOR)
    .execute()) as Row[];

const until = (check: () => boolean | Promise<boolean>, message: string) =>
  expect.poll(check, { timeout: 10_000, interval: 25, message }).toBe(true);

describe('the funnel’s tracking points, stored by the gateway', () => {
  it('stores one row per event with type, order_id, user_id and place', async () => {
    const { root, visits } = buyer();
    await root.quote.open({ search: '' });
    root.quote.close();
    root.quote.continue();
    root.quote.continue();
    await root.order.enterOrderStep({ payMethod: 'card' });
    await root.order.enterSelectOffer();
    root.order.chooseOffer('topper');
    root.order.setAddress(freshBtcAddress());
    root.order.setWallet({ walletType: 'selfHosted' });
    expect(await root.order.submitAddress()).toBe(true);
    const created = await root.order.createOrder();
    const orderNo = created?.orderNo ?? '';
    expect(orderNo).not.toBe('');
    const stop = root.order.follow(orderNo, 'waitPayment');
    // A declined card: the sandbox shows its page again (402) and the order's payment result is 'failed'.
    await payByCard(gateway, created?.service ?? '', '4000000000000002');
    await until(() => visits.at(-1) === `/payment-status?orderNo=${orderNo}`, 'the declined card is known');
    stop();

    const email = newEmail('funnel');
    root.login.setEmail(email);
    expect(await root.login.sendCode()).toBe(true);
    root.login.setCode(await latestCode(gateway, email));
    await until(() => root.userInfo.isLoggedIn, 'the buyer is logged in');

    const expected: Array<[string, string, Record<string, unknown>]> = [
      [TrackingEvent.quoteShown, '/edit', { sendCurrency: 'USD', getCurrency: 'BTC', side: 'pay' }],
      [TrackingEvent.quoteContinue, '/edit', { getCurrency: 'BTC' }],
      [TrackingEvent.offerChosen, '/select-offer', { offerType: 'topper' }],
      [TrackingEvent.addressSubmitted, '/submit-address', { getCurrency: 'BTC', walletType: 'selfHosted' }],
      // Confirm on Submit Address makes the order.
      [TrackingEvent.orderCreated, '/submit-address', { orderNo, offerType: 'topper', flow: 'address' }],
      [TrackingEvent.paymentResult, `/wait-payment?orderNo=${orderNo}`, { orderNo, result: 'failed' }],
      [TrackingEvent.login, '/verification-code', {}],
    ];
    for (const [type, page, extras] of expected) {
      await until(async () => (await rowsOf(type)).length > 0, `a ${type} row`);
      const rows = await rowsOf(type);
      expect(rows, type).toHaveLength(1);
      expect(rows[0], type).toMatchObject({
        type,
        order_id: 'R-PARTNER-7',
        user_id: VISITOR,
        place: APP + page,
      });
      expect(JSON.parse(rows[0].extras), type).toMatchObject(extras);
    }
  });
});
