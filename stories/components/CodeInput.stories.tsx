import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeInput, type CodeInputProps } from '../../src/components/CodeInput/index.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageModes, partnerThemeModes } from '../../.storybook/modes.ts';
import { inLocale, localeArgs } from '../support/modes.tsx';
import { heldValue } from '../support/heldValue.tsx';

const ControlledCodeInput = heldValue(CodeInput);

const meta = {
  title: 'Components/CodeInput',
  component: CodeInput,
  decorators: [inColumn],
  args: { value: '', onChange: fn() },
  render: (args) => <ControlledCodeInput {...args} />,
} satisfies Meta<typeof CodeInput>;
export default meta;

type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name = 'Verification code') =>
  within(canvasElement).getByRole('textbox', { name });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveValue('');
  },
};

/** Only digits are kept, at most six; each box shows its digit. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('12a3-45678');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"][data-active]')).toHaveLength(6);
    await expect(within(canvasElement).getByText('6', { selector: '[data-active]' })).toBeVisible();
  },
};

/** A code pasted from the mail with a space in the middle arrives whole. */
export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await userEvent.click(input);
    await userEvent.paste('Your code: 482 913');
    await expect(input).toHaveValue('482913');
    await expect(args.onChange).toHaveBeenCalledWith('482913');
  },
};

export const Partial: Story = {
  args: { value: '482' },
};

const ERROR = {
  'en-US': 'The verification code is incorrect, 4 attempts left',
  'zh-CN': '验证码不正确，还可尝试 4 次',
};

/** The gateway's refusal under the boxes, in both languages (Chromatic modes; the screen translates it). */
export const WithError: Story = {
  args: { value: '482913', error: ERROR['en-US'] },
  decorators: [
    localeArgs<CodeInputProps>({ 'en-US': { error: ERROR['en-US'] }, 'zh-CN': { error: ERROR['zh-CN'] } }),
  ],
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const input = field(canvasElement, inLocale(globals, 'Verification code', '验证码'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(inLocale(globals, ERROR['en-US'], ERROR['zh-CN']));
  },
};

export const Checking: Story = {
  args: { value: '482913', busy: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { value: '48', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
  },
};

/** Focused when it mounts, with four digits typed, in the default theme and a partner's (Chromatic modes). */
export const FocusOnMount: Story = {
  args: { value: '4829', focusOnMount: true },
  parameters: { chromatic: { modes: partnerThemeModes } },
  play: async ({ canvasElement }) => {
    // The field takes focus in an effect, which React may run after the play function has started.
    // Focus inside the story's document, which holds whether or not the frame has the page's focus.
    await waitFor(() => expect(field(canvasElement)).toHaveFocus());
  },
};

/** A shorter code and a label of the screen's own. */
export const FourDigits: Story = {
  args: { length: 4, label: 'PIN' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'PIN');
    await userEvent.click(input);
    await userEvent.paste('123456');
    await expect(input).toHaveValue('1234');
  },
};
