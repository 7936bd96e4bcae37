import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { AmountInput, type AmountInputProps } from '../../src/components/AmountInput/index.ts';
import { renderWithProviders } from './support/renderWithProviders.tsx';

type HarnessProps = Omit<AmountInputProps, 'value' | 'onChange'> & {
  initial?: string;
  onChange?: (v: string) => void;
};

/** The input is controlled: the harness keeps the value, as the quote store does in the app. */
function Harness({ initial = '', onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <AmountInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const usd = {
  symbol: 'USD',
  logo: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="#2E7D32"/></svg>')}`,
};

describe('AmountInput', () => {
  it('labels the pay and the get side', () => {
    renderWithProviders(
      <>
        <AmountInput side="pay" value="100" onChange={() => {}} />
        <AmountInput side="get" value="0.0015" onChange={() => {}} />
      </>,
    );
    expect((screen.getByRole('textbox', { name: 'You Pay' }) as HTMLInputElement).value).toBe('100');
    expect((screen.getByRole('textbox', { name: 'You get (estimate)' }) as HTMLInputElement).value).toBe(
      '0.0015',
    );
  });

  it('keeps digits and one dot and cuts the decimals without rounding', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness side="pay" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'You Pay' }) as HTMLInputElement;
    expect(input.inputMode).toBe('decimal');
    await userEvent.type(input, 'abc1.123456789');
    expect(input.value).toBe('1.12345678');
    expect(onChange).toHaveBeenLastCalledWith('1.12345678');
    await userEvent.type(input, '.5');
    expect(input.value).toBe('1.12345678');
  });

  it('honours a smaller number of decimals', async () => {
    renderWithProviders(<Harness side="pay" decimals={2} />);
    const input = screen.getByRole('textbox', { name: 'You Pay' }) as HTMLInputElement;
    await userEvent.type(input, '19.999');
    expect(input.value).toBe('19.99');
  });

  it('shrinks the amount at 10 characters and again at 13', () => {
    const { rerender } = renderWithProviders(
      <AmountInput side="get" value="123456.78" onChange={() => {}} />,
    );
    const size = () => parseFloat(getComputedStyle(screen.getByRole('textbox')).fontSize);
    const normal = size();
    rerender(<AmountInput side="get" value="1234567.89" onChange={() => {}} />);
    const medium = size();
    rerender(<AmountInput side="get" value="12345.12345678" onChange={() => {}} />);
    const small = size();
    expect(normal).toBe(32);
    expect(medium).toBeLessThan(normal);
    expect(small).toBeLessThan(medium);
  });

  it('is read-only with a labelled lock when locked', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness side="pay" initial="250" locked onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'You Pay' }) as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(screen.getByRole('img', { name: 'This amount is fixed and cannot be changed' })).toBeTruthy();
    await expect
      .element(page.elementLocator(input))
      .toHaveAccessibleDescription('This amount is fixed and cannot be changed');
    await userEvent.type(input, '9');
    expect(input.value).toBe('250');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the error under the input and ties it to the input', async () => {
    renderWithProviders(
      <AmountInput side="pay" value="5" error="Min. amount is 20 USD" onChange={() => {}} />,
    );
    const input = screen.getByRole('textbox', { name: 'You Pay' });
    expect(screen.getByText('Min. amount is 20 USD')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await expect.element(page.elementLocator(input)).toHaveAccessibleDescription('Min. amount is 20 USD');
  });

  it('shows a skeleton and no amount while its side is being quoted', () => {
    renderWithProviders(<AmountInput side="get" value="0.0015" loading onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'You get (estimate)' }) as HTMLInputElement;
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Calculating the amount');
  });

  it('reports blur and opens the picker from the currency chip', async () => {
    const onBlur = vi.fn();
    const onCurrencyClick = vi.fn();
    renderWithProviders(
      <AmountInput
        side="pay"
        value="100"
        currency={usd}
        onChange={() => {}}
        onBlur={onBlur}
        onCurrencyClick={onCurrencyClick}
      />,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'You Pay' }));
    await userEvent.click(screen.getByRole('button', { name: 'USD, change currency' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onCurrencyClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a locked currency', () => {
    renderWithProviders(
      <AmountInput
        side="pay"
        value="100"
        currency={usd}
        currencyLocked
        onChange={() => {}}
        onCurrencyClick={() => {}}
      />,
    );
    expect((screen.getByRole('button', { name: 'USD, change currency' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('speaks Chinese in zh-CN', () => {
    renderWithProviders(<AmountInput side="get" value="" onChange={() => {}} onCurrencyClick={() => {}} />, {
      locale: 'zh-CN',
    });
    expect(screen.getByRole('textbox', { name: '您获得（预估）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '选择' })).toBeTruthy();
  });
});
