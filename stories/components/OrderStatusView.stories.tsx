import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect, within } from 'storybook/test';
import { OrderStatusView } from '../../src/components/OrderStatusView/index.ts';
import { orderView } from '../screens/fixtures/orderApi.ts';
import { languageModes, partnerThemeModes } from '../../.storybook/modes.ts';
import { inLocale, localeArgs } from '../support/modes.tsx';

/** Where an order stands, for each status of SPEC §4. */
const meta = {
  title: 'Components/OrderStatusView',
  component: OrderStatusView,
  args: {
    order: orderView({ status: 'Paid', paymentResult: 'success', paidAmount: '100' }),
    supportEmail: 'support@buycrypto.example',
    actions: (
      <Button variant="contained" size="large" fullWidth>
        New Order
      </Button>
    ),
  },
} satisfies Meta<typeof OrderStatusView>;
export default meta;

type Story = StoryObj<typeof meta>;

const status = (overrides: Parameters<typeof orderView>[0]) => ({
  order: orderView({ paymentResult: 'success', paidAmount: '100', ...overrides }),
});

export const Pending: Story = {
  args: status({ status: 'Pending', paymentResult: 'pending', paidAmount: '0' }),
};
export const Authorized: Story = {
  args: status({ status: 'Authorized', paymentResult: 'preauth', paidAmount: '0' }),
};
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Processing transaction' })).toBeVisible();
    await expect(canvas.getByText('We received your payment.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Order progress' })).toBeVisible();
  },
};
/** In the default theme and a partner's dark one (Chromatic modes, .storybook/modes.ts). */
export const Converting: Story = {
  args: status({ status: 'Converting' }),
  parameters: { chromatic: { modes: partnerThemeModes } },
};
export const Converted: Story = { args: status({ status: 'Converted' }) };
export const Delivering: Story = {
  args: status({
    status: 'Delivering',
    txHash: '9f2c4a0d1b7e55ba0c896aa41d2e77f0',
    explorerUrl: 'https://mempool.space/tx/9f2c4a0d1b7e55ba0c896aa41d2e77f0',
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expected within 3 mins')).toBeVisible();
  },
};
/**
 * Delivering with the delivery transaction's confirmations so far (getConfirmedBlock), in both languages
 * (Chromatic modes; the screen's action button in the mode's language).
 */
export const DeliveringConfirmations: Story = {
  args: {
    ...Delivering.args,
    confirmations: { confirmations: 1, required: 3 },
  },
  decorators: [
    localeArgs<NonNullable<Story['args']>>({
      'en-US': {},
      'zh-CN': {
        actions: (
          <Button variant="contained" size="large" fullWidth>
            新订单
          </Button>
        ),
      },
    }),
  ],
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = inLocale(globals, '1 of 3 network confirmations', '网络确认 1/3');
    await expect(canvas.getByText(text)).toBeVisible();
    const bar = canvas.getByRole('progressbar', {
      name: inLocale(globals, 'Network confirmations', '网络确认'),
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
    await expect(bar).toHaveAttribute('aria-valuetext', text);
  },
};
export const Delivered: Story = {
  args: status({
    status: 'Delivered',
    txHash: '9f2c4a0d1b7e55ba0c896aa41d2e77f09120cc23d6e55ba0c896aa41d2e77f0',
    explorerUrl: 'https://mempool.space/tx/9f2c4a0d1b7e55ba0c896aa41d2e77f09120cc23d6e55ba0c896aa41d2e77f0',
    deliveredTime: 1761235260,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: /^9f2c4a0d1b7e…1d2e77f0 \(opens in a new tab\)$/ }),
    ).toHaveAttribute('target', '_blank');
    await expect(
      canvas.getAllByRole('listitem').filter((item) => item.textContent?.includes(', done')),
    ).toHaveLength(5);
  },
};
export const Expired: Story = {
  args: status({ status: 'Expired', paymentResult: 'pending', paidAmount: '0' }),
};
export const Failed: Story = { args: status({ status: 'Failed', statusReason: 'risk_review' }) };
export const DeliveryFailed: Story = {
  args: status({ status: 'Failed', statusReason: 'delivery_failed' }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'The delivery to your wallet failed. Please contact support at support@buycrypto.example.',
      ),
    ).toBeVisible();
  },
};
export const Underpaid: Story = {
  args: status({
    status: 'Underpaid',
    paymentResult: 'pending',
    paidAmount: '60',
    amountDue: '40',
    amountPaid: '60',
    amountToReceive: '0.0005035',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Amount due')).toBeVisible();
    await expect(canvas.getByText('To be received')).toBeVisible();
  },
};
export const Refunded: Story = { args: status({ status: 'Refunded', statusReason: 'risk_review' }) };
export const Cancelled: Story = {
  args: status({ status: 'Cancelled', paymentResult: 'failed', paidAmount: '0' }),
};
