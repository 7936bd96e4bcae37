import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { flowStore, ORDER_NO, SLOW } from './fixtures/orderApi.ts';
import { languageModes, localeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

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
type Globals = Record<string, unknown>;

/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  title: (provider: string) =>
    inLocale(globals, `Complete your payment with ${provider}`, `请在 ${provider} 完成付款`),
  waiting: inLocale(globals, 'Waiting for the payment…', '正在等待付款…'),
  reopen: inLocale(globals, 'Open the payment page again', '重新打开付款页面'),
  noOrder: inLocale(globals, 'No order to show', '没有可显示的订单'),
  notFound: inLocale(globals, 'Order not found', '未找到订单'),
});

/** In both languages and on a desktop (Chromatic modes). */
export const Waiting: Story = {
  parameters: { chromatic: { modes: localeModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t.title('Topper') }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t.waiting);
    await expect(canvas.getByText(ORDER_NO)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.reopen })).toBeEnabled();
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

/**
 * An unknown order, in both languages (Chromatic modes): to a zh-CN buyer the key's Chinese text, not the
 * gateway's English words.
 */
export const UnknownOrder: Story = {
  parameters: {
    chromatic: { modes: languageModes },
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
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.noOrder }, SLOW)).toBeVisible();
    await expect(canvas.getByText(t.notFound)).toBeVisible();
    if (globals.locale === 'zh-CN') await expect(canvas.queryByText('Order not found')).toBeNull();
  },
};
