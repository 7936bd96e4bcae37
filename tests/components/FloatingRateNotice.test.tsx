import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FloatingRateNotice } from '../../src/components/FloatingRateNotice/index.ts';
import { renderWithProviders } from './support/renderWithProviders.tsx';

describe('FloatingRateNotice', () => {
  it('says the final amount may change with the market', () => {
    const { container } = renderWithProviders(<FloatingRateNotice />);
    expect(screen.getByText(/final amount you get may change with the market/)).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('speaks Chinese in zh-CN', () => {
    renderWithProviders(<FloatingRateNotice />, { locale: 'zh-CN' });
    expect(screen.getByText(/随市场行情而变化/)).toBeTruthy();
  });
});
