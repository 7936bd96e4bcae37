import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { acceptedQuote, flowStore, SLOW } from './fixtures/orderApi.ts';
import { localeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** The order step (/order) when no rule moves the buyer on: the pay method is chosen here. */
const meta = {
  title: 'Screens/Order',
  component: AppShell,
  parameters: { route: '/order', store: flowStore({ quote: acceptedQuote() }) },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

/** In both languages and on a desktop (Chromatic modes, .storybook/modes.ts). */
export const ChooseMethod: Story = {
  parameters: { chromatic: { modes: localeModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: inLocale(globals, 'How would you like to pay?', '您想如何付款？') },
        SLOW,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        inLocale(
          globals,
          'You pay 100 USD and get about 0.00083939 BTC',
          '您支付 100 USD，约获得 0.00083939 BTC',
        ),
      ),
    ).toBeVisible();
    // The methods' names are the gateway's (the fixture's list), in either language.
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
