import { createRef } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SchemaForm, { type SchemaFormHandle } from '../../../src/forms/SchemaForm/SchemaForm.tsx';
import { IntlProvider } from '../../../src/shell/IntlProvider.tsx';
import type { AppLocale } from '../../../src/i18n/locales.ts';

afterEach(cleanup);

type Wallet = { walletType?: 'exchange' | 'selfHosted'; exchangeName?: string };

function renderWalletForm(formData: Wallet, locale: AppLocale = 'en-US') {
  const handle = createRef<SchemaFormHandle>();
  const onChange = vi.fn();
  render(
    <IntlProvider locale={locale}>
      <SchemaForm
        ref={handle}
        form="walletType"
        formData={formData}
        formContext={{ exchanges: [{ id: 'kraken', name: 'Kraken', logo: '/k.svg' }] }}
        onChange={onChange}
      >
        <></>
      </SchemaForm>
    </IntlProvider>,
  );
  return { handle, onChange };
}

describe('SchemaForm with the wallet-type form', () => {
  it("shows the form's own message when no wallet type is chosen", () => {
    const { handle } = renderWalletForm({});
    let valid = true;
    act(() => {
      valid = handle.current?.validate() ?? true;
    });
    expect(valid).toBe(false);
    expect(screen.getByText('Please select the type of destination wallet.')).toBeTruthy();
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('asks for the exchange when the type is Exchange', () => {
    const { handle } = renderWalletForm({ walletType: 'exchange' });
    act(() => {
      expect(handle.current?.validate()).toBe(false);
    });
    expect(screen.getByText('Please select exchange')).toBeTruthy();
    expect(screen.queryByText(/must match/)).toBeNull();
  });

  it('holds with a self-hosted wallet, or an exchange chosen', () => {
    const selfHosted = renderWalletForm({ walletType: 'selfHosted' });
    act(() => {
      expect(selfHosted.handle.current?.validate()).toBe(true);
    });
    cleanup();
    const exchange = renderWalletForm({ walletType: 'exchange', exchangeName: 'Kraken' });
    act(() => {
      expect(exchange.handle.current?.validate()).toBe(true);
    });
  });

  it('speaks zh-CN: labels, choices and errors', () => {
    const { handle } = renderWalletForm({}, 'zh-CN');
    expect(screen.getByText('目标钱包类型')).toBeTruthy();
    expect(screen.getByLabelText('自托管钱包')).toBeTruthy();
    act(() => {
      handle.current?.validate();
    });
    expect(screen.getByText('请选择目标钱包类型。')).toBeTruthy();
  });
});
