import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOnTyped, putTyped, typedInto } from '../../../src/platform/typedAhead.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page as the HTML brought it, the buyer's typing done by hand (the browser's, not React's). */
function htmlPage(markup: string): HTMLElement {
  const page = document.body.appendChild(document.createElement('div'));
  page.innerHTML = markup;
  return page;
}

function Amount({ name, onBlur }: { name: string; onBlur?: () => void }) {
  const [value, setValue] = useState('100');
  return (
    <input name={name} value={value} onChange={(event) => setValue(event.target.value)} onBlur={onBlur} />
  );
}

async function appPage(onBlur?: () => void) {
  const page = document.body.appendChild(document.createElement('div'));
  await act(async () => createRoot(page).render(<Amount name="payAmount" onBlur={onBlur} />));
  return { page, field: page.querySelector('input')! };
}

describe('what a buyer typed into the page rendered ahead', () => {
  it('is read from its named text fields whose text changed, with the caret of the one in use; never a password', () => {
    const page = htmlPage(
      '<input name="payAmount" value="100"><input name="getAmount" value="">' +
        '<input value="100"><input name="secret" type="password" value="">',
    );
    const [pay, get, unnamed, secret] = page.querySelectorAll('input');
    get.value = '0.5';
    unnamed.value = '300';
    secret.value = 'hunter2';
    pay.value = '250';
    pay.focus();
    pay.setSelectionRange(2, 2);
    expect(typedInto(page)).toEqual([
      { name: 'payAmount', text: '250', focused: true, selection: [2, 2] },
      { name: 'getAmount', text: '0.5' },
    ]);
  });

  it('in an e-mail field, which has no caret to read or set, is handed on with the focus kept', async () => {
    const page = htmlPage('<input name="email" type="email" value="">');
    const email = page.querySelector('input')!;
    email.value = 'buyer@example.com';
    email.focus();
    const typed = typedInto(page);
    expect(typed).toEqual([{ name: 'email', text: 'buyer@example.com', focused: true }]);
    const onBlur = vi.fn();
    const app = document.body.appendChild(document.createElement('div'));
    function Email() {
      const [value, setValue] = useState('');
      return (
        <input
          name="email"
          type="email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={onBlur}
        />
      );
    }
    await act(async () => createRoot(app).render(<Email />));
    putTyped(app, typed);
    const field = app.querySelector('input')!;
    expect(document.activeElement).toBe(field);
    await act(async () => handOnTyped(app, typed));
    expect(field.defaultValue).toBe('buyer@example.com');
    expect(document.activeElement).toBe(field);
    expect(onBlur).not.toHaveBeenCalled();
  });

  it('goes into the app’s field of the same name, focused with its caret, and React hears it as a change', async () => {
    const { page, field } = await appPage();
    const typed = [
      { name: 'payAmount', text: '250', focused: true as const, selection: [1, 1] as [number, number] },
    ];
    putTyped(page, typed);
    expect(field.value).toBe('250');
    expect(document.activeElement).toBe(field);
    await act(async () => handOnTyped(page, typed));
    expect(field.value).toBe('250');
    expect(field.selectionStart).toBe(1);
    // React's state holds it: a render keeps it instead of putting back the rendered 100.
    expect(field.defaultValue).toBe('250');
  });

  it('left by the buyer, the field is left again in the app (its blur heard); a read-only field takes nothing', async () => {
    const onBlur = vi.fn();
    const { page, field } = await appPage(onBlur);
    await act(async () => handOnTyped(page, [{ name: 'payAmount', text: '250' }]));
    expect(field.defaultValue).toBe('250');
    expect(onBlur).toHaveBeenCalledTimes(1);

    field.readOnly = true;
    putTyped(page, [{ name: 'payAmount', text: '7' }]);
    await act(async () => handOnTyped(page, [{ name: 'payAmount', text: '7' }]));
    expect(field.value).toBe('250');
  });
});
