import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { acceptedQuote, flowStore, offers, SLOW } from './fixtures/orderApi.ts';
import { languageModes, reviewModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** Select Offer (/select-offer): the providers side by side, the best rate marked, what each needs of the buyer. */
const meta = {
  title: 'Screens/SelectOffer',
  component: AppShell,
  parameters: { route: '/select-offer', store: flowStore({ quote: acceptedQuote() }) },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  heading: inLocale(globals, 'Choose a provider', '选择服务商'),
  best: inLocale(globals, 'Best rate', '最优汇率'),
  idAbove: (amount: string) => inLocale(globals, `ID needed above ${amount}`, `超过 ${amount} 需验证身份`),
  noLogin: (provider: string, best: string) =>
    inLocale(
      globals,
      `We chose ${provider} for you: almost the same rate, and you pay on its own secure page without logging in. ${best} has the best rate, but you pay in the app after logging in (the first time, with your personal details).`,
      `我们为您选择了 ${provider}：汇率几乎相同，无需登录，在其安全页面上付款。${best} 汇率最优，但需要登录后在应用内付款（首次还需填写个人信息）。`,
    ),
});

/** In both languages, on a desktop and in a partner's theme (Chromatic modes). */
export const Offers: Story = {
  parameters: { chromatic: { modes: reviewModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    const group = await canvas.findByRole('radiogroup', { name: t.heading }, SLOW);
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'RampEasy' })).toBeChecked();
    await expect(canvas.getByText(t.best)).toBeVisible();
    await expect(canvas.getAllByText(t.idAbove('700 EUR'))).toHaveLength(3);
    await expect(canvas.getByText('0.00082547 BTC')).toBeVisible();
    await expect(canvas.getByText('7.14 USD')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Topper' }));
    await expect(canvas.getByRole('radio', { name: 'Topper' })).toBeChecked();
  },
};

/**
 * A buyer who is not logged in, when the best rate (RampEasy) takes the card in the app: Topper, paid on its
 * own page at almost the same rate, is chosen, the best rate still marked, and a note says why. In both
 * languages (Chromatic modes).
 */
const inAppBest = acceptedQuote({ offers: [{ ...offers[0], inAppCard: true }, offers[1], offers[2]] });

export const NoLoginChosen: Story = {
  parameters: { store: flowStore({ quote: inAppBest }), chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('radio', { name: 'Topper' }, SLOW)).toBeChecked();
    await expect(canvas.getByText(t.best)).toBeVisible();
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent(t.noLogin('Topper', 'RampEasy'));
    // The buyer takes the best rate after all: the note has said its piece.
    await userEvent.click(canvas.getByRole('radio', { name: 'RampEasy' }));
    await expect(canvas.queryByRole('note')).toBeNull();
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
