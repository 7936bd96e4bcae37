import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { OutlinedField } from '../../src/components/OutlinedField/index.ts';
import { renderWithProviders } from './support/renderWithProviders.tsx';

function renderField(props: { error?: string; disabled?: boolean } = {}) {
  const handlers = { onChange: vi.fn(), onBlur: vi.fn() };
  renderWithProviders(
    <OutlinedField
      label="To my wallet address"
      value=""
      placeholder="0x…"
      disabled={props.disabled ?? false}
      error={props.error}
      inputProps={{ autoComplete: 'off', spellCheck: false }}
      {...handlers}
    />,
  );
  return handlers;
}

const field = () => screen.getByRole('textbox', { name: 'To my wallet address' });

describe('OutlinedField', () => {
  it('is a textbox named by its label, with its input attributes and no description while the value is fine', () => {
    renderField();
    expect(field().getAttribute('placeholder')).toBe('0x…');
    expect(field().getAttribute('autocomplete')).toBe('off');
    expect(field().getAttribute('spellcheck')).toBe('false');
    expect(field().getAttribute('aria-invalid')).toBe('false');
    expect(field().getAttribute('aria-describedby')).toBeNull();
  });

  it('shows what is wrong under the field, as its description, and marks it invalid', () => {
    renderField({ error: 'Incorrect address' });
    expect(screen.getByText('Incorrect address')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(field().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Incorrect address');
  });

  it('hands over what is typed and says when the buyer leaves the field', async () => {
    const { onChange, onBlur } = renderField();
    await userEvent.type(field(), 'a');
    expect(onChange).toHaveBeenLastCalledWith('a');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('is an e-mail field named in its form, reached through its ref', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(
      <OutlinedField
        label="E-mail address"
        value=""
        type="email"
        name="email"
        inputRef={ref}
        onChange={vi.fn()}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
    expect(ref.current).toBe(input);
  });

  it('takes no input while disabled', () => {
    renderField({ disabled: true });
    expect((field() as HTMLInputElement).disabled).toBe(true);
  });
});
