import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressField, type AddressFieldProps } from '../../src/components/AddressField/index.ts';
import { BTC_ADDRESS } from '../screens/fixtures/orderApi.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageModes } from '../../.storybook/modes.ts';
import { inLocale, localeArgs } from '../support/modes.tsx';
import { heldValue } from '../support/heldValue.tsx';

const ControlledField = heldValue(AddressField);

const saved = [
  { id: '1', address: BTC_ADDRESS, name: 'My hardware wallet', networkName: 'Bitcoin' },
  { id: '2', address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', networkName: 'Bitcoin' },
];

const meta = {
  title: 'Components/AddressField',
  component: AddressField,
  decorators: [inColumn],
  render: (args) => <ControlledField {...args} />,
  args: { value: '', symbol: 'BTC', onChange: fn() },
} satisfies Meta<typeof AddressField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Your BTC wallet address' });
    await userEvent.type(field, 'bc1q');
    await expect(args.onChange).toHaveBeenLastCalledWith('bc1q');
  },
};

export const Required: Story = {
  args: { error: 'Please enter your BTC address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Your BTC wallet address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter your BTC address');
  },
};

export const Incorrect: Story = {
  args: {
    value: 'bc1-not-an-address',
    error: 'Incorrect address, check the characters and address length before trying again',
  },
};

export const Checking: Story = {
  args: { value: BTC_ADDRESS, checking: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Checking the address' })).toBeVisible();
    // Checked as it is typed: the field stays editable, and says it is busy.
    const field = canvas.getByRole('textbox', { name: 'Your BTC wallet address' });
    await expect(field).not.toHaveAttribute('readonly');
    await expect(field).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The buyer's saved addresses to pick from, and Save this address for a typed one; in both languages
 * (Chromatic modes, .storybook/modes.ts), in Chinese with the screen's refusal under the field.
 */
export const SavedAddresses: Story = {
  args: { savedAddresses: saved, save: { checked: false, onChange: fn() } },
  decorators: [localeArgs<AddressFieldProps>({ 'en-US': {}, 'zh-CN': { error: '请输入您的 BTC 地址' } })],
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: inLocale(globals, 'Save this address', '保存此地址') }),
    ).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /My hardware wallet/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(BTC_ADDRESS);
    await expect(canvas.getByRole('button', { name: /My hardware wallet/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
