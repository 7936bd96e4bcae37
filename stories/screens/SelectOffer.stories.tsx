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

/**
 * A buyer who is not logged in, when the best rate (RampEasy) takes the card in the app: Topper, paid on its
 * own page at almost the same rate, is chosen, the best rate still marked, and a note says why.
 */
const inAppBest = acceptedQuote({ offers: [{ ...offers[0], inAppCard: true }, offers[1], offers[2]] });

export const NoLoginChosen: Story = {
  parameters: { store: flowStore({ quote: inAppBest }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Topper' }, SLOW)).toBeChecked();
    await expect(canvas.getByText('Best rate')).toBeVisible();
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent(
      'We chose Topper for you: almost the same rate, and you pay on its own secure page without logging in. RampEasy has the best rate, but you pay in the app after logging in (the first time, with your personal details).',
    );
    // The buyer takes the best rate after all: the note has said its piece.
    await userEvent.click(canvas.getByRole('radio', { name: 'RampEasy' }));
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

export const NoLoginChosenChinese: Story = {
  parameters: { store: flowStore({ quote: inAppBest }) },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Topper' }, SLOW)).toBeChecked();
    await expect(canvas.getByRole('note')).toHaveTextContent(
      '我们为您选择了 Topper：汇率几乎相同，无需登录，在其安全页面上付款。RampEasy 汇率最优，但需要登录后在应用内付款（首次还需填写个人信息）。',
    );
  },
};

/** A logged-in buyer starts with the best rate, even when it takes the card in the app. */
export const LoggedInBestInApp: Story = {
  parameters: { store: flowStore({ quote: inAppBest }, { loggedIn: { kycLevel: 1 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'RampEasy' }, SLOW)).toBeChecked();
    await expect(canvas.queryByRole('note')).toBeNull();
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
