import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import qs from 'qs';
import { FORM_LIMITS, parseForm } from '../../server/http/bodyParsers.ts';

/** What qs alone makes of a body with the gateway's limits: the object, or the refusal it throws. */
function withQs(body: string) {
  try {
    return { form: qs.parse(body, { ...FORM_LIMITS, throwOnLimitExceeded: true, strictDepth: true }) };
  } catch {
    return { refused: true };
  }
}

function withGateway(body: string) {
  try {
    return { form: parseForm(body) };
  } catch {
    return { refused: true };
  }
}

/** Pieces a form body is made of, the awkward ones included: escapes (broken ones too), '+', brackets, prototype keys. */
const piece = fc.constantFrom(
  'a',
  'b',
  'amount',
  '1',
  '+',
  '%20',
  '%2B',
  '%26',
  '%3D',
  '%E2%9C%93',
  '%E2%9C',
  '%FF',
  '%',
  '%5B',
  '%5d',
  '[',
  ']',
  '[]',
  '[0]',
  '.',
  '=',
  '&',
  '__proto__',
  'constructor',
  'toString',
  'é',
);
const body = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
const field = fc.tuple(
  fc.array(
    piece.filter((p) => p !== '&' && p !== '='),
    { minLength: 1, maxLength: 3 },
  ),
  fc.array(
    piece.filter((p) => p !== '&'),
    { maxLength: 4 },
  ),
);
const flatBody = fc
  .array(field, { minLength: 1, maxLength: 8 })
  .map((fields) => fields.map(([key, value]) => `${key.join('')}=${value.join('')}`).join('&'));

describe('form bodies', () => {
  it('are read exactly as qs reads them, refusals included', () => {
    fc.assert(
      fc.property(fc.oneof(body, flatBody), (text) => {
        expect(withGateway(text)).toEqual(withQs(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('read a plain form, repeated keys and nested keys as the API expects', () => {
    expect(parseForm('sendCurrency=USD&sendCurrencyAmount=100&getCurrency=BTC&note=a+b%2Bc')).toEqual({
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
      note: 'a b+c',
    });
    expect(parseForm('id=1&id=2')).toEqual({ id: ['1', '2'] });
    expect(parseForm('a[b]=1&c%5Bd%5D=2')).toEqual({ a: { b: '1' }, c: { d: '2' } });
    expect(parseForm('__proto__=x&toString=y&ok=1')).toEqual({ ok: '1' });
    expect(Object.getPrototypeOf(parseForm('a=1'))).toBe(Object.prototype);
  });

  it('refuses a form with more fields than the limit, flat or not', () => {
    const many = Array.from({ length: FORM_LIMITS.parameterLimit + 1 }, (_, i) => `f${i}=1`).join('&');
    expect(() => parseForm(many)).toThrow(expect.objectContaining({ respKey: 'body.tooManyFields' }));
    const enough = Array.from({ length: FORM_LIMITS.parameterLimit }, (_, i) => `f${i}=1`).join('&');
    expect(Object.keys(parseForm(enough))).toHaveLength(FORM_LIMITS.parameterLimit);
  });
});
