import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { acceptedQuote, flowStore, SLOW } from './fixtures/orderApi.ts';

/** The order step (/order) when no rule moves the buyer on: the pay method is chosen here. */
const meta = {
  title: 'Screens/Order',
  component: AppShell,
  parameters: { route: '/order', store: flowStore({ quote: acceptedQuote() }) },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ChooseMethod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'How would you like to pay?' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText('You pay 100 USD and get about 0.00083939 BTC')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Credit or debit card/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(canvas.getByRole('radio', { name: /Apple Pay/ }));
    await expect(canvas.getByRole('radio', { name: /Apple Pay/ })).toHaveAttribute('aria-checked', 'true');
  },
};

export const QuoteExpired: Story = {
  parameters: {
    route: '/order?token=expired-token',
    store: flowStore(
      {},
      {
        api: {
          offerInquiryInfo: {
            respCode: 5003,
            respMessage: 'The price has expired, please get a new quote',
            respKey: 'quote.expired',
            respParams: {},
          },
          offerMethodList: {
            respCode: 5003,
            respMessage: 'The price has expired, please get a new quote',
            respKey: 'quote.expired',
            respParams: {},
          },
        },
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No quote to order from' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText('The price has expired, please get a new quote')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get a new quote' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { route: '/order?token=slow-token', store: flowStore({}, { latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading your order' }, SLOW),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: '您想如何付款？' }, SLOW),
    ).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
