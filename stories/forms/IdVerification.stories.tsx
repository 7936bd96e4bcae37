import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormStory } from './support/FormStory.tsx';
import { formLists, SLOW } from './support/formLists.ts';
import { languageModes, partnerThemeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

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

/** In the default theme and a partner's (Chromatic modes, .storybook/modes.ts). */
export const Filled: Story = {
  args: { initial: { country: 'DE', documentType: 'passport' } },
  parameters: { chromatic: { modes: partnerThemeModes } },
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

/** In both languages (Chromatic modes). */
export const ErrorsShown: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const passport = inLocale(globals, 'Passport', '护照');
    await expect(await canvas.findByText(passport, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: passport })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Submit', '提交') }));
    await expect(
      await canvas.findByText(
        inLocale(globals, 'Please select the issuing country', '请选择签发国家'),
        {},
        SLOW,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: inLocale(globals, /Issuing country/, /签发国家/) }),
    ).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { initial: { country: 'FR', documentType: 'passport' }, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'Passport' }, SLOW)).toBeDisabled();
  },
};
