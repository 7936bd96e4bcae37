import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { OrderListItem, OrderListItemSkeleton } from '../../src/components/OrderListItem/index.ts';
import { historyOrder, ORDER_STATUSES } from './fixtures/orders.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageAndThemeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

const order = historyOrder(1);

const meta = {
  title: 'Components/OrderListItem',
  component: OrderListItem,
  decorators: [inColumn],
  args: { order, href: `/order-status?orderNo=${order.orderNo}`, onOpen: fn() },
} satisfies Meta<typeof OrderListItem>;
export default meta;

type Story = StoryObj<typeof meta>;

const link = (canvasElement: HTMLElement) => within(canvasElement).getByRole('link');
const when = (seconds: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(seconds * 1000),
  );

export const Delivered: Story = {
  play: async ({ canvasElement, args }) => {
    const row = link(canvasElement);
    await expect(row).toHaveAttribute('href', `/order-status?orderNo=${order.orderNo}`);
    await expect(row).toHaveTextContent('0.00083917 BTC');
    await expect(row).toHaveTextContent('Paid 100.00 USD');
    await expect(row).toHaveTextContent(`Order ID ${order.orderNo}`);
    await expect(within(row).getByText(when(order.createdAt))).toHaveAttribute(
      'datetime',
      new Date(order.createdAt * 1000).toISOString(),
    );
    await expect(within(row).getByText('Delivered')).toBeVisible();
    await userEvent.click(row);
    await expect(args.onOpen).toHaveBeenCalledWith(order.orderNo);
  },
};

/** Nothing paid yet: the order's price, not "Paid 0.00". */
export const AwaitingPayment: Story = {
  args: { order: historyOrder(1, { status: 'Pending' }) },
  play: async ({ canvasElement }) => {
    const row = link(canvasElement);
    await expect(row).toHaveTextContent('Order amount 100.00 USD');
    await expect(within(row).getByText('Awaiting payment')).toBeVisible();
  },
};

export const Underpaid: Story = {
  args: {
    order: historyOrder(1, {
      status: 'Underpaid',
      paidAmount: '60.5',
      sendCurrency: 'EUR',
      sendCurrencyAmount: '250',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement)).toHaveTextContent('Paid 60.50 EUR');
  },
};

/**
 * Every status with its chip: status colours only for status. In both languages and a partner's theme
 * (Chromatic modes, .storybook/modes.ts).
 */
export const AllStatuses: Story = {
  parameters: { chromatic: { modes: languageAndThemeModes } },
  render: (args) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {ORDER_STATUSES.map((status, index) => (
        <li key={status}>
          <OrderListItem {...args} order={historyOrder(index + 1, { status })} />
        </li>
      ))}
    </Box>
  ),
  play: async ({ canvasElement, globals }) => {
    const chips = [...canvasElement.querySelectorAll('[data-status]')].map((chip) => chip.textContent);
    await expect(chips).toEqual(
      inLocale(
        globals,
        [
          'Awaiting payment',
          'Pre-authorized',
          'Paid',
          'Converting',
          'Converted',
          'Delivering',
          'Delivered',
          'Failed',
          'Underpaid',
          'Expired',
          'Refunded',
          'Cancelled',
        ],
        [
          '待付款',
          '已预授权',
          '已付款',
          '兑换中',
          '已兑换',
          '发送中',
          '已到账',
          '失败',
          '付款不足',
          '已过期',
          '已退款',
          '已取消',
        ],
      ),
    );
    const [first] = within(canvasElement).getAllByRole('link');
    await expect(first).toHaveTextContent(
      inLocale(globals, 'Order amount 100.00 USD', '订单金额 100.00 USD'),
    );
    await expect(within(canvasElement).getAllByRole('link')[2]).toHaveTextContent(
      inLocale(globals, `Paid 100.00 USD`, `已付 100.00 USD`),
    );
  },
};

export const LongValues: Story = {
  args: {
    order: historyOrder(1, {
      getCurrencyAmount: '1234567.12345678',
      getSymbol: 'USDT',
      sendCurrency: 'IDR',
      sendCurrencyAmount: '19999999999',
      paidAmount: '19999999999',
    }),
  },
  play: async ({ canvasElement }) => {
    const row = link(canvasElement);
    await expect(row).toHaveTextContent('1,234,567.12345678 USDT');
    await expect(row).toHaveTextContent('Paid 19,999,999,999.00 IDR');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

/** A click with a modifier opens the link in a new tab as links do; the app does not take it over. */
export const ModifiedClick: Story = {
  play: async ({ canvasElement, args }) => {
    const row = link(canvasElement);
    row.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(row, { ctrlKey: true });
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <OrderListItemSkeleton />
      <OrderListItemSkeleton />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
