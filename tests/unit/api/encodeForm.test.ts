import { stringify } from 'qs-esm';
import { describe, expect, it } from 'vitest';
import { containsFile, encodeForm } from '../../../src/api/encodeForm.ts';

describe('encodeForm', () => {
  it('writes nested objects and arrays with bracket keys', () => {
    const encoded = encodeForm({
      sendCurrency: 'USD',
      sendCurrencyAmount: 100,
      billing: { country: 'DE', city: 'Berlin' },
      payMethods: ['card', 'sepa'],
    });
    expect(encoded.kind).toBe('urlencoded');
    expect(encoded.body).toBe(
      'sendCurrency=USD&sendCurrencyAmount=100&billing[country]=DE&billing[city]=Berlin&payMethods[0]=card&payMethods[1]=sepa',
    );
  });

  it('escapes values but leaves the brackets readable, and drops empty fields', () => {
    const encoded = encodeForm({
      address: 'a&b=c d',
      note: null,
      missing: undefined,
      refererUrl: 'https://x.io/?a=1',
    });
    expect(encoded.body).toBe('address=a%26b%3Dc%20d&refererUrl=https%3A%2F%2Fx.io%2F%3Fa%3D1');
  });

  it('writes what qs writes (the encoder the app used before), value for value', () => {
    const bodies = [
      { text: "it's (really) *fine*!", unicode: 'Grüße 你好 😀', plus: 'a+b', tilde: '-_.~', empty: '' },
      { yes: true, no: false, zero: 0, price: 12.5, at: new Date(Date.UTC(2025, 9, 23, 15, 52)) },
      { rows: [{ id: 1, tags: ['x', null, 'y'] }, {}, { deep: { deeper: ['z'] } }], none: [], blank: {} },
      { skipped: null, gone: undefined, 'weird key': 'v', nested: { a: undefined, b: null, c: 'c' } },
    ];
    for (const body of bodies) {
      expect(encodeForm(body).body).toBe(
        stringify(body, { arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true }),
      );
    }
  });

  it('switches to multipart/form-data with the same bracket keys when a file is present', () => {
    const front = new File(['id-card'], 'front.png', { type: 'image/png' });
    const encoded = encodeForm({ country: 'DE', documents: { front, kind: 'id' }, tags: ['a'] });
    expect(encoded.kind).toBe('multipart');
    const form = encoded.body as FormData;
    expect(form.get('country')).toBe('DE');
    expect(form.get('documents[kind]')).toBe('id');
    expect(form.get('tags[0]')).toBe('a');
    const file = form.get('documents[front]') as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('front.png');
  });

  it('finds files deep inside arrays', () => {
    expect(containsFile({ pages: [{ scan: new Blob(['x']) }] })).toBe(true);
    expect(containsFile({ pages: [{ scan: 'x' }], at: new Date(0) })).toBe(false);
  });
});
