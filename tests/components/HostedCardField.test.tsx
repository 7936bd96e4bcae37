import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { HostedCardField, type HostedCardFieldHandle } from '../../src/components/HostedCardField/index.ts';
import { renderWithProviders } from './support/renderWithProviders.tsx';

const FAKE = '/tests/components/fixtures/fakeCardField.html';
/** The sandbox's real field page, served here as static files (its tokenization call has no gateway behind it). */
const REAL = '/server/providers/cardField/public/card-field.html';

const frame = () => screen.getByTitle<HTMLIFrameElement>('Card details');
const waitReady = () => waitFor(() => expect(getComputedStyle(frame()).visibility).toBe('visible'));

function renderField(
  src: string,
  props: { disabled?: boolean; onChange?: (state: { complete: boolean; brand?: string }) => void } = {},
) {
  const ref = createRef<HostedCardFieldHandle>();
  const view = renderWithProviders(<HostedCardField ref={ref} src={src} title="Card details" {...props} />);
  return { ref, ...view };
}

describe('HostedCardField', () => {
  it('shows a skeleton until the field says ready, then sizes itself from its resize message', async () => {
    const onChange = vi.fn();
    renderField(`${FAKE}?delay=0`, { onChange });
    expect(screen.getByTestId('card-field-skeleton')).toBeTruthy();
    expect(getComputedStyle(frame()).visibility).toBe('hidden');
    await waitReady();
    expect(screen.queryByTestId('card-field-skeleton')).toBeNull();
    expect(frame().getBoundingClientRect().height).toBe(231);
    expect(onChange).toHaveBeenCalledWith({ complete: false, brand: 'Visa' });
  });

  it('passes the theme’s colours to the field page and keeps the page’s own query', () => {
    renderField(`${FAKE}?locale=zh-CN`);
    const url = new URL(frame().src);
    expect(url.pathname).toBe(FAKE);
    expect(url.searchParams.get('locale')).toBe('zh-CN');
    for (const name of ['text', 'muted', 'error', 'accent', 'field', 'radius'])
      expect(url.searchParams.get(name), name).toBeTruthy();
  });

  it('tokenize() resolves with the token the field sends, and a second call while waiting asks only once', async () => {
    const { ref } = renderField(`${FAKE}?delay=50`);
    await waitReady();
    const [first, second] = [ref.current!.tokenize(), ref.current!.tokenize()];
    expect(first).toBe(second);
    await expect(first).resolves.toEqual({
      token: 'cft_fake',
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2039,
    });
    expect(frame().contentDocument!.body.dataset.tokenizeCalls).toBe('1');
  });

  it('tokenize() resolves undefined when the field refuses the card', async () => {
    const { ref } = renderField(`${FAKE}?answer=error`);
    await waitReady();
    await expect(ref.current!.tokenize()).resolves.toBeUndefined();
  });

  it('hears its own frame only: the same message from another window is ignored', async () => {
    const onChange = vi.fn();
    const { ref } = renderField(`${FAKE}?silent=1`, { onChange });
    const forged = { source: 'sandbox-card-field' };
    window.postMessage({ ...forged, type: 'ready' }, window.location.origin);
    window.postMessage({ ...forged, type: 'change', complete: true, brand: 'Visa' }, window.location.origin);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('card-field-skeleton')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await expect(ref.current!.tokenize()).resolves.toBeUndefined();

    // The frame itself is heard, once its page has loaded.
    await waitFor(() =>
      expect((frame().contentWindow as unknown as { fakeField?: unknown }).fakeField).toBeTruthy(),
    );
    (frame().contentWindow as unknown as { fakeField: { post: (message: object) => void } }).fakeField.post({
      type: 'ready',
    });
    await waitReady();
  });

  it('tells the field when it is disabled, and does not tokenize then', async () => {
    const { ref, rerender } = renderField(FAKE, { disabled: true });
    await waitReady();
    const state = () => frame().contentDocument!.getElementById('state')!.textContent;
    await waitFor(() => expect(state()).toBe('disabled'));
    await expect(ref.current!.tokenize()).resolves.toBeUndefined();
    rerender(<HostedCardField ref={ref} src={FAKE} title="Card details" />);
    await waitFor(() => expect(state()).toBe('enabled'));
  });

  it('the sandbox’s real field page: checks the card in its locale and answers tokenize with a refusal', async () => {
    const onChange = vi.fn();
    const { ref } = renderField(`${REAL}?locale=zh-CN`, { onChange });
    await waitReady();
    const page = frame().contentDocument!;
    expect(page.documentElement.lang).toBe('zh-CN');
    expect(page.querySelector('label[for="number"]')!.textContent).toBe('卡号');
    const type = (id: string, value: string) => {
      const input = page.getElementById(id) as HTMLInputElement;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('number', '4242424242424241');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ complete: false, brand: 'Visa' }));
    type('expiry', '1239');
    type('cvc', '123');
    await expect(ref.current!.tokenize()).resolves.toBeUndefined();
    const number = page.getElementById('number')!;
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(page.getElementById(number.getAttribute('aria-describedby')!)!.textContent).toBe('卡号无效。');
    expect((page.getElementById('expiry') as HTMLInputElement).value).toBe('12/39');

    type('number', '4242 4242 4242 4242');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ complete: true, brand: 'Visa' }));
    expect(number.getAttribute('aria-invalid')).toBe('false');
  });
});
