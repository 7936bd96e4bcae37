import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { acceptedQuote, flowStore, offers, SLOW } from './fixtures/orderApi.ts';

/** Select Offer (/select-offer): the providers side by side, the best rate marked, what each needs of the buyer. */
const meta = {
  title: 'Screens/SelectOffer',
  component: AppShell,
  parameters: { route: '/select-offer', store: flowStore({ quote: acceptedQuote() }) },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Offers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Choose a provider' }, SLOW);
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'RampEasy' })).toBeChecked();
    await expect(canvas.getByText('Best rate')).toBeVisible();
    await expect(canvas.getAllByText('ID needed above 700 EUR')).toHaveLength(3);
    await expect(canvas.getByText('0.00082547 BTC')).toBeVisible();
    await expect(canvas.getByText('7.14 USD')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Topper' }));
    await expect(canvas.getByRole('radio', { name: 'Topper' })).toBeChecked();
  },
};

/** A buyer whose identity is approved (KYC level 2) needs nothing more. */
export const AlreadyVerified: Story = {
  parameters: { store: flowStore({ quote: acceptedQuote() }, { loggedIn: { kycLevel: 2 } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Already verified', {}, SLOW)).toHaveLength(3);
  },
};

export const NoOffer: Story = {
  parameters: { store: flowStore({ quote: acceptedQuote({ offers: [] }) }, {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No provider can take this order right now. Please get a new quote.', {}, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Opened without a quote (a bookmark, another tab): the way to one. */
export const WithoutQuote: Story = {
  parameters: { store: flowStore({}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No quote to order from' }, SLOW),
    ).toBeVisible();
    await expect(
      canvas.getByText('Get a quote first: choose what you pay and the crypto you want.'),
    ).toBeVisible();
  },
};

export const LongNames: Story = {
  parameters: {
    store: flowStore({
      quote: acceptedQuote({
        offers: [
          {
            ...offers[0],
            name: 'RampEasy International Payments Europe',
            getCurrencyAmount: '123456.12345678',
          },
          { ...offers[1], name: 'Topper Global Crypto Services', getCurrencyAmount: '123455.87654321' },
        ],
      }),
    }),
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radiogroup', { name: '选择服务商' }, SLOW)).toBeVisible();
    await expect(canvas.getByText('最优汇率')).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const PartnerTheme: Story = {
  globals: { partner: 'aurora' },
};
