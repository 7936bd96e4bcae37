import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  HostedCardField,
  type HostedCardFieldHandle,
  type HostedCardFieldProps,
} from '../../src/components/HostedCardField/index.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageAndThemeModes } from '../../.storybook/modes.ts';
import { inLocale, inPartnerTheme, localeArgs, localeOf } from '../support/modes.tsx';

/**
 * The payment sandbox's real field page, served by Storybook from server/providers/cardField/public
 * (staticDirs). There is no gateway here: the field's own checks run, its tokenization call does not.
 */
const fieldPage = (locale: string) => `/sandbox/card-field.html?locale=${locale}`;
/** A frame that never says ready: the field as it loads. */
const NEVER_READY = 'about:blank';

/** The field as a payment screen uses it: a pay button asks for a token; what came back is shown. */
function PayWithField(props: HostedCardFieldProps) {
  const field = useRef<HostedCardFieldHandle>(null);
  const [outcome, setOutcome] = useState('');
  return (
    <Stack spacing={2}>
      <HostedCardField {...props} ref={field} />
      <Button
        variant="contained"
        disabled={props.disabled}
        onClick={async () => {
          const card = await field.current?.tokenize();
          setOutcome(card ? `${card.brand} ${card.last4}` : 'refused');
        }}
      >
        Pay
      </Button>
      <Typography role="status">{outcome}</Typography>
    </Stack>
  );
}

const meta = {
  title: 'Components/HostedCardField',
  component: HostedCardField,
  decorators: [inColumn],
  args: { src: fieldPage('en-US'), title: 'Card details', onChange: fn() },
  render: (args, { globals }) => (
    <PayWithField
      {...args}
      src={args.src === NEVER_READY ? NEVER_READY : fieldPage(String(globals.locale ?? 'en-US'))}
    />
  ),
} satisfies Meta<typeof HostedCardField>;
export default meta;

type Story = StoryObj<typeof meta>;

const frameOf = async (canvasElement: HTMLElement, title = 'Card details') =>
  within(canvasElement).findByTitle<HTMLIFrameElement>(title);
/** The field's page once it said ready (the frame is shown and the skeleton gone). */
async function readyPage(canvasElement: HTMLElement, title?: string): Promise<Document> {
  const frame = await frameOf(canvasElement, title);
  await waitFor(() => expect(getComputedStyle(frame).visibility).toBe('visible'), { timeout: 5000 });
  return frame.contentDocument as Document;
}
/** Types into one of the field's inputs (its page is ours, so its DOM is reachable as a buyer's keys would be). */
function type(page: Document, id: 'number' | 'expiry' | 'cvc', value: string) {
  const input = page.getElementById(id) as HTMLInputElement;
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export const Loading: Story = {
  args: { src: NEVER_READY },
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement);
    await expect(getComputedStyle(frame).visibility).toBe('hidden');
    await expect(frame.parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Ready: the brand shows as typed, and a complete card is reported to the page. In both languages (the
 * field's page in the buyer's language; the screen translates the frame's title) and a partner's theme,
 * whose colours reach the field's labels and inputs through its appearance parameters (Chromatic modes).
 */
export const Ready: Story = {
  decorators: [localeArgs<HostedCardFieldProps>({ 'en-US': {}, 'zh-CN': { title: '银行卡信息' } })],
  parameters: { chromatic: { modes: languageAndThemeModes } },
  play: async ({ canvasElement, args, globals }) => {
    const title = inLocale(globals, 'Card details', '银行卡信息');
    const page = await readyPage(canvasElement, title);
    await expect(page.documentElement).toHaveAttribute('lang', localeOf(globals));
    await expect(page.querySelector('label[for="number"]')).toHaveTextContent(
      inLocale(globals, 'Card number', '卡号'),
    );
    await expect(page.querySelector('label[for="expiry"]')).toHaveTextContent(
      inLocale(globals, 'Expiry (MM/YY)', '有效期（月/年）'),
    );
    if (inPartnerTheme(globals)) {
      const frame = await frameOf(canvasElement, title);
      const text = new URL(frame.src).searchParams.get('text') ?? '';
      await expect(text).not.toBe('');
      const probe = document.createElement('span');
      probe.style.color = text;
      document.body.append(probe);
      const expected = getComputedStyle(probe).color;
      probe.remove();
      await expect(getComputedStyle(page.querySelector('label[for="number"]') as Element).color).toBe(
        expected,
      );
    }
    type(page, 'number', '5555555555554444');
    await expect(page.getElementById('number')).toHaveValue('5555 5555 5555 4444');
    await expect(page.getElementById('brand')).toHaveTextContent('Mastercard');
    type(page, 'expiry', '1239');
    type(page, 'cvc', '123');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ complete: true, brand: 'Mastercard' }),
    );
  },
};

/** A card that fails the checks: the pay button gets no token, the field says what to fix. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    const page = await readyPage(canvasElement);
    type(page, 'number', '4242424242424241');
    type(page, 'expiry', '01/20');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay' }));
    // The status line is there from the start; the field's answer fills it a moment later.
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('refused'));
    const number = page.getElementById('number') as HTMLInputElement;
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getElementById('number-error')).toHaveTextContent('Your card number is invalid.');
    await expect(page.getElementById('expiry-error')).toHaveTextContent('Your card has expired.');
    await expect(page.getElementById('cvc-error')).toHaveTextContent('Enter the security code.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const page = await readyPage(canvasElement);
    await waitFor(() => expect(page.getElementById('number')).toBeDisabled());
    await expect(page.getElementById('cvc')).toBeDisabled();
  },
};
