import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CurrencyPicker,
  type CurrencyOption,
  type CurrencyPickerProps,
} from '../../src/components/CurrencyPicker/index.ts';
import { fiats, manyCurrencies, popularCryptos } from './fixtures/currencies.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageModes, reviewModes } from '../../.storybook/modes.ts';
import { inLocale, inPartnerTheme, themeColour } from '../support/modes.tsx';

const EMPTY_TEXT = 'It appears no result that matches your search. Please try another.';
const thousand = manyCurrencies(1000);

const meta = {
  title: 'Components/CurrencyPicker',
  component: CurrencyPicker,
  decorators: [inColumn],
  args: { open: true, items: popularCryptos, selectedId: 'BTC', onSelect: fn(), onClose: fn() },
} satisfies Meta<typeof CurrencyPicker>;
export default meta;

type Story = StoryObj<typeof meta>;

// The popup is portalled out of the story's root, into the document's body.
const popup = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// The popup opens with its title at once; the search box and the rows follow in a background render while it
// slides in, so every check of them waits (findBy…, waitFor) instead of looking once.
const currencyRows = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button')
    .filter((b) => b.hasAttribute('data-index'));

/**
 * The picker in both languages, on a phone and a desktop, and in a partner's theme (Chromatic modes,
 * .storybook/modes.ts): no `Chinese`, `Desktop` or partner copies.
 */
export const Default: Story = {
  parameters: { chromatic: { modes: reviewModes } },
  play: async ({ canvasElement, args, globals, loaded }) => {
    const body = popup(canvasElement);
    const dialog = await body.findByRole('dialog', {
      name: inLocale(globals, 'Select a currency', '选择币种'),
    });
    // The popup is drawn on the theme's surface colour.
    if (inPartnerTheme(globals))
      await expect(getComputedStyle(dialog).backgroundColor).toBe(themeColour(loaded, 'surface'));
    const popular = await within(dialog).findByRole('heading', {
      name: inLocale(globals, 'Popular', '热门'),
    });
    await waitFor(() => expect(popular).toBeVisible());
    const [btc] = within(dialog).getAllByRole('button', { name: /^BTC Bitcoin/ });
    await expect(btc).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(dialog).getAllByRole('button', { name: /^ETH Ethereum/ })[0]);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'ETH' }));
    await userEvent.click(within(dialog).getByRole('button', { name: inLocale(globals, 'Close', '关闭') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ThousandItems: Story = {
  args: { items: thousand, selectedId: undefined },
  play: async ({ canvasElement }) => {
    const body = popup(canvasElement);
    const dialog = await body.findByRole('dialog');
    // Virtual rows: of the 1,000 currencies only those in view (and a few more) are in the DOM.
    await waitFor(() => expect(currencyRows(dialog).length).toBeGreaterThan(0));
    await expect(currencyRows(dialog).length).toBeLessThan(40);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Jump to M' }));
    const heading = await within(dialog).findByRole('heading', { name: 'M', level: 3 });
    await waitFor(() => expect(heading).toBeVisible());
    // Scrolled: the top of the list (Popular, A) has left the DOM.
    await expect(within(dialog).queryByRole('heading', { name: 'Popular' })).toBeNull();
    await expect(within(dialog).queryByRole('heading', { name: 'A' })).toBeNull();
  },
};

export const Search: Story = {
  args: { items: [...popularCryptos, ...fiats] },
  play: async ({ canvasElement }) => {
    const dialog = await popup(canvasElement).findByRole('dialog');
    await userEvent.type(await within(dialog).findByRole('searchbox', { name: 'Search by symbol' }), 'uSd');
    await waitFor(() => expect(within(dialog).queryByRole('heading', { name: 'Popular' })).toBeNull());
    await waitFor(() =>
      expect(currencyRows(dialog).map((row) => row.textContent)).toEqual([
        'USDUS Dollar',
        'USDCUSD Coin',
        'USDTTRC20Tether',
        'USDTERC20Tether',
      ]),
    );
  },
};

/** Nothing matches, in both languages (Chromatic modes). */
export const EmptySearch: Story = {
  args: { items: thousand },
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await popup(canvasElement).findByRole('dialog');
    await userEvent.type(
      await within(dialog).findByRole('searchbox', {
        name: inLocale(globals, 'Search by symbol', '按币种代码搜索'),
      }),
      'zzz',
    );
    const empty = await within(dialog).findByText(
      inLocale(globals, EMPTY_TEXT, '似乎没有与您的搜索匹配的结果，请换个关键词再试。'),
    );
    await waitFor(() => expect(empty).toBeVisible());
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
  },
};

export const NoItems: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const empty = await popup(canvasElement).findByText(EMPTY_TEXT);
    await waitFor(() => expect(empty).toBeVisible());
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    const skeleton = await popup(canvasElement).findByRole('status', { name: 'Loading currencies' });
    await waitFor(() => expect(skeleton).toBeVisible());
  },
};

export const Fiat: Story = {
  args: { items: fiats, selectedId: 'USD' },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await popup(canvasElement).findByRole('dialog');
    await within(dialog).findAllByRole('button', { name: /^ETH/ });
    await userEvent.click(within(dialog).getByRole('searchbox'));
    // Each arrow moves focus from where the last one left it: wait for it to land before the next.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveTextContent(/^BTC/));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveTextContent(/^ETH/));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'ETH' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The way the Edit screen uses it: the chip opens it, a choice closes it. */
function PickerBehindButton(args: CurrencyPickerProps) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<CurrencyOption | undefined>(
    args.items.find((item) => item.id === args.selectedId),
  );
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {selected?.symbolUI ?? selected?.symbol}
      </Button>
      <CurrencyPicker
        {...args}
        open={open}
        selectedId={selected?.id}
        onSelect={(item) => {
          args.onSelect(item);
          setSelected(item);
          setOpen(false);
        }}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

export const OpenAndChoose: Story = {
  args: { open: false },
  render: (args) => <PickerBehindButton {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'BTC' }));
    const dialog = await popup(canvasElement).findByRole('dialog');
    await userEvent.type(await within(dialog).findByRole('searchbox'), 'sol');
    await userEvent.click((await within(dialog).findAllByRole('button', { name: /^SOL/ }))[0]);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'SOL' })).toBeVisible());
  },
};
