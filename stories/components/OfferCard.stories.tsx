import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfferCard } from '../../src/components/OfferCard/index.ts';
import { offers } from '../screens/fixtures/orderApi.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageModes, partnerThemeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** One provider's offer, a radio of the offers' group. */
const meta = {
  title: 'Components/OfferCard',
  component: OfferCard,
  decorators: [
    inColumn,
    (Story) => (
      <Box role="radiogroup" aria-label="Providers">
        <Story />
      </Box>
    ),
  ],
  args: {
    offer: offers[0],
    getSymbol: 'BTC',
    requirement: { kind: 'identityAbove', amount: 700, currency: 'EUR' },
    best: true,
    checked: false,
    groupName: 'offers',
    onSelect: fn(),
  },
} satisfies Meta<typeof OfferCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** In both languages (Chromatic modes, .storybook/modes.ts). */
export const Best: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(inLocale(globals, 'Best rate', '最优汇率'))).toBeVisible();
    await expect(canvas.getByText('0.00083939 BTC')).toBeVisible();
    await expect(canvas.getByText('5.48 USD')).toBeVisible();
    await expect(
      canvas.getByText(inLocale(globals, 'ID needed above 700 EUR', '超过 700 EUR 需验证身份')),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'RampEasy' }));
    await expect(args.onSelect).toHaveBeenCalledWith('rampeasy');
  },
};

/** The chosen card's outline in the default theme and a partner's (Chromatic modes). */
export const Checked: Story = {
  args: { best: false, checked: true, offer: offers[1] },
  parameters: { chromatic: { modes: partnerThemeModes } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Topper' })).toBeChecked();
    await expect(within(canvasElement).queryByText('Best rate')).toBeNull();
  },
};

export const AlreadyVerified: Story = {
  args: { requirement: { kind: 'verified' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Already verified')).toBeVisible();
  },
};

export const LongValues: Story = {
  args: {
    offer: {
      ...offers[2],
      name: 'MoonBeam International Crypto Payments Ltd.',
      getCurrencyAmount: '123456789.12345678',
    },
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'RampEasy' })).toBeDisabled();
  },
};
