import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormStory } from './support/FormStory.tsx';
import { formLists, SLOW } from './support/formLists.ts';

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

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /First name/ }, SLOW)).toHaveValue('');
    await expect(canvas.getByRole('group', { name: /Date of birth/ })).toBeVisible();
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
  },
};

export const Filled: Story = {
  args: { initial: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /Citizenship/ }, SLOW)).toHaveValue(
      'United Kingdom',
    );
    await expect(canvas.getByRole('textbox', { name: /Number/ })).toHaveValue('07911 123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

/** Submitted empty: every field says what it needs, and the focus is on the first. */
export const ErrorsShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }, SLOW));
    for (const message of REQUIRED_EN) await expect(await canvas.findByText(message, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveFocus();
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

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提交' }, SLOW));
    await expect(await canvas.findByText('请输入您的名字', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('group', { name: /出生日期/ })).toBeVisible();
    for (const alert of canvas.getAllByRole('alert'))
      await expect(alert.textContent).not.toMatch(/[A-Za-z]{3,}/);
  },
};

export const ChineseFilled: Story = {
  globals: { locale: 'zh-CN' },
  args: { initial: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /国籍/ }, SLOW)).toHaveValue('英国');
  },
};

export const PartnerTheme: Story = {
  globals: { partner: 'aurora' },
  args: { initial: filled },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /First name/ }, SLOW)).toHaveValue(
      'Ada',
    );
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
