import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { fixtureLogo } from '../components/fixtures/currencies.ts';
import { quoteScreenStore } from './fixtures/quoteApi.ts';
import { languageAndThemeModes, partnerSchemeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

const ethInfo = {
  respCode: 200,
  respMessage: 'success',
  data: {
    symbol: 'ETH',
    currency: 'ETH',
    name: 'Ethereum',
    network: 'ETH',
    imgUrl: fixtureLogo('ETH', '#627EEA'),
    vol24: 16_000_000_000,
    minAmount: 0.0046,
    maxAmount: 7.5,
    isHot: 1 as const,
  },
};

const VALID_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** Widget V2 (/buy): the gateway accepts addresses starting with 0x and 40 hex digits. */
const widgetStore = (api: Parameters<typeof quoteScreenStore>[0] = {}) =>
  quoteScreenStore({
    ...api,
    api: {
      getCurrencyInfo: ethInfo,
      validateAddress: (body) =>
        /^0x[0-9a-fA-F]{40}$/.test(String(body.address))
          ? {
              respCode: 200,
              respMessage: 'success',
              data: { address: String(body.address), network: 'ETH', currency: 'ETH' },
            }
          : { respCode: 4101, respMessage: 'This is not a valid Ethereum (ERC20) address for ETH' },
      ...api.api,
    },
  });

const meta = {
  title: 'Screens/BuyWidget',
  component: AppShell,
  parameters: { route: '/buy?currency=ETH', store: widgetStore() },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

/** In both languages, and in every partner's theme in light and dark (Chromatic modes, .storybook/modes.ts). */
export const Default: Story = {
  parameters: { chromatic: { modes: { ...languageAndThemeModes, ...partnerSchemeModes } } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ETH' })).toBeVisible();
    await expect(canvas.getByText(inLocale(globals, 'Hot', '热门'))).toBeVisible();
    // The volume in the buyer's language's compact notation: 16 billion dollars, $16B or US$160亿.
    await expect(
      canvas.getByText(
        inLocale<string | RegExp>(globals, '24h volume $16B', /^24 小时成交额 US\$160(\.0+)?亿$/),
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText(inLocale(globals, 'I want to buy', '我想购买'))).toHaveAttribute(
      'placeholder',
      '0.0046~7.5',
    );
    await expect(
      canvas.getByRole('button', { name: inLocale(globals, 'Get started', '开始') }),
    ).toBeDisabled();
  },
};

export const VolumeTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const help = await canvas.findByRole('button', {
      name: 'A measure of how much of a cryptocurrency was traded in the last 24 hours.',
    });
    await userEvent.hover(help);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'A measure of how much of a cryptocurrency was traded in the last 24 hours.',
    );
  },
};

export const Loading: Story = {
  parameters: { store: widgetStore({ latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading the cryptocurrency' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get started' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  parameters: {
    store: widgetStore({ api: { getCurrencyInfo: { respCode: 404, respMessage: 'Unknown token' } } }),
    // The store logs the gateway's refusal (scripts/check-storybook.ts fails on any other console error).
    expectedConsoleErrors: ['getCurrencyInfo failed (404): Unknown token'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Oops! Try again later.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const AmountAboveMax: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByLabelText('I want to buy');
    await waitFor(() => expect(amount).toBeEnabled());
    await userEvent.type(amount, '8');
    await expect(await canvas.findByText('Max. amount is 7.5 ETH')).toBeVisible();
  },
};

export const IncorrectAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = await canvas.findByLabelText('To my wallet address');
    await waitFor(() => expect(address).toBeEnabled());
    await userEvent.click(address);
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter your ETH address')).toBeVisible();
    await userEvent.type(address, '0x1234');
    await userEvent.tab();
    await expect(
      await canvas.findByText(
        'Incorrect address, check the characters and address length before trying again',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get started' })).toBeDisabled();
  },
};

export const ReadyToStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Max' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(canvas.getByLabelText('I want to buy')).toHaveValue('7.5');
    await userEvent.type(canvas.getByLabelText('To my wallet address'), VALID_ADDRESS);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Get started' })).toBeEnabled());
  },
};
