import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { CurrencyPicker, type CurrencyPickerProps } from '../../src/components/CurrencyPicker/index.ts';
import { manyCurrencies, popularCryptos } from '../../stories/components/fixtures/currencies.ts';
import { nextIdlePeriod } from './support/idle.ts';
import { renderWithProviders } from './support/renderWithProviders.tsx';

function renderPicker(props: Partial<CurrencyPickerProps> = {}, locale?: 'zh-CN') {
  const handlers = { onSelect: vi.fn(), onClose: vi.fn() };
  renderWithProviders(<CurrencyPicker open items={popularCryptos} {...handlers} {...props} />, { locale });
  return handlers;
}

const dialog = () => screen.getByRole('dialog', { name: 'Select a currency' });
const search = () => screen.getByRole('searchbox', { name: 'Search by symbol' });
const currency = (name: RegExp) => within(dialog()).getByRole('button', { name });

describe('CurrencyPicker', () => {
  it('lists the popular currencies first, then all of them alphabetically with # last', () => {
    const pick = (...ids: string[]) => ids.map((id) => popularCryptos.find((c) => c.id === id)!);
    renderPicker({ items: pick('1INCH', 'ETH', 'USDT_TRC20', 'ADA', 'BTC', 'SOL') });
    const headings = within(dialog())
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual(['Select a currency', 'Popular', 'All', 'A', 'B', 'E', 'S', 'U', '#']);
    const rows = within(dialog())
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('data-index'))
      .map((b) => b.textContent ?? '');
    const expected = ['ETH', 'USDT', 'BTC', 'ADA', 'BTC', 'ETH', 'SOL', 'USDT', '1INCH'];
    expect(rows).toHaveLength(expected.length);
    rows.forEach((text, i) => expect(text.startsWith(expected[i])).toBe(true));
  });

  it('shows logo, symbol, name and the network badge of an item', () => {
    renderPicker();
    const [usdtTrc20] = within(dialog()).getAllByRole('button', { name: 'USDT TRC20 Tether' });
    expect(usdtTrc20.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(usdtTrc20).getByText('TRC20')).toBeTruthy();
  });

  it('filters on the display symbol, ignoring case and names', async () => {
    renderPicker();
    await userEvent.type(search(), 'usd');
    await waitFor(() => expect(within(dialog()).queryByRole('heading', { name: 'Popular' })).toBeNull());
    const names = within(dialog())
      .getAllByRole('button', { name: /^USD/ })
      .map((b) => b.getAttribute('data-index') && b.textContent);
    expect(names).toHaveLength(3);
    expect(within(dialog()).queryByRole('button', { name: /^BTC/ })).toBeNull();
    await userEvent.clear(search());
    await userEvent.type(search(), 'bitcoin');
    expect(
      await screen.findByText('It appears no result that matches your search. Please try another.'),
    ).toBeTruthy();
  });

  it('shows the empty state when nothing matches', async () => {
    renderPicker({ items: manyCurrencies(1000) });
    await userEvent.type(search(), 'zzz');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'It appears no result that matches your search. Please try another.',
    );
  });

  it('jumps to a letter from the index', async () => {
    renderPicker({ items: manyCurrencies(1000) });
    const index = screen.getByRole('navigation', { name: 'Alphabetical index' });
    expect(
      within(index)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .at(-1),
    ).toBe('#');
    expect(within(dialog()).queryByRole('heading', { name: 'M', level: 3 })).toBeNull();
    await userEvent.click(within(index).getByRole('button', { name: 'Jump to M' }));
    const heading = await within(dialog()).findByRole('heading', { name: 'M', level: 3 });
    const list = heading.closest('[style*="translateY"]')!.parentElement!.parentElement!;
    await waitFor(() =>
      expect(Math.abs(heading.getBoundingClientRect().top - list.getBoundingClientRect().top)).toBeLessThan(
        2,
      ),
    );
  });

  it('keeps only the rows in view in the DOM with 1,000 currencies', () => {
    renderPicker({ items: manyCurrencies(1000) });
    const rendered = within(dialog())
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('data-index'));
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
  });

  it('reports the chosen currency and marks the selected one', async () => {
    const { onSelect } = renderPicker({ selectedId: 'ETH' });
    const [eth] = within(dialog()).getAllByRole('button', { name: /^ETH Ethereum/ });
    expect(eth.getAttribute('aria-current')).toBe('true');
    expect(within(eth).getByRole('img', { name: 'Selected' })).toBeTruthy();
    await userEvent.click(currency(/^SOL/));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'SOL', symbolUI: 'SOL' }));
  });

  it('is usable with the keyboard', async () => {
    const { onSelect, onClose } = renderPicker();
    await userEvent.click(search());
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toMatch(/^BTC/);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toMatch(/^ETH/);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^1INCH/));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^BTC/));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(search());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'ETH' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('reaches an item far below by keyboard, scrolling the list', async () => {
    renderPicker({ items: manyCurrencies(1000) });
    await userEvent.click(search());
    await userEvent.keyboard('{ArrowDown}{End}');
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^\d/));
  });

  it('adds nothing to the page and takes no focus while closed, and opens with its list once idle time has prepared it', async () => {
    const items = manyCurrencies(1000);
    const handlers = { onSelect: vi.fn(), onClose: vi.fn() };
    const page = (open: boolean) => (
      <>
        <input aria-label="Amount" />
        <CurrencyPicker open={open} items={items} {...handlers} />
      </>
    );
    const { rerender } = renderWithProviders(page(false));
    const elements = document.body.getElementsByTagName('*').length;
    // The buyer is typing an amount meanwhile.
    screen.getByRole('textbox', { name: 'Amount' }).focus();
    // The list is prepared and the popup's content rehearsed (outside the document) in idle time.
    for (let i = 0; i < 10; i++) await nextIdlePeriod();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body.getElementsByTagName('*').length).toBe(elements);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }));
    rerender(page(true));
    expect(await within(dialog()).findByRole('searchbox', { name: 'Search by symbol' })).toBeTruthy();
    expect(within(dialog()).getByRole('heading', { name: 'Popular' })).toBeTruthy();
    expect(within(dialog()).getAllByRole('button', { name: /^BTC Bitcoin/ }).length).toBeGreaterThan(0);
  });

  it('shows skeleton rows while loading', () => {
    renderPicker({ loading: true, items: [] });
    expect(screen.getByRole('status', { name: 'Loading currencies' })).toBeTruthy();
  });

  it('speaks Chinese in zh-CN', async () => {
    renderPicker({}, 'zh-CN');
    expect(screen.getByRole('dialog', { name: '选择币种' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '热门' })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: '按币种代码搜索' }), 'zzz');
    expect(await screen.findByText('似乎没有与您的搜索匹配的结果，请换个关键词再试。')).toBeTruthy();
  });
});
