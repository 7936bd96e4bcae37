import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { CountrySelector } from '../../src/components/CountrySelector/index.ts';
import { renderWithProviders } from './support/renderWithProviders.tsx';

describe('CountrySelector', () => {
  it("shows the country's flag and name and asks to change it on click", async () => {
    const onClick = vi.fn();
    renderWithProviders(<CountrySelector code="FR" name="France" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'France, change country' });
    expect(button.textContent).toBe('France');
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/images/flags/FR.svg');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton until the country call ends', () => {
    renderWithProviders(<CountrySelector loading code="FR" name="France" />);
    expect(screen.getByRole('status', { name: 'Finding your country' })).toBeTruthy();
    expect(screen.queryByText('France')).toBeNull();
  });

  it('shows nothing at all for a banned region', () => {
    const { container } = renderWithProviders(
      <CountrySelector banned code="KP" name="North Korea" onClick={() => {}} />,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('offers a choice when the country is unknown', () => {
    renderWithProviders(<CountrySelector onClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Select country' })).toBeTruthy();
  });

  it('drops a flag image that fails to load', async () => {
    renderWithProviders(<CountrySelector code="ZZ-missing" name="Nowhere" onClick={() => {}} />);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Nowhere, change country' }).querySelector('img')).toBeNull(),
    );
  });

  it('speaks Chinese in zh-CN', () => {
    renderWithProviders(<CountrySelector code="CN" name="中国" onClick={() => {}} />, { locale: 'zh-CN' });
    expect(screen.getByRole('button', { name: '中国，更换国家或地区' })).toBeTruthy();
  });
});
