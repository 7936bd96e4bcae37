import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FeeSummary, type FeeSummaryProps } from '../../src/components/FeeSummary/index.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageAndThemeModes, languageModes } from '../../.storybook/modes.ts';
import { inLocale, themeColour } from '../support/modes.tsx';

const meta = {
  title: 'Components/FeeSummary',
  component: FeeSummary,
  decorators: [inColumn],
  args: { processingFee: '2.994', networkFee: '0.511', feeCurrency: 'USD', secondsLeft: 59 },
} satisfies Meta<typeof FeeSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement, name = /^(Total fees|总费用)/) =>
  within(canvasElement).getByRole('button', { name });

/** The fee texts in the mode's language. */
const texts = (globals: Record<string, unknown>) => ({
  total: inLocale(globals, 'Total fees', '总费用'),
  processing: inLocale(globals, 'Processing fee', '手续费'),
  network: inLocale(globals, 'Network fee', '网络费'),
});

/** In both languages and a partner's theme (Chromatic modes, .storybook/modes.ts). */
export const Default: Story = {
  parameters: { chromatic: { modes: languageAndThemeModes } },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const { total, processing, network } = texts(globals);
    await expect(toggle(canvasElement)).toHaveTextContent(`${total}3.50 USD`); // the rows below, 2.99 + 0.51
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent(inLocale(globals, 'New quotes in 00:59', '00:59 后更新报价'));
    // The countdown is secondary text in the theme's colour.
    await expect(getComputedStyle(timer).color).toBe(themeColour(loaded, 'textSecondary'));
    await userEvent.click(toggle(canvasElement));
    await expect(toggle(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    const rows = within(await canvas.findByRole('list')).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([`${processing}2.99 USD`, `${network}0.51 USD`]);
    // The rows open with a CSS transition: visible once it has started, whatever the frame's speed.
    await waitFor(() => expect(canvas.getByText(network)).toBeVisible());
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
};

export const NetworkFeeZero: Story = {
  args: { networkFee: '0', defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual(['Processing fee2.99 USD']);
  },
};

export const NoFees: Story = {
  args: { processingFee: 0, networkFee: 0, defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement)).toHaveTextContent('Total fees0.00 USD');
    await expect(toggle(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Calculating fees' })).toBeVisible();
  },
};

/** The last quote failed: the store cleared the countdown. */
export const NoCountdown: Story = {
  args: { secondsLeft: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
  },
};

export const LongValues: Story = {
  args: {
    processingFee: '12345678.999',
    networkFee: '0.004',
    feeCurrency: 'USDT_TRC20',
    secondsLeft: 6000,
    defaultExpanded: true,
  },
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement)).toHaveTextContent('12,345,679.00 USDT_TRC20');
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('New quotes in 100:00');
  },
};

/** Ticks as the quote store does, once a second, to show the countdown live. */
function TickingFeeSummary(args: FeeSummaryProps) {
  const [secondsLeft, setSecondsLeft] = useState(args.secondsLeft ?? 0);
  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return <FeeSummary {...args} secondsLeft={secondsLeft} />;
}

export const Ticking: Story = {
  args: { secondsLeft: 3 },
  render: (args) => <TickingFeeSummary key={args.secondsLeft} {...args} />,
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('New quotes in 00:03');
    await waitFor(() => expect(timer).toHaveTextContent('New quotes in 00:02'), { timeout: 2000 });
  },
};

/** A quote about to be renewed, then renewed: the polite live region speaks twice, the ticks never. */
export const Announcements: Story = {
  args: { secondsLeft: 12 },
  render: (args) => <RenewingFeeSummary key={args.secondsLeft} {...args} />,
  play: async ({ canvasElement }) => {
    const live = canvasElement.querySelector('[aria-live="polite"][aria-atomic="true"]');
    await expect(live).toHaveTextContent('');
    await waitFor(() => expect(live).toHaveTextContent('New quotes in 00:10'), { timeout: 4000 });
    await waitFor(
      () => expect(within(canvasElement).getByRole('timer')).toHaveTextContent('New quotes in 00:09'),
      { timeout: 2000 },
    );
    await expect(live).toHaveTextContent('New quotes in 00:10');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Renew now' }));
    await waitFor(() => expect(live).toHaveTextContent('New quote received. New quotes in 01:00'));
  },
};

/** Ticks once a second and renews the quote at 0 or on demand, as the quote store does. */
function RenewingFeeSummary(args: FeeSummaryProps) {
  const [secondsLeft, setSecondsLeft] = useState(args.secondsLeft ?? 0);
  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((left) => (left <= 1 ? 60 : left - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <FeeSummary {...args} secondsLeft={secondsLeft} />
      <button type="button" onClick={() => setSecondsLeft(60)}>
        Renew now
      </button>
    </>
  );
}

/**
 * SPEC §3 fee data in two currencies (processingFeeSymbol USD, networkFeeSymbol BTC): a row each, never
 * added; in both languages (Chromatic modes).
 */
export const TwoCurrencies: Story = {
  args: {
    processingFee: '2.994',
    processingFeeCurrency: 'USD',
    networkFee: '0.000123456',
    networkFeeCurrency: 'BTC',
    defaultExpanded: true,
  },
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { total, processing, network } = texts(globals);
    await expect(toggle(canvasElement)).toHaveTextContent(`${total}2.99 USD + 0.00012346 BTC`);
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      `${processing}2.99 USD`,
      `${network}0.00012346 BTC`,
    ]);
    await waitFor(() => expect(canvas.getByText(network)).toBeVisible());
  },
};
