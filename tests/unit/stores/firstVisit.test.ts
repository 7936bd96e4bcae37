import { describe, expect, it } from 'vitest';
import { startsAsPrerendered } from '../../../src/stores/firstVisit.ts';

describe('whether the stores start as the build’s pre-render did', () => {
  it('yes on a first visit, and after one that only left its visitor id, arrival, events and language', () => {
    expect(startsAsPrerendered([])).toBe(true);
    expect(startsAsPrerendered(['visitor_id', 'attribution', 'trackedEvents', 'locale'])).toBe(true);
  });

  it('no when the tab holds a quote or an order, the buyer is logged in, a partner or a draft is kept', () => {
    for (const key of ['quote', 'order', 'userInfo', 'partnerId', 'kycForm', 'lastPurchase'])
      expect(startsAsPrerendered(['visitor_id', key])).toBe(false);
  });

  it('no for a key it does not know', () => {
    expect(startsAsPrerendered(['somethingNew'])).toBe(false);
  });
});
