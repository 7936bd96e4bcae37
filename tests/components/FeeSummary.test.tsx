import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { FeeSummary } from '../../src/components/FeeSummary/index.ts';
import { renderWithProviders } from './support/renderWithProviders.tsx';

const toggle = (label = 'Total fees') => screen.getByRole('button', { name: new RegExp(`^${label}`) });

describe('FeeSummary', () => {
  it('sums the processing and network fee as shown, each rounded to 2 decimals, with the fee currency', async () => {
    renderWithProviders(<FeeSummary processingFee="2.994" networkFee="0.511" feeCurrency="USD" />);
    expect(toggle().textContent).toBe('Total fees3.50 USD');
    await userEvent.click(toggle());
    const rows = within(await screen.findByRole('list'))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Processing fee2.99 USD', 'Network fee0.51 USD']);
  });

  it('shows fees in different currencies as separate rows, never added, with a total per currency', async () => {
    renderWithProviders(
      <FeeSummary
        processingFee="2.994"
        processingFeeCurrency="USD"
        networkFee="0.000123456"
        networkFeeCurrency="BTC"
        feeCurrency="USD"
      />,
    );
    expect(toggle().textContent).toBe('Total fees2.99 USD + 0.00012346 BTC');
    await userEvent.click(toggle());
    const rows = within(await screen.findByRole('list'))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Processing fee2.99 USD', 'Network fee0.00012346 BTC']);
  });

  it('shows a zh-CN buyer the two-currency fee rows in Chinese', async () => {
    renderWithProviders(
      <FeeSummary
        processingFee="3.5"
        networkFee="0.0021"
        networkFeeCurrency="ETH"
        feeCurrency="EUR"
        defaultExpanded
      />,
      { locale: 'zh-CN' },
    );
    expect(toggle('总费用').textContent).toBe('总费用3.50 EUR + 0.0021 ETH');
    const rows = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['手续费3.50 EUR', '网络费0.0021 ETH']);
  });

  it('shows the detail rows only when expanded and only for non-zero fees', async () => {
    const { rerender } = renderWithProviders(
      <FeeSummary processingFee="3.5" networkFee="1.005" feeCurrency="EUR" />,
    );
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const rows = within(await screen.findByRole('list'))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Processing fee3.50 EUR', 'Network fee1.01 EUR']);

    rerender(<FeeSummary processingFee="3.5" networkFee="0" feeCurrency="EUR" defaultExpanded />);
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Processing fee3.50 EUR']);
  });

  it('has nothing to expand when both fees are zero', () => {
    renderWithProviders(<FeeSummary processingFee={0} networkFee="0.00" feeCurrency="USD" defaultExpanded />);
    expect(toggle().textContent).toBe('Total fees0.00 USD');
    expect(toggle().hasAttribute('aria-expanded')).toBe(false);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("counts down 'New quotes in' as mm:ss from the seconds it is given", () => {
    const { rerender } = renderWithProviders(
      <FeeSummary processingFee="1" feeCurrency="USD" secondsLeft={75} />,
    );
    expect(screen.getByRole('timer').textContent).toBe('New quotes in 01:15');
    rerender(<FeeSummary processingFee="1" feeCurrency="USD" secondsLeft={9} />);
    expect(screen.getByRole('timer').textContent).toBe('New quotes in 00:09');
    rerender(<FeeSummary processingFee="1" feeCurrency="USD" />);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows a skeleton instead of amounts while a quote is on its way', () => {
    renderWithProviders(
      <FeeSummary processingFee="1" networkFee="2" feeCurrency="USD" loading secondsLeft={30} />,
    );
    expect(screen.getByRole('status', { name: 'Calculating fees' })).toBeTruthy();
    expect(screen.queryByText('3.00 USD')).toBeNull();
  });

  it('reads the countdown out politely: a new quote, and once when it is about to be renewed, never each second', () => {
    const props = { processingFee: '1', feeCurrency: 'USD' } as const;
    const live = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]');
    const { rerender } = renderWithProviders(<FeeSummary {...props} loading />);
    rerender(<FeeSummary {...props} secondsLeft={60} />);
    // The first quote of the screen is not announced: it is what the buyer reads.
    expect(live()?.textContent).toBe('');
    for (const left of [59, 30, 11]) rerender(<FeeSummary {...props} secondsLeft={left} />);
    expect(live()?.textContent).toBe('');
    expect(screen.getByRole('timer').textContent).toBe('New quotes in 00:11');
    rerender(<FeeSummary {...props} secondsLeft={10} />);
    expect(live()?.textContent).toBe('New quotes in 00:10');
    for (const left of [9, 5, 1]) rerender(<FeeSummary {...props} secondsLeft={left} />);
    expect(live()?.textContent).toBe('New quotes in 00:10');
    // At 0 the store asks for a new quote: while it is on its way the fees load, then the new one counts down.
    rerender(<FeeSummary {...props} secondsLeft={0} loading />);
    rerender(<FeeSummary {...props} secondsLeft={60} />);
    expect(live()?.textContent).toBe('New quote received. New quotes in 01:00');
    rerender(<FeeSummary {...props} secondsLeft={59} />);
    expect(live()?.textContent).toBe('New quote received. New quotes in 01:00');
    // A new quote for a changed amount, without a loading phase in between, is announced too.
    rerender(<FeeSummary {...props} secondsLeft={60} />);
    expect(live()?.textContent).toBe('New quote received. New quotes in 01:00');
    expect(screen.getByRole('timer').getAttribute('aria-live')).toBeNull();
  });

  it('speaks Chinese in zh-CN', async () => {
    renderWithProviders(<FeeSummary processingFee="1" networkFee="2" feeCurrency="USD" secondsLeft={42} />, {
      locale: 'zh-CN',
    });
    expect(screen.getByRole('timer').textContent).toBe('00:42 后更新报价');
    await userEvent.click(screen.getByRole('button', { name: /^总费用/ }));
    expect(await screen.findByText('网络费')).toBeTruthy();
  });
});
