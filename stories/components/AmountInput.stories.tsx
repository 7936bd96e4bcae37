import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountInput, type AmountInputProps } from '../../src/components/AmountInput/index.ts';
import { fiats, popularCryptos } from './fixtures/currencies.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageAndThemeModes, languageModes } from '../../.storybook/modes.ts';
import { inLocale, localeArgs, themeColour } from '../support/modes.tsx';
import { heldValue } from '../support/heldValue.tsx';

const [usd] = fiats;
const [btc] = popularCryptos;

// Held as the quote store holds the value; a new `value` arg starts over (its key).
const ControlledAmountInput = heldValue(AmountInput);

const meta = {
  title: 'Components/AmountInput',
  component: AmountInput,
  decorators: [inColumn],
  render: (args) => <ControlledAmountInput key={args.value} {...args} />,
  args: {
    side: 'pay',
    value: '100',
    currency: { symbol: usd.symbolUI ?? usd.symbol, logo: usd.logo },
    onChange: fn(),
    onBlur: fn(),
    onCurrencyClick: fn(),
  },
} satisfies Meta<typeof AmountInput>;
export default meta;

type Story = StoryObj<typeof meta>;

const fontSizeOf = (element: HTMLElement) => getComputedStyle(element).fontSize;

/** In both languages and a partner's theme (Chromatic modes, .storybook/modes.ts). */
export const PayDefault: Story = {
  parameters: { chromatic: { modes: languageAndThemeModes } },
  play: async ({ canvasElement, args, globals, loaded }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: inLocale(globals, 'You Pay', '您支付') });
    // The amount is written in the theme's text colour.
    await expect(getComputedStyle(input).color).toBe(themeColour(loaded, 'textPrimary'));
    await userEvent.clear(input);
    await userEvent.type(input, 'abc1.123456789');
    await expect(input).toHaveValue('1.12345678');
    await expect(args.onChange).toHaveBeenLastCalledWith('1.12345678');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: inLocale(globals, 'USD, change currency', 'USD，更换币种') }),
    );
    await expect(args.onCurrencyClick).toHaveBeenCalledOnce();
  },
};

export const GetEstimate: Story = {
  args: { side: 'get', value: '0.00153421', currency: { symbol: 'BTC', logo: btc.logo } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'You get (estimate)' })).toHaveValue(
      '0.00153421',
    );
  },
};

export const TwoDecimals: Story = {
  args: { decimals: 2, value: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'You Pay' });
    await userEvent.type(input, '19.999');
    await expect(input).toHaveValue('19.99');
  },
};

/** '2,500' typed or pasted is 2500 in en-US and zh-CN; a ',' that cannot group ('12,5') is refused and explained. */
const readsGroupingSigns: Story['play'] = async ({ canvasElement, args, globals }) => {
  const input = within(canvasElement).getByRole('textbox', { name: inLocale(globals, 'You Pay', '您支付') });
  const refusal = inLocale(
    globals,
    'Use “.” for decimals; “,” only groups thousands',
    '小数请用“.”；“,”仅用于千位分隔',
  );
  await userEvent.type(input, '2,500');
  await expect(input).toHaveValue('2500');
  await userEvent.clear(input);
  await userEvent.paste('12,5');
  await expect(input).toHaveValue('');
  await expect(input).toHaveAccessibleDescription(refusal);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await userEvent.paste('1,000.5');
  await expect(input).toHaveValue('1000.5');
  await expect(args.onChange).toHaveBeenLastCalledWith('1000.5');
  await expect(input).not.toHaveAttribute('aria-invalid');
};

/** In both languages (Chromatic modes): the grouping sign is ',' in either. */
export const GroupingSigns: Story = {
  args: { value: '' },
  parameters: { chromatic: { modes: languageModes } },
  play: readsGroupingSigns,
};

export const Loading: Story = {
  args: { side: 'get', value: '0.00153421', loading: true, currency: { symbol: 'BTC', logo: btc.logo } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Calculating the amount');
    await expect(canvas.getByRole('textbox', { name: 'You get (estimate)' })).toHaveValue('');
  },
};

/** The quote's refusal under the amount, in both languages (Chromatic modes; the caller translates it). */
export const WithError: Story = {
  args: { value: '5', error: 'Min. amount is 20 USD' },
  decorators: [
    localeArgs<AmountInputProps>({
      'en-US': { error: 'Min. amount is 20 USD' },
      'zh-CN': { error: '最小金额为 20 USD' },
    }),
  ],
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: inLocale(globals, 'You Pay', '您支付'),
    });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      inLocale(globals, 'Min. amount is 20 USD', '最小金额为 20 USD'),
    );
  },
};

export const Locked: Story = {
  args: {
    value: '250',
    locked: true,
    currencyLocked: true,
    currency: { symbol: 'EUR', logo: fiats[1].logo },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'You Pay' });
    await expect(
      canvas.getByRole('img', { name: 'This amount is fixed and cannot be changed' }),
    ).toBeVisible();
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('250');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'EUR, change currency' })).toBeDisabled();
  },
};

export const TenCharacters: Story = {
  args: { side: 'get', value: '1234567.89', currency: { symbol: 'BTC', logo: btc.logo } },
  play: async ({ canvasElement }) => {
    await expect(fontSizeOf(within(canvasElement).getByRole('textbox'))).toBe('26px');
  },
};

export const ThirteenCharacters: Story = {
  args: { side: 'get', value: '12345.12345678', currency: { symbol: 'BTC', logo: btc.logo } },
  play: async ({ canvasElement }) => {
    await expect(fontSizeOf(within(canvasElement).getByRole('textbox'))).toBe('20px');
  },
};

export const ShrinksWhileTyping: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'You Pay' });
    await userEvent.type(input, '123456789');
    await expect(fontSizeOf(input)).toBe('32px');
    await userEvent.type(input, '0');
    await expect(fontSizeOf(input)).toBe('26px');
    await userEvent.type(input, '.12');
    await expect(fontSizeOf(input)).toBe('20px');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'You Pay' })).toBeDisabled();
  },
};

export const NoCurrencyYet: Story = {
  args: { side: 'get', value: '', currency: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Select' })).toBeEnabled();
  },
};

/** The currency lists still on their way: the logo's place is kept, so the chip does not grow when it arrives. */
export const LogoLoading: Story = {
  args: { side: 'get', value: '', loading: true, currency: { symbol: 'BTC', logoLoading: true } },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'BTC, change currency' });
    expect(chip.querySelector('img')).toBeNull();
    const placeholder = chip.firstElementChild as HTMLElement;
    await expect(placeholder.getBoundingClientRect()).toMatchObject({ width: 24, height: 24 });
    await expect(chip).toHaveTextContent('BTC');
  },
};
