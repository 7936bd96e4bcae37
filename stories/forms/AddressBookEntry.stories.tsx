import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormStory } from './support/FormStory.tsx';
import { formLists, SLOW } from './support/formLists.ts';
import { languageModes, partnerThemeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** The add-address form (schemas/forms/addressBookEntry.json) of the address book. */
const meta = {
  title: 'Forms/AddressBookEntry',
  component: FormStory<'addressBookEntry'>,
  args: { form: 'addressBookEntry', initial: {}, formContext: formLists, onSubmit: fn() },
} satisfies Meta<typeof FormStory<'addressBookEntry'>>;
export default meta;

type Story = StoryObj<typeof meta>;

const filled = {
  crypto: 'USDT',
  network: 'TRON',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  name: 'Savings',
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose the crypto first', {}, SLOW)).toBeVisible();
  },
};

/** A crypto, then one of its networks. */
export const Filling: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('combobox', { name: /Crypto/ }, SLOW));
    await userEvent.click(await page.findByRole('option', { name: /USDT/ }, SLOW));
    await userEvent.click(canvas.getByRole('combobox', { name: /Network/ }));
    await userEvent.click(await page.findByRole('option', { name: /Ethereum/ }, SLOW));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Address$|^Address \*/ }),
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      crypto: 'USDT',
      network: 'ETH',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
  },
};

/** In the default theme and a partner's (Chromatic modes, .storybook/modes.ts). */
export const Filled: Story = {
  args: { initial: filled },
  parameters: { chromatic: { modes: partnerThemeModes } },
};

export const ErrorsShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }, SLOW));
    for (const message of [
      'Please select the crypto',
      'Please select the network',
      'Please enter the address',
    ]) {
      await expect(await canvas.findByText(message, {}, SLOW)).toBeVisible();
    }
  },
};

/** In both languages (Chromatic modes). */
export const NameTooLong: Story = {
  args: { initial: { ...filled, name: 'A name of twenty-six chars' } },
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: inLocale(globals, 'Submit', '提交') }, SLOW),
    );
    await expect(
      await canvas.findByText(
        inLocale(globals, 'The address name cannot exceed 25 characters', '地址名称不能超过 25 个字符'),
        {},
        SLOW,
      ),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { initial: filled, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: /Address name/ }, SLOW),
    ).toBeDisabled();
  },
};
