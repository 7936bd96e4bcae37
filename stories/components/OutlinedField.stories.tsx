import type { Meta, StoryObj } from '@storybook/react-vite';
import InputAdornment from '@mui/material/InputAdornment';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OutlinedField, type OutlinedFieldProps } from '../../src/components/OutlinedField/index.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageModes, partnerThemeModes } from '../../.storybook/modes.ts';
import { inLocale, localeArgs } from '../support/modes.tsx';
import { heldValue } from '../support/heldValue.tsx';

const ControlledOutlinedField = heldValue(OutlinedField);

// The texts come translated from the screen (Log In's, the widget's): here in the mode's language.
const EMAIL = { 'en-US': 'E-mail address', 'zh-CN': '电子邮箱地址' };
const ADDRESS = { 'en-US': 'To my wallet address', 'zh-CN': '到我的钱包地址' };
const EMAIL_FORMAT = {
  'en-US': 'Please enter the correct email format',
  'zh-CN': '请输入正确的邮箱格式',
};

const meta = {
  title: 'Components/OutlinedField',
  component: OutlinedField,
  decorators: [
    inColumn,
    localeArgs<OutlinedFieldProps>({
      'en-US': { label: EMAIL['en-US'] },
      'zh-CN': { label: EMAIL['zh-CN'] },
    }),
  ],
  args: {
    label: EMAIL['en-US'],
    value: '',
    type: 'email',
    name: 'email',
    inputProps: { autoComplete: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: false },
    onChange: fn(),
    onBlur: fn(),
  },
  render: (args) => <ControlledOutlinedField {...args} />,
  parameters: { chromatic: { modes: languageModes } },
} satisfies Meta<typeof OutlinedField>;
export default meta;

type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('textbox', { name: inLocale(globals, EMAIL['en-US'], EMAIL['zh-CN']) });

/** Empty: the label sits above the field from the start (a page rendered ahead takes typing before the app). */
export const Empty: Story = {
  parameters: { chromatic: { modes: { ...languageModes, ...partnerThemeModes } } },
  play: async ({ canvasElement, globals }) => {
    const input = field(canvasElement, globals);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(canvasElement.querySelector('label')).toHaveAttribute('data-shrink', 'true');
  },
};

/** What is typed is handed on, and leaving the field is told. */
export const Typing: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const input = field(canvasElement, globals);
    await userEvent.type(input, 'buyer@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('buyer@example.com');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { value: 'buyer@example.com' },
  play: async ({ canvasElement, globals }) => {
    await expect(field(canvasElement, globals)).toHaveValue('buyer@example.com');
  },
};

/** What is wrong, under the field as its description, in the buyer's language. */
export const WithError: Story = {
  args: { value: 'buyer@', error: EMAIL_FORMAT['en-US'] },
  decorators: [
    localeArgs<OutlinedFieldProps>({
      'en-US': { error: EMAIL_FORMAT['en-US'] },
      'zh-CN': { error: EMAIL_FORMAT['zh-CN'] },
    }),
  ],
  play: async ({ canvasElement, globals }) => {
    const input = field(canvasElement, globals);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      inLocale(globals, EMAIL_FORMAT['en-US'], EMAIL_FORMAT['zh-CN']),
    );
  },
};

export const Disabled: Story = {
  args: { value: 'buyer@example.com', disabled: true },
  play: async ({ canvasElement, globals }) => {
    await expect(field(canvasElement, globals)).toBeDisabled();
  },
};

/** The widget's address field: a placeholder, and a control at its end (here the asset's symbol). */
export const WithPlaceholderAndEnd: Story = {
  args: {
    type: 'text',
    name: undefined,
    placeholder: '0x…',
    inputProps: { autoComplete: 'off', spellCheck: false },
    endAdornment: <InputAdornment position="end">ETH</InputAdornment>,
  },
  decorators: [
    localeArgs<OutlinedFieldProps>({
      'en-US': { label: ADDRESS['en-US'] },
      'zh-CN': { label: ADDRESS['zh-CN'] },
    }),
  ],
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: inLocale(globals, ADDRESS['en-US'], ADDRESS['zh-CN']),
    });
    await expect(input).toHaveAttribute('placeholder', '0x…');
    await expect(within(canvasElement).getByText('ETH')).toBeVisible();
  },
};
