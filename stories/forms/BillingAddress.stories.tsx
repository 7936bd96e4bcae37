import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormStory } from './support/FormStory.tsx';
import { formLists, SLOW } from './support/formLists.ts';
import { languageModes, partnerThemeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** The billing address form (schemas/forms/billingAddress.json) of Enter Card. */
const meta = {
  title: 'Forms/BillingAddress',
  component: FormStory<'billingAddress'>,
  args: { form: 'billingAddress', initial: {}, formContext: formLists, onSubmit: fn() },
} satisfies Meta<typeof FormStory<'billingAddress'>>;
export default meta;

type Story = StoryObj<typeof meta>;

const filled = { country: 'FR', city: 'Paris', zipCode: '75001', address: '1 Rue de Rivoli' };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /Country/ }, SLOW)).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /ZIP code/ })).toHaveValue('');
  },
};

/** The country searched by name (with flags), then a city of the gateway's list. */
export const Filling: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('combobox', { name: /Country/ }, SLOW), 'Fra');
    await userEvent.click(await page.findByRole('option', { name: 'France' }, SLOW));
    await userEvent.type(canvas.getByRole('combobox', { name: /City/ }), 'Ly');
    await userEvent.click(await page.findByRole('option', { name: 'Lyon' }, SLOW));
    await userEvent.type(canvas.getByRole('textbox', { name: /ZIP code/ }), '69001');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Address/ }), '2 Place Bellecour');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      country: 'FR',
      city: 'Lyon',
      zipCode: '69001',
      address: '2 Place Bellecour',
    });
  },
};

/** In the default theme and a partner's (Chromatic modes, .storybook/modes.ts). */
export const Filled: Story = {
  args: { initial: filled },
  parameters: { chromatic: { modes: partnerThemeModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /Country/ }, SLOW)).toHaveValue('France');
    await expect(canvas.getByRole('textbox', { name: /ZIP code/ })).toHaveValue('75001');
  },
};

/** In both languages (Chromatic modes). */
export const ErrorsShown: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: inLocale(globals, 'Submit', '提交') }, SLOW),
    );
    for (const message of inLocale(
      globals,
      [
        'Please select your country',
        'Please enter your city',
        'Please enter your ZIP code',
        'Please enter your address',
      ],
      ['请选择您的国家', '请输入您所在的城市', '请输入您的邮政编码', '请输入您的地址'],
    )) {
      await expect(await canvas.findByText(message, {}, SLOW)).toBeVisible();
    }
    await expect(canvas.getByRole('combobox', { name: inLocale(globals, /Country/, /国家/) })).toHaveFocus();
    // No English left in the Chinese errors.
    if (globals.locale === 'zh-CN')
      for (const alert of canvas.getAllByRole('alert'))
        await expect(alert.textContent).not.toMatch(/[A-Za-z]{3,}/);
  },
};

/** The gateway refused a field (fieldErrorsOf): shown beside it. */
export const GatewayFieldError: Story = {
  args: { initial: filled, extraErrors: { zipCode: { __errors: ['Please enter a valid ZIP code'] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Please enter a valid ZIP code', {}, SLOW),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { initial: filled, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('combobox', { name: /Country/ }, SLOW),
    ).toBeDisabled();
  },
};
