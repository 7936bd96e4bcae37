import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { quoteScreenStore } from './fixtures/quoteApi.ts';

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
const payInput = (canvas: Canvas) => canvas.findByLabelText('You Pay', { selector: 'input' });
const getInput = (canvas: Canvas) => canvas.findByLabelText('You get (estimate)', { selector: 'input' });

export const Quoted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Buy' })).toBeVisible();
    await expect(await payInput(canvas)).toHaveValue('100');
    await waitFor(async () => expect(await getInput(canvas)).toHaveValue('0.0010001'));
    await expect(canvas.getByRole('timer')).toHaveTextContent('New quotes in 01:00');
    await expect(canvas.getByRole('radio', { name: /Credit or debit card/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(await canvas.findByRole('button', { name: 'United States, change country' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
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

export const ErrorUnderPay: Story = {
  parameters: {
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Min. amount is 25 USD')).toBeVisible();
    await expect(await payInput(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(await getInput(canvas)).toHaveValue('');
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
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

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '购买' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '美国，更换国家或地区' })).toBeVisible();
    await expect(await canvas.findByRole('timer')).toHaveTextContent('01:00 后更新报价');
    await expect(canvas.getByRole('button', { name: '继续' })).toBeEnabled();
  },
};

export const ChineseErrorUnderPay: Story = {
  globals: { locale: 'zh-CN' },
  parameters: ErrorUnderPay.parameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('最小金额为 25 USD')).toBeVisible();
  },
};

export const PartnerTheme: Story = {
  globals: { partner: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Continue' });
    // aurora's primary, #A78BFA, once the quote has enabled the button (its colour fades in).
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe('rgb(167, 139, 250)'));
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // Done once the quote is in: Continue turns from grey to the brand colour then, and the accessibility
  // check must see the button after that change, not halfway through it.
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeEnabled(),
    );
  },
};
