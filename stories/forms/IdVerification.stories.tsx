import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormStory } from './support/FormStory.tsx';
import { formLists, SLOW } from './support/formLists.ts';

/** The ID verification form (schemas/forms/idVerification.json) of Verify ID. */
const meta = {
  title: 'Forms/IdVerification',
  component: FormStory<'idVerification'>,
  args: { form: 'idVerification', initial: {}, formContext: formLists, onSubmit: fn() },
} satisfies Meta<typeof FormStory<'idVerification'>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: /Document type/ }, SLOW);
    await expect(within(group).getByRole('radio', { name: 'ID card' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Passport' })).not.toBeChecked();
    await expect(within(group).getByRole('radio', { name: "Driver's license" })).not.toBeChecked();
  },
};

export const Filled: Story = {
  args: { initial: { country: 'DE', documentType: 'passport' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /Issuing country/ }, SLOW)).toHaveValue(
      'Germany',
    );
    await userEvent.click(canvas.getByRole('radio', { name: "Driver's license" }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ country: 'DE', documentType: 'driversLicense' });
  },
};

export const ErrorsShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }, SLOW));
    await expect(await canvas.findByText('Please select the issuing country', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Issuing country/ })).toHaveFocus();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('护照', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '护照' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('请选择签发国家', {}, SLOW)).toBeVisible();
  },
};

export const PartnerTheme: Story = {
  globals: { partner: 'aurora' },
  args: { initial: { country: 'FR', documentType: 'idCard' } },
};

export const Disabled: Story = {
  args: { initial: { country: 'FR', documentType: 'passport' }, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'Passport' }, SLOW)).toBeDisabled();
  },
};
