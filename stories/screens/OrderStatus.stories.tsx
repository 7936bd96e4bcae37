import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { OrderView } from '../../src/stores/OrderStore.ts';
import { flowStore, ORDER_NO, SLOW } from './fixtures/orderApi.ts';
import { languageModes, modes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** Order status (/order-status?orderNo=…): every status with its text, live, and the order's details. */
const meta = {
  title: 'Screens/OrderStatus',
  component: AppShell,
  parameters: { route: `/order-status?orderNo=${ORDER_NO}` },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

const at = (order: Partial<OrderView>) => ({
  store: flowStore({}, { order: { paymentResult: 'success', paidAmount: '100', ...order } }),
});
const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name }, SLOW);

export const Converting: Story = {
  parameters: at({ status: 'Converting' }),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Processing transaction')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("We're purchasing your crypto. This takes between a few minutes and a few hours."),
    ).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Converting, current step',
    );
    await expect(canvas.getByText(ORDER_NO)).toBeVisible();
  },
};

/** On a phone and on a desktop (Chromatic modes, .storybook/modes.ts). */
export const Delivering: Story = {
  parameters: {
    ...at({ status: 'Delivering', txHash: '9f2c4a0d1b7e55ba0c896aa41d2e77f09120cc23' }),
    chromatic: { modes: { 'en-US phone': modes['en-US phone'], 'en-US desktop': modes['en-US desktop'] } },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Processing transaction');
    await expect(within(canvasElement).getByText('Expected within 3 mins')).toBeVisible();
  },
};

/** In both languages (Chromatic modes). */
export const Delivered: Story = {
  parameters: {
    ...at({
      status: 'Delivered',
      txHash: '9f2c4a0d1b7e55ba0c896aa41d2e77f09120cc23d6e55ba0c896aa41d2e77f0',
      explorerUrl: 'https://mempool.space/tx/9f2c4a0d1b7e55ba0c896aa41d2e77f09120cc23d6e55ba0c896aa41d2e77f0',
      deliveredTime: Math.floor(Date.UTC(2025, 9, 23, 16, 1) / 1000),
    }),
    chromatic: { modes: languageModes },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await heading(canvasElement, inLocale(globals, 'Delivered', '已到账'))).toBeVisible();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        inLocale(globals, '0.00083917 BTC was sent to your wallet.', '0.00083917 BTC 已发送至您的钱包。'),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /9f2c4a0d1b7e…/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/mempool\.space\/tx\//),
    );
    await expect(canvas.getByText(inLocale(globals, 'Delivered time', '到账时间'))).toBeVisible();
  },
};

export const Expired: Story = {
  parameters: at({ status: 'Expired', paymentResult: 'pending', paidAmount: '0', statusReason: 'unpaid' }),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Expired')).toBeVisible();
    await expect(within(canvasElement).getByText('Please make a new order')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: at({ status: 'Failed', statusReason: 'risk_review' }),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Failed')).toBeVisible();
    await expect(
      within(canvasElement).getByText(
        'The transaction failed. Your payment will be refunded within 24 hours.',
      ),
    ).toBeVisible();
  },
};

export const DeliveryFailed: Story = {
  parameters: at({ status: 'Failed', statusReason: 'delivery_failed' }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Failed');
    await expect(
      within(canvasElement).getByText(
        /The delivery to your wallet failed\. Please contact support at .+@.+\./,
      ),
    ).toBeVisible();
  },
};

export const Underpaid: Story = {
  parameters: at({
    status: 'Underpaid',
    paymentResult: 'pending',
    paidAmount: '60',
    amountDue: '40',
    amountPaid: '60',
    amountToReceive: '0.0005035',
  }),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Underpaid')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('40 USD')).toBeVisible();
    await expect(canvas.getByText('0.0005035 BTC')).toBeVisible();
  },
};

export const Refunded: Story = {
  parameters: at({ status: 'Refunded', statusReason: 'risk_review' }),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Refunded')).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: at({ status: 'Pending', paymentResult: 'pending', paidAmount: '0' }),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Waiting for your payment')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Go to payment' })).toBeVisible();
  },
};

export const NoOrderNumber: Story = {
  parameters: { route: '/order-status', store: flowStore({}) },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'No order to show')).toBeVisible();
  },
};
