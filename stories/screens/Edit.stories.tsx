import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { quoteScreenStore } from './fixtures/quoteApi.ts';
import { languageModes, partnerSchemeModes, reviewModes } from '../../.storybook/modes.ts';
import { inLocale, themeColour } from '../support/modes.tsx';

/**
 * The Edit screen inside the shell (top bar with title, country and menu), over the fake root store
 * whose API answers from fixtures in the gateway's shapes.
 */
const meta = {
  title: 'Screens/Edit',
  component: AppShell,
  parameters: { route: '/edit', store: quoteScreenStore() },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const payInput = (canvas: Canvas, label = 'You Pay') => canvas.findByLabelText(label, { selector: 'input' });
const getInput = (canvas: Canvas, label = 'You get (estimate)') =>
  canvas.findByLabelText(label, { selector: 'input' });

type Globals = Record<string, unknown>;
/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  title: inLocale(globals, 'Buy', '购买'),
  pay: inLocale(globals, 'You Pay', '您支付'),
  get: inLocale(globals, 'You get (estimate)', '您获得（预估）'),
  newQuotes: inLocale(globals, 'New quotes in 01:00', '01:00 后更新报价'),
  card: inLocale(globals, /Credit or debit card/, /信用卡\/借记卡/),
  country: inLocale(globals, 'United States, change country', '美国，更换国家或地区'),
  continue: inLocale(globals, 'Continue', '继续'),
  minimum: inLocale(globals, 'Min. amount is 25 USD', '最小金额为 25 USD'),
});

/** In both languages, on a desktop, and in every partner's theme in light and dark (Chromatic modes). */
export const Quoted: Story = {
  parameters: { chromatic: { modes: { ...reviewModes, ...partnerSchemeModes } } },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(await payInput(canvas, t.pay)).toHaveValue('100');
    await waitFor(async () => expect(await getInput(canvas, t.get)).toHaveValue('0.0010001'));
    // The fees and the pay methods follow the amounts in a transition (QuotePanel).
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent(t.newQuotes));
    await expect(await canvas.findByRole('radio', { name: t.card })).toHaveAttribute('aria-checked', 'true');
    await expect(await canvas.findByRole('button', { name: t.country })).toBeVisible();
    const button = canvas.getByRole('button', { name: t.continue });
    await expect(button).toBeEnabled();
    // The theme's primary colour, once the quote has enabled the button (its colour fades in): done then, so
    // the accessibility check sees the button after that change, not halfway through it.
    await waitFor(() =>
      expect(getComputedStyle(button).backgroundColor).toBe(themeColour(loaded, 'primary')),
    );
  },
};

export const Loading: Story = {
  parameters: { store: quoteScreenStore({ latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Finding your country' })).toBeVisible();
    await expect(await getInput(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Loading payment methods' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** In both languages (Chromatic modes). */
export const ErrorUnderPay: Story = {
  parameters: {
    chromatic: { modes: languageModes },
    route: '/edit?sendCurrencyAmount=22',
    store: quoteScreenStore({
      api: {
        offerInquiry: {
          respCode: 501,
          respMessage: 'Min. amount is 25 USD',
          respKey: 'quote.belowMinimum',
          respParams: { amount: '25', currency: 'USD' },
        },
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByText(t.minimum)).toBeVisible();
    await expect(await payInput(canvas, t.pay)).toHaveAttribute('aria-invalid', 'true');
    await expect(await getInput(canvas, t.get)).toHaveValue('');
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('button', { name: t.continue })).toBeDisabled();
  },
};

export const ErrorUnderGet: Story = {
  parameters: {
    store: quoteScreenStore({
      api: {
        offerInquiry: {
          respCode: 500,
          respMessage: 'No price for BTC in USD right now, please try again later',
          respKey: 'quote.noPrice',
          respParams: { token: 'BTC', fiat: 'USD' },
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No price for BTC in USD right now, please try again later'),
    ).toBeVisible();
    await expect(await getInput(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(await getInput(canvas)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** The buyer types below the pay currency's minimum: the message comes from the limits, no quote is asked. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await getInput(canvas)).not.toHaveValue(''));
    const pay = await payInput(canvas);
    await userEvent.clear(pay);
    await userEvent.type(pay, '5');
    await userEvent.tab();
    await expect(await canvas.findByText('Min. amount is 20 USD')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const LockedFromUrl: Story = {
  parameters: { route: '/buy/ETH?sendCurrency=EUR&sendCurrencyAmount=250' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = await payInput(canvas);
    await expect(pay).toHaveValue('250');
    await expect(pay).toHaveAttribute('readonly');
    await expect(await canvas.findByRole('button', { name: 'EUR, change currency' })).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: 'ETH, change currency' })).toBeDisabled();
    await waitFor(async () => expect(await getInput(canvas)).toHaveValue('0.07936677'));
  },
};

export const GetSideFromUrl: Story = {
  parameters: { route: '/edit?getCurrency=USDT_TRC20&getCurrencyAmount=500' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await getInput(canvas)).toHaveAttribute('readonly');
    await waitFor(async () => expect(await payInput(canvas)).toHaveValue('515.33'));
    await expect(await canvas.findByRole('button', { name: 'USDT TRC20, change currency' })).toBeDisabled();
  },
};

export const BannedRegion: Story = {
  parameters: { store: quoteScreenStore({ isBan: 1 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await getInput(canvas)).not.toHaveValue(''));
    await expect(canvas.queryByRole('status', { name: 'Finding your country' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /change country/ })).toBeNull();
    await expect(canvas.queryByText('North Korea')).toBeNull();
  },
};
