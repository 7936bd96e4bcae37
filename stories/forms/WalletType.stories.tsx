import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormStory } from './support/FormStory.tsx';
import { formLists, SLOW } from './support/formLists.ts';

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

export const Filled: Story = {
  args: { initial: { walletType: 'exchange', exchangeName: 'Kraken' } },
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

export const ExchangeNeeded: Story = {
  args: { initial: { walletType: 'exchange' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }, SLOW));
    await expect(await canvas.findByText('Please select exchange', {}, SLOW)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { initial: { walletType: 'exchange' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提交' }, SLOW));
    await expect(await canvas.findByText('请选择交易所', {}, SLOW)).toBeVisible();
  },
};

export const PartnerTheme: Story = {
  globals: { partner: 'aurora' },
  args: { initial: { walletType: 'selfHosted' } },
};

export const Disabled: Story = {
  args: { initial: { walletType: 'selfHosted' }, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('radio', { name: 'Self-hosted wallet' }, SLOW),
    ).toBeDisabled();
  },
};
