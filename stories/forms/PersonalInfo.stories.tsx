import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormStory } from './support/FormStory.tsx';
import { formLists, SLOW } from './support/formLists.ts';
import { languageAndThemeModes, languageModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** The personal information form (schemas/forms/personalInfo.json) of Enter Information. */
const meta = {
  title: 'Forms/PersonalInfo',
  component: FormStory<'personalInfo'>,
  args: { form: 'personalInfo', initial: {}, formContext: formLists, onSubmit: fn() },
} satisfies Meta<typeof FormStory<'personalInfo'>>;
export default meta;

type Story = StoryObj<typeof meta>;

const filled = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  citizenship: 'GB',
  city: 'London',
  purpose: 'investment',
  contactNumber: '+447911123456',
};

const REQUIRED_EN = [
  'Please enter your first name',
  'Please enter your last name',
  'Please select your date of birth',
  'Please select your citizenship',
  'Please enter your city',
  'Please select the purpose and nature of opening account',
  'Please enter your contact number',
];

const REQUIRED_ZH = [
  '请输入您的名字',
  '请输入您的姓氏',
  '请选择您的出生日期',
  '请选择您的国籍',
  '请输入您所在的城市',
  '请选择开户目的和性质',
  '请输入您的联系电话',
];

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /First name/ }, SLOW)).toHaveValue('');
    await expect(canvas.getByRole('group', { name: /Date of birth/ })).toBeVisible();
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
  },
};

/** In both languages and a partner's theme (Chromatic modes, .storybook/modes.ts). */
export const Filled: Story = {
  args: { initial: filled },
  parameters: { chromatic: { modes: languageAndThemeModes } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('combobox', { name: inLocale(globals, /Citizenship/, /国籍/) }, SLOW),
    ).toHaveValue(inLocale(globals, 'United Kingdom', '英国'));
    await expect(canvas.getByRole('textbox', { name: inLocale(globals, /First name/, /^名/) })).toHaveValue(
      'Ada',
    );
    await expect(canvas.getByRole('textbox', { name: inLocale(globals, /Number/, /号码/) })).toHaveValue(
      '07911 123456',
    );
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Submit', '提交') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

/** Submitted empty: every field says what it needs, and the focus is on the first; in both languages (Chromatic modes). */
export const ErrorsShown: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: inLocale(globals, 'Submit', '提交') }, SLOW),
    );
    for (const message of inLocale(globals, REQUIRED_EN, REQUIRED_ZH))
      await expect(await canvas.findByText(message, {}, SLOW)).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: inLocale(globals, /Date of birth/, /出生日期/) }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: inLocale(globals, /First name/, /^名/) })).toHaveFocus();
    // No English left in the Chinese errors.
    if (globals.locale === 'zh-CN')
      for (const alert of canvas.getAllByRole('alert'))
        await expect(alert.textContent).not.toMatch(/[A-Za-z]{3,}/);
  },
};

/** Leaving a field empty shows its own error only. */
export const ErrorOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: /First name/ }, SLOW));
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter your first name', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByText('Please enter your last name')).toBeNull();
  },
};

export const UnderAge: Story = {
  args: { initial: { ...filled, dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-15` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }, SLOW));
    await expect(await canvas.findByText('You must be at least 18 years old', {}, SLOW)).toBeVisible();
  },
};

export const BadPhoneNumber: Story = {
  args: { initial: { ...filled, contactNumber: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Number/ }, SLOW), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Please enter a valid contact number', {}, SLOW)).toBeVisible();
  },
};

/** Approved identity: the data is frozen, shown read-only. */
export const Disabled: Story = {
  args: { initial: filled, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /First name/ }, SLOW)).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Number/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /Citizenship/ })).toBeDisabled();
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { initial: filled },
};
