import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { HistoryOrder } from '../../src/stores/OrderHistoryStore.ts';
import type { FakeRootStore, FakeRootStoreOverrides } from '../support/fakeRootStore.ts';
import { historyOrder, ORDER_STATUSES } from '../components/fixtures/orders.ts';

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

export const WithOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const links = await rows(canvas);
    await expect(links).toHaveLength(10);
    await expect(links[0]).toHaveTextContent('Awaiting payment');
    await expect(links[0]).toHaveTextContent('Order amount 100.00 USD');
    await expect(links[6]).toHaveTextContent('Delivered');
    await expect(links[6]).toHaveTextContent('Paid 100.00 USD');
    await expect(links[0]).toHaveAttribute('href', `/order-status?orderNo=${TWELVE[0].orderNo}`);
    await expect(canvas.getByText('Showing 10 of 12 orders')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeEnabled();
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

/** SPEC §2: the empty orders page. */
export const Empty: Story = {
  parameters: { store: historyStore(orderList([])) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no order record.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New Order' }));
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

/** The first page fails (every other time): the gateway's words and Try again, which loads the list. */
export const LoadFailed: Story = {
  parameters: { store: historyStore(orderList(TWELVE, (page, nth) => page === 1 && odd(nth))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your orders could not be loaded.');
    await expect(alert).toHaveTextContent('Internal error, please try again later');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await rows(canvas)).toHaveLength(10);
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

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
    const links = await rows(canvas, '您的订单');
    await expect(links[0]).toHaveTextContent('待付款');
    await expect(links[6]).toHaveTextContent('已付 100.00 USD');
    await expect(canvas.getByText('已显示 10 个，共 12 个订单')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '加载更多' })).toBeVisible();
  },
};

/** The first page fails for a zh-CN buyer: the refusal's key in Chinese, never the gateway's English words. */
export const ChineseLoadFailed: Story = {
  globals: { locale: 'zh-CN' },
  parameters: LoadFailed.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('内部错误，请稍后再试');
    await expect(alert).not.toHaveTextContent('Internal error');
  },
};

export const ChineseEmpty: Story = {
  globals: { locale: 'zh-CN' },
  parameters: Empty.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('您还没有订单记录。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新订单' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Aurora: Story = {
  globals: { partner: 'aurora' },
};
