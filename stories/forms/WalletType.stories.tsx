import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormStory } from './support/FormStory.tsx';
import { formLists, SLOW } from './support/formLists.ts';
import { languageModes, partnerThemeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** The destination wallet type form (schemas/forms/walletType.json) of Submit Address. */
const meta = {
  title: 'Forms/WalletType',
  component: FormStory<'walletType'>,
  args: { form: 'walletType', initial: {}, formContext: formLists, onSubmit: fn() },
} satisfies Meta<typeof FormStory<'walletType'>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Exchange' }, SLOW)).not.toBeChecked();
    // The exchange shows for the Exchange type only.
    await expect(canvas.queryByRole('combobox', { name: /Exchange/ })).toBeNull();
  },
};

/** In the default theme and a partner's (Chromatic modes, .storybook/modes.ts): both types and the exchange. */
export const Filled: Story = {
  args: { initial: { walletType: 'exchange', exchangeName: 'Kraken' } },
  parameters: { chromatic: { modes: partnerThemeModes } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /Exchange/ }, SLOW)).toHaveTextContent('Kraken');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ walletType: 'exchange', exchangeName: 'Kraken' });
  },
};

export const ErrorsShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }, SLOW));
    await expect(
      await canvas.findByText('Please select the type of destination wallet.', {}, SLOW),
    ).toBeVisible();
  },
};

/** In both languages (Chromatic modes). */
export const ExchangeNeeded: Story = {
  args: { initial: { walletType: 'exchange' } },
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: inLocale(globals, 'Submit', '提交') }, SLOW),
    );
    await expect(
      await canvas.findByText(inLocale(globals, 'Please select exchange', '请选择交易所'), {}, SLOW),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { initial: { walletType: 'selfHosted' }, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('radio', { name: 'Self-hosted wallet' }, SLOW),
    ).toBeDisabled();
  },
};
