// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hrefTo } from '../../../src/routes/href.ts';

describe('hrefTo: a route by name, with its query', () => {
  it('spells the registry path, with the fields that have a value', () => {
    expect(hrefTo('edit')).toBe('/edit');
    expect(hrefTo('orderStatus', { orderNo: '202511230000000001' })).toBe(
      '/order-status?orderNo=202511230000000001',
    );
    expect(hrefTo('order', { address: 'bc1q', from: '', redirectUrl: undefined })).toBe(
      '/order?address=bc1q',
    );
    expect(hrefTo('enterInformation', { isUnderReview: '1', step: '2' })).toBe(
      '/enter-information?isUnderReview=1&step=2',
    );
  });

  it('refuses, at compile time, a name the registry lacks, a missing field and a query where none is taken', () => {
    const typeErrors = () => [
      // @ts-expect-error no route has this name
      hrefTo('nowhere'),
      // @ts-expect-error Order Status needs its order number
      hrefTo('orderStatus'),
      // @ts-expect-error Settings takes no query
      hrefTo('settings', { tab: 'cards' }),
    ];
    expect(typeErrors).toBeTypeOf('function');
  });
});
