import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { HistoryOrder } from '../../src/stores/OrderHistoryStore.ts';
import type { FakeRootStore, FakeRootStoreOverrides } from '../support/fakeRootStore.ts';
import { historyOrder, ORDER_STATUSES } from '../components/fixtures/orders.ts';
import { languageModes, reviewModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** My Orders (/my-orders) inside the shell, logged in, over orderList answers in the gateway's shape. */

/** Twelve orders, newest first, one of each status. */
const TWELVE = ORDER_STATUSES.map((status, index) => historyOrder(index + 1, { status }));

type Page = {
  respCode: number;
  respMessage: string;
  respKey?: string;
  respParams?: Record<string, string>;
  data?: { list: HistoryOrder[]; total: number; pageNo: number; pageSize: number };
};

/**
 * orderList over `orders`, paged as the gateway pages; `fail(pageNo, nth)` answers an error instead,
 * nth counting the requests of that page (kept across visits of a story, so failures go by odd/even).
 */
function orderList(orders: HistoryOrder[], fail?: (pageNo: number, nth: number) => boolean) {
  const asked = new Map<number, number>();
  return (body: Record<string, unknown>): Page => {
    const pageNo = Number(body.pageNo ?? 1);
    const pageSize = Number(body.pageSize ?? 10);
    const nth = (asked.get(pageNo) ?? 0) + 1;
    asked.set(pageNo, nth);
    if (fail?.(pageNo, nth))
      return {
        respCode: 9000,
        respMessage: 'Internal error, please try again later',
        respKey: 'common.internal',
        respParams: {},
      };
    const list = orders.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return { respCode: 200, respMessage: 'success', data: { list, total: orders.length, pageNo, pageSize } };
  };
}

const odd = (nth: number) => nth % 2 === 1;

const historyStore = (
  reply: ReturnType<typeof orderList>,
  overrides: FakeRootStoreOverrides = {},
): FakeRootStoreOverrides => ({
  url: '/my-orders',
  loggedIn: true,
  api: { orderList: reply },
  ...overrides,
});

const meta = {
  title: 'Screens/MyOrders',
  component: AppShell,
  parameters: { route: '/my-orders', store: historyStore(orderList(TWELVE)) },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const storeOf = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;
const rows = async (canvas: Canvas, name = 'Your orders') =>
  within(await canvas.findByRole('list', { name })).getAllByRole('link');

type Globals = Record<string, unknown>;
/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  title: inLocale(globals, 'My Orders', '我的订单'),
  list: inLocale(globals, 'Your orders', '您的订单'),
  pending: inLocale(globals, 'Awaiting payment', '待付款'),
  toPay: (amount: string) => inLocale(globals, `Order amount ${amount}`, `订单金额 ${amount}`),
  delivered: inLocale(globals, 'Delivered', '已到账'),
  paid: (amount: string) => inLocale(globals, `Paid ${amount}`, `已付 ${amount}`),
  shown: (shown: number, total: number) =>
    inLocale(globals, `Showing ${shown} of ${total} orders`, `已显示 ${shown} 个，共 ${total} 个订单`),
  loadMore: inLocale(globals, 'Load more', '加载更多'),
  empty: inLocale(globals, 'You have no order record.', '您还没有订单记录。'),
  newOrder: inLocale(globals, 'New Order', '新订单'),
  loadFailed: inLocale(globals, 'Your orders could not be loaded.', '无法加载您的订单。'),
  internal: inLocale(globals, 'Internal error, please try again later', '内部错误，请稍后再试'),
  tryAgain: inLocale(globals, 'Try again', '重试'),
});

/** In both languages, on a desktop and in a partner's theme (Chromatic modes). */
export const WithOrders: Story = {
  parameters: { chromatic: { modes: reviewModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const links = await rows(canvas, t.list);
    await expect(links).toHaveLength(10);
    await expect(links[0]).toHaveTextContent(t.pending);
    await expect(links[0]).toHaveTextContent(t.toPay('100.00 USD'));
    await expect(links[6]).toHaveTextContent(t.delivered);
    await expect(links[6]).toHaveTextContent(t.paid('100.00 USD'));
    await expect(links[0]).toHaveAttribute('href', `/order-status?orderNo=${TWELVE[0].orderNo}`);
    await expect(canvas.getByText(t.shown(10, 12))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.loadMore })).toBeEnabled();
  },
};

export const LoadMore: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(12));
    await expect(canvas.getByText('Showing 12 of 12 orders')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    const pages = storeOf(loaded)
      .apiCalls.filter((call) => call.endpoint === 'orderList')
      .map((call) => call.body.pageNo);
    await expect(pages).toEqual(['1', '2']);
  },
};

/** A row opens the order's status page. */
export const OpenOrder: Story = {
  play: async ({ canvasElement, loaded }) => {
    const links = await rows(within(canvasElement));
    await userEvent.click(links[2]);
    await expect(storeOf(loaded).navigator.visited).toEqual([
      { to: `/order-status?orderNo=${TWELVE[2].orderNo}`, replace: false },
    ]);
  },
};

/** SPEC §2: the empty orders page; in both languages (Chromatic modes). */
export const Empty: Story = {
  parameters: { store: historyStore(orderList([])), chromatic: { modes: languageModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByText(t.empty)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.newOrder }));
    await expect(storeOf(loaded).navigator.visited).toEqual([{ to: '/edit', replace: false }]);
  },
};

export const Loading: Story = {
  parameters: { store: historyStore(orderList(TWELVE), { latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading your orders' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /BTC/ })).toBeNull();
  },
};

/**
 * The first page fails (every other time): the gateway's words and Try again, which loads the list. In
 * both languages (Chromatic modes): for a zh-CN buyer the refusal's key in Chinese, never the gateway's
 * English words.
 */
export const LoadFailed: Story = {
  parameters: {
    store: historyStore(orderList(TWELVE, (page, nth) => page === 1 && odd(nth))),
    chromatic: { modes: languageModes },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t.loadFailed);
    await expect(alert).toHaveTextContent(t.internal);
    if (globals.locale === 'zh-CN') await expect(alert).not.toHaveTextContent('Internal error');
    await userEvent.click(canvas.getByRole('button', { name: t.tryAgain }));
    await expect(await rows(canvas, t.list)).toHaveLength(10);
  },
};

/** A further page fails (every other time): the orders shown stay, the button retries. */
export const LoadMoreFailed: Story = {
  parameters: { store: historyStore(orderList(TWELVE, (page, nth) => page === 2 && odd(nth))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText(/More orders could not be loaded\./)).toBeVisible();
    await expect(await rows(canvas)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(12));
  },
};

/** Logged out, the page asks for a login first (SPEC §4 "Route guards") and remembers itself. */
export const LoggedOut: Story = {
  parameters: { store: historyStore(orderList(TWELVE), { loggedIn: false }) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    // The guard's redirect loads the login screen lazily: on a cold dev server that takes a while.
    const heading = await canvas.findByRole(
      'heading',
      { level: 2, name: 'Enter your e-mail' },
      { timeout: 10_000 },
    );
    await expect(heading).toBeVisible();
    await expect(storeOf(loaded).userInfo.loginTarget).toBe('/my-orders');
  },
};

/** The first page fails for a zh-CN buyer: the refusal's key in Chinese, never the gateway's English words. */
