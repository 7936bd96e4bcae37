import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { quoteScreenStore } from './fixtures/quoteApi.ts';
import { languageAndThemeModes, partnerSchemeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** Widget v1 (/buy-v1): the two-amount quote without the top bar; Continue opens the order page in a new window. */
const meta = {
  title: 'Screens/BuyWidgetV1',
  component: AppShell,
  parameters: {
    route:
      '/buy-v1?address=bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq&redirectUrl=https%3A%2F%2Fshop.example%2Fdone',
    store: quoteScreenStore(),
  },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The quote in, Continue in the brand colour (the accessibility check comes after it): it opens the order
 * page with the quote. In both languages, and in every partner's theme in light and dark (Chromatic modes,
 * .storybook/modes.ts).
 */
export const Quoted: Story = {
  parameters: { chromatic: { modes: { ...languageAndThemeModes, ...partnerSchemeModes } } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: inLocale(globals, 'Open menu', '打开菜单') }),
    ).toBeNull();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: inLocale(globals, 'Buy', '购买') }),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByLabelText(inLocale(globals, 'You get (estimate)', '您获得（预估）'), {
          selector: 'input',
        }),
      ).toHaveValue('0.0010001'),
    );
    const continueButton = canvas.getByRole('button', { name: inLocale(globals, 'Continue', '继续') });
    await waitFor(() => expect(continueButton).toBeEnabled());

    const open = fn();
    const original = window.open;
    window.open = open as unknown as typeof window.open;
    try {
      await userEvent.click(continueButton);
    } finally {
      window.open = original;
    }
    const [url, target] = open.mock.calls[0] as [string, string];
    expect(target).toBe('_blank');
    const query = new URL(url, 'http://widget.example').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
      getCurrencyAmount: '0.0010001',
      token: 'story-quote-USD-BTC',
      payMethod: 'card',
      offerType: 'rampeasy',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      side: 'pay',
      redirectUrl: 'https://shop.example/done',
    });
  },
};

export const Loading: Story = {
  parameters: { store: quoteScreenStore({ latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const estimate = await canvas.findByLabelText('You get (estimate)', { selector: 'input' });
    // The quote is asked for once the screen has its currencies: busy a moment after the field appears.
    await waitFor(() => expect(estimate).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};
