import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { LazyCurrencyPicker, preloadCurrencyPicker } from '../../src/screens/Edit/LazyCurrencyPicker.tsx';
import { manyCurrencies } from '../../stories/components/fixtures/currencies.ts';
import { nextIdlePeriod } from './support/idle.ts';
import { renderWithProviders } from './support/renderWithProviders.tsx';

describe('LazyCurrencyPicker (the quote screen’s pickers)', () => {
  it('renders nothing before its code is preloaded, then waits mounted closed and opens at once', async () => {
    const items = manyCurrencies(1000);
    const handlers = { onSelect: vi.fn(), onClose: vi.fn() };
    const { rerender } = renderWithProviders(<LazyCurrencyPicker open={false} items={items} {...handlers} />);
    const elements = document.body.getElementsByTagName('*').length;

    await act(() => preloadCurrencyPicker());
    // Mounted closed: its list is prepared and its content rehearsed in idle time, outside the page.
    for (let i = 0; i < 10; i++) await act(nextIdlePeriod);
    expect(document.body.getElementsByTagName('*').length).toBe(elements);
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<LazyCurrencyPicker open items={items} {...handlers} />);
    // Already mounted, so the popup is there in the same render (a picker mounted at its first opening
    // would wait for its code first).
    const dialog = screen.getByRole('dialog', { name: 'Select a currency' });
    expect(await within(dialog).findByRole('searchbox', { name: 'Search by symbol' })).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /^BTC Bitcoin/ }).length).toBeGreaterThan(0);
  });
});
