import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import {
  PaymentMethodGrid,
  type PaymentMethodGridProps,
} from '../../src/components/PaymentMethodGrid/index.ts';
import { paymentMethods } from '../../stories/components/fixtures/paymentMethods.ts';
import { renderWithProviders } from './support/renderWithProviders.tsx';

function renderGrid(props: Partial<PaymentMethodGridProps> = {}, locale?: 'zh-CN') {
  const handlers = { onSelect: vi.fn(), onRefresh: vi.fn() };
  renderWithProviders(<PaymentMethodGrid methods={paymentMethods.slice(0, 3)} {...handlers} {...props} />, {
    locale,
  });
  return handlers;
}

const radios = () => screen.getAllByRole('radio');

describe('PaymentMethodGrid', () => {
  it('shows each method with its fee rounded to 2 decimals when there is a choice', () => {
    renderGrid({ methods: paymentMethods.slice(2, 5), selectedId: 'sepa' });
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeTruthy();
    expect(radios().map((r) => r.textContent)).toEqual([
      'Google PayFee 2.99 USD',
      'SEPA transferFee 1.01 USD',
      'PIXFee 0.50 USD',
    ]);
  });

  it('hides the fee of a single method', () => {
    renderGrid({ methods: paymentMethods.slice(0, 1), selectedId: 'card' });
    expect(radios()).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Visa / Mastercard' }).textContent).toBe('Visa / Mastercard');
  });

  it('marks the selected method and reports a new choice', async () => {
    const { onSelect } = renderGrid({ selectedId: 'applepay' });
    expect(screen.getByRole('radio', { name: /Apple Pay/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /Google Pay/ }).getAttribute('aria-checked')).toBe('false');
    await userEvent.click(screen.getByRole('radio', { name: /Google Pay/ }));
    expect(onSelect).toHaveBeenCalledWith('googlepay');
  });

  it('moves the choice with the arrow keys, as a radio group does', async () => {
    const { onSelect } = renderGrid({ selectedId: 'applepay' });
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Apple Pay/ }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith('googlepay');
    await userEvent.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith('card');
    await userEvent.keyboard('{ArrowUp}');
    expect(onSelect).toHaveBeenLastCalledWith('googlepay');
  });

  it('collapses more than 6 methods behind More, and Less folds them again', async () => {
    renderGrid({ methods: paymentMethods, selectedId: 'card' });
    expect(radios()).toHaveLength(6);
    expect(screen.queryByRole('radio', { name: /Bancontact/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(radios()).toHaveLength(8);
    expect(screen.getByRole('radio', { name: /Bancontact/ })).toBeTruthy();
    const less = screen.getByRole('button', { name: 'Less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(less);
    expect(radios()).toHaveLength(6);
  });

  it('does not hide a chosen method behind More', () => {
    renderGrid({ methods: paymentMethods, selectedId: 'skrill' });
    expect(screen.getByRole('radio', { name: /Skrill/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Less' })).toBeTruthy();
  });

  it('shows exactly 5 placeholders while loading', () => {
    renderGrid({ loading: true, methods: [] });
    const status = screen.getByRole('status', { name: 'Loading payment methods' });
    expect(status.querySelectorAll('.MuiSkeleton-root')).toHaveLength(5);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  for (const locale of ['en-US', 'zh-CN'] as const)
    it(`is as tall loading as with the methods that replace it, in a phone's column (${locale})`, () => {
      // 'Visa / Mastercard' takes two lines in a tile 104 px wide; the fee line is Chinese in zh-CN.
      const inColumn = (props: Partial<PaymentMethodGridProps>) => (
        <div style={{ width: 328 }}>
          <PaymentMethodGrid methods={paymentMethods} onSelect={() => {}} onRefresh={() => {}} {...props} />
        </div>
      );
      const { container, rerender } = renderWithProviders(inColumn({ loading: true, methods: [] }), {
        locale,
      });
      const loading = container.firstElementChild!.getBoundingClientRect().height;
      rerender(inColumn({ selectedId: 'card' }));
      expect(screen.getAllByRole('radio')).toHaveLength(6);
      expect(container.firstElementChild!.getBoundingClientRect().height).toBe(loading);
    });

  it('offers a Refresh when there is no method', async () => {
    const { onRefresh } = renderGrid({ methods: [] });
    expect(screen.getByText('No payment methods available. Please refresh the page.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('speaks Chinese in zh-CN', () => {
    renderGrid({ methods: paymentMethods }, 'zh-CN');
    expect(screen.getByRole('radiogroup', { name: '支付方式' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '更多' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Apple Pay/ }).textContent).toBe('Apple Pay费用 2.99 USD');
  });
});
