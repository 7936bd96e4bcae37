import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { flowStore, ORDER_NO, SLOW } from './fixtures/orderApi.ts';

/** Wait Payment (/wait-payment): the provider's checkout in a new tab, the order followed live. */
const meta = {
  title: 'Screens/WaitPayment',
  component: AppShell,
  parameters: {
    route: `/wait-payment?orderNo=${ORDER_NO}`,
    store: flowStore({ checkoutOpened: [ORDER_NO] }),
  },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Complete your payment with Topper' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for the payment…');
    await expect(canvas.getByText(ORDER_NO)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open the payment page again' })).toBeEnabled();
  },
};

/** The browser blocked the new tab: 'Couldn't launch Topper / Please try again' with a button that opens it. */
export const TabBlocked: Story = {
  parameters: { store: flowStore({}) },
  beforeEach: () => {
    const original = window.open;
    const blocked = fn(() => null);
    window.open = blocked;
    return () => {
      window.open = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: "Couldn't launch Topper" }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText('Please try again')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open Topper' }));
    await expect(window.open).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  parameters: { store: flowStore({ checkoutOpened: [ORDER_NO] }, { latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading your order' }, SLOW),
    ).toBeVisible();
  },
};

export const UnknownOrder: Story = {
  parameters: {
    store: flowStore(
      {},
      {
        api: {
          orderDetail: {
            respCode: 404,
            respMessage: 'Order not found',
            respKey: 'order.notFound',
            respParams: {},
          },
        },
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No order to show' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText('Order not found')).toBeVisible();
  },
};

/** An unknown order to a zh-CN buyer: the key's Chinese text, not the gateway's English words. */
export const UnknownOrderChinese: Story = {
  globals: { locale: 'zh-CN' },
  parameters: UnknownOrder.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('未找到订单', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByText('Order not found')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: '请在 Topper 完成付款' }, SLOW),
    ).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
