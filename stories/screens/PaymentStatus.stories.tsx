import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { FakeRootStore } from '../support/fakeRootStore.ts';
import { flowStore, type FlowState, ORDER_NO, SLOW } from './fixtures/orderApi.ts';
import { languageModes, modes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** Payment status (/payment-status): pre-authorization successful, failed, successful — live. */
const meta = {
  title: 'Screens/PaymentStatus',
  component: AppShell,
  parameters: { route: `/payment-status?orderNo=${ORDER_NO}` },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name }, SLOW);

/** On a phone and on a desktop (Chromatic modes, .storybook/modes.ts). */
export const PreAuthorized: Story = {
  parameters: {
    chromatic: { modes: { 'en-US phone': modes['en-US phone'], 'en-US desktop': modes['en-US desktop'] } },
    store: flowStore(
      {},
      { order: { status: 'Authorized', paymentResult: 'preauth', statusReason: 'awaiting_identity' } },
    ),
  },
  play: async ({ canvasElement, loaded }) => {
    await expect(await heading(canvasElement, 'Pre-authorization successful')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Your identity check must be completed, otherwise the authorization is voided and the order cancelled.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify identity' }));
    const root = loaded.store as FakeRootStore;
    await expect(root.navigator.visited.at(-1)?.to).toBe('/verify-id');
    await expect(root.session.getItem('kycReturnUrl')).toBe(`/payment-status?orderNo=${ORDER_NO}`);
  },
};

/** A declined card on an order paid in the app: Try again goes back to Select Card, not to a checkout page. */
export const FailedInAppCard: Story = {
  parameters: {
    store: {
      ...flowStore({ cardOrders: [ORDER_NO] } as FlowState, {
        order: {
          status: 'Pending',
          paymentResult: 'failed',
          statusReason: 'card_declined',
          offerType: 'rampeasy',
          providerName: 'RampEasy',
        },
      }),
    },
  },
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Try again' }, SLOW));
    await expect((loaded.store as FakeRootStore).navigator.visited.at(-1)?.to).toBe(
      `/select-card?orderNo=${ORDER_NO}`,
    );
  },
};

/** In both languages (Chromatic modes). */
export const Failed: Story = {
  parameters: {
    store: flowStore(
      {},
      { order: { status: 'Pending', paymentResult: 'failed', statusReason: 'card_declined' } },
    ),
    chromatic: { modes: languageModes },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await heading(canvasElement, inLocale(globals, 'Payment failed', '付款失败'))).toBeVisible();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        inLocale(
          globals,
          'Your payment failed, please contact your card issuer for further assistance',
          '您的付款失败，请联系您的发卡机构获取进一步帮助',
        ),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: inLocale(globals, 'Try again', '重试') })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: inLocale(globals, 'New Order', '新订单') }),
    ).toBeVisible();
  },
};

export const Successful: Story = {
  parameters: {
    store: flowStore({}, { order: { status: 'Paid', paymentResult: 'success', paidAmount: '100' } }),
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Payment successful')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'View order status' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  parameters: {
    store: flowStore(
      {},
      { order: { status: 'Cancelled', paymentResult: 'failed', statusReason: 'identity_not_approved' } },
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Order cancelled')).toBeVisible();
  },
};

export const Waiting: Story = {
  parameters: { store: flowStore({}) },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Waiting for your payment')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Open the payment page' })).toBeVisible();
  },
};
