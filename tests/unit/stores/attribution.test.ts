import { describe, expect, it } from 'vitest';
import { AttributionStore, ATTRIBUTION_KEY } from '../../../src/stores/AttributionStore.ts';
import { captureAttribution, refererUrlOf } from '../../../src/stores/attribution/capture.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { attributionWindowDays } from '../../../src/config/attribution.ts';
import { defaultInquiry, noExtras } from '../../../src/stores/quote/defaults.ts';
import { editPageLink, orderPageLink } from '../../../src/stores/quote/widgetLinks.ts';

const DAY = 86_400_000;
const WINDOW = 30 * DAY;
const T0 = Date.UTC(2026, 10, 1);
const OWN = 'https://buy.example';

const storeAt = (clock: { ms: number }, local = createMemoryStorage(), windowMs?: number) =>
  new AttributionStore({ clock: { now: () => clock.ms }, local, windowMs });

describe('capturing who brought the buyer', () => {
  it('takes partnerId, reference and refererUrl from the query, the query beating document.referrer', () => {
    const { current, keep } = captureAttribution(
      {
        search: '?partnerId=aurora&reference=R-1&refererUrl=https%3A%2F%2Fshop.example%2Fcart',
        referrer: 'https://search.example/?q=btc',
        ownOrigin: OWN,
      },
      undefined,
      T0,
      WINDOW,
    );
    expect(current).toEqual({
      partnerId: 'aurora',
      reference: 'R-1',
      refererUrl: 'https://shop.example/cart',
    });
    expect(keep?.capturedAt).toBe(T0);
  });

  it('falls back to document.referrer, then to the page framing the widget, never to a page of the app', () => {
    const capture = (arrival: { referrer?: string; embedder?: string }) =>
      captureAttribution({ search: '?partnerId=aurora', ownOrigin: OWN, ...arrival }, undefined, T0, WINDOW)
        .current.refererUrl;
    expect(capture({ referrer: 'https://blog.example/post#top' })).toBe('https://blog.example/post');
    expect(capture({ referrer: '', embedder: 'https://shop.example' })).toBe('https://shop.example/');
    expect(capture({ referrer: `${OWN}/buy?partnerId=aurora`, embedder: 'https://shop.example' })).toBe(
      'https://shop.example/',
    );
    expect(capture({ referrer: `${OWN}/edit` })).toBe('');
  });

  it('a query partner beats the kept one (the last partner wins), with its own reference', () => {
    const clock = { ms: T0 };
    const store = storeAt(clock);
    store.arrive({ search: '?partnerId=aurora&reference=A', referrer: 'https://aurora.example/' });
    clock.ms += 2 * DAY;
    expect(store.arrive({ search: '?partnerId=northwind' })).toEqual({
      partnerId: 'northwind',
      reference: '',
      refererUrl: '',
    });
    clock.ms += 1 * DAY;
    expect(store.arrive({ search: '' }).partnerId).toBe('northwind');
  });

  it('keeps the partner for later visits without parameters until the window closes, then answers 0', () => {
    const clock = { ms: T0 };
    const local = createMemoryStorage();
    storeAt(clock, local).arrive({
      search: '?partnerId=aurora&reference=R',
      referrer: 'https://aurora.example/a',
    });

    clock.ms = T0 + 29 * DAY;
    // A new tab days later: another store over the same local storage, reached from elsewhere.
    const later = storeAt(clock, local);
    expect(later.arrive({ search: '', referrer: 'https://search.example/' })).toEqual({
      partnerId: 'aurora',
      reference: 'R',
      refererUrl: 'https://aurora.example/a',
    });

    clock.ms = T0 + 30 * DAY;
    expect(later.current).toEqual({ partnerId: '0', reference: '', refererUrl: 'https://search.example/' });
    expect(local.getItem(ATTRIBUTION_KEY)).toBeNull();
    expect(local.getItem('partnerId')).toBeNull();
  });

  it('the window is configurable', () => {
    const clock = { ms: T0 };
    const store = storeAt(clock, createMemoryStorage(), 7 * DAY);
    store.arrive({ search: '?partnerId=aurora' });
    clock.ms += 7 * DAY - 1;
    expect(store.current.partnerId).toBe('aurora');
    clock.ms += 1;
    expect(store.current.partnerId).toBe('0');
    expect(attributionWindowDays(undefined)).toBe(30);
    expect(attributionWindowDays('7')).toBe(7);
    expect(attributionWindowDays('never')).toBe(30);
  });

  it('a reference alone keeps the kept partner; partnerId 0 names nobody', () => {
    const clock = { ms: T0 };
    const store = storeAt(clock);
    store.arrive({ search: '?partnerId=aurora&reference=A' });
    expect(store.visit('?reference=B')).toMatchObject({ partnerId: 'aurora', reference: 'B' });
    expect(store.visit('?partnerId=0').partnerId).toBe('aurora');
    expect(store.visit('?getCurrency=ETH').reference).toBe('B');
  });

  it('a referrer replaces the referrer of a visit no partner brought, not a partner’s', () => {
    const clock = { ms: T0 };
    const store = storeAt(clock);
    store.arrive({ search: '', referrer: 'https://one.example/' });
    clock.ms += DAY;
    expect(store.arrive({ search: '', referrer: 'https://two.example/' }).refererUrl).toBe(
      'https://two.example/',
    );
    store.arrive({ search: '?partnerId=aurora', referrer: 'https://aurora.example/' });
    expect(store.arrive({ search: '', referrer: 'https://three.example/' }).refererUrl).toBe(
      'https://aurora.example/',
    );
  });

  it('leaves out what the gateway would refuse: bad partner ids, long or control-character references, non-http URLs', () => {
    const { current } = captureAttribution(
      { search: `?partnerId=${encodeURIComponent('a b<script>')}&reference=${'x'.repeat(129)}` },
      undefined,
      T0,
      WINDOW,
    );
    expect(current).toEqual({ partnerId: '0', reference: '', refererUrl: '' });
    expect(
      captureAttribution({ search: '?partnerId=aurora&reference=a%0Ab' }, undefined, T0, WINDOW).current
        .reference,
    ).toBe('');
    expect(refererUrlOf('javascript:alert(1)')).toBe('');
    expect(refererUrlOf(`https://x.example/${'a'.repeat(1100)}`)).toBe('');
    expect(refererUrlOf('not a url')).toBe('');
  });

  it('ignores a kept value that is not a record of its own', () => {
    const clock = { ms: T0 };
    const local = createMemoryStorage({ [ATTRIBUTION_KEY]: '{"partnerId":"aurora"}' });
    expect(storeAt(clock, local).current.partnerId).toBe('0');
    local.setItem(ATTRIBUTION_KEY, 'not json');
    expect(storeAt(clock, local).current.partnerId).toBe('0');
  });
});

describe('the widgets carry the attribution into the window they open', () => {
  it('widget v1: the order page link names the partner, reference and referrer; the new window keeps them', () => {
    const link = orderPageLink(
      {
        ...defaultInquiry(),
        token: 'q-1',
        partnerId: 'aurora',
        reference: 'R 7',
        refererUrl: 'https://shop.example/p',
      },
      'pay',
      noExtras(),
    );
    const search = new URL(link, OWN).search;
    const opened = storeAt({ ms: T0 }).arrive({ search, referrer: `${OWN}/buy-v1`, ownOrigin: OWN });
    expect(opened).toEqual({ partnerId: 'aurora', reference: 'R 7', refererUrl: 'https://shop.example/p' });
  });

  it('widget V2: the edit page link names them too', () => {
    const search = new URL(
      editPageLink({
        getCurrency: 'ETH',
        amount: '0.5',
        address: '0xabc',
        from: 'shop.example',
        partnerId: 'aurora',
        reference: 'R',
        refererUrl: 'https://shop.example/',
      }),
      OWN,
    ).search;
    expect(storeAt({ ms: T0 }).arrive({ search })).toEqual({
      partnerId: 'aurora',
      reference: 'R',
      refererUrl: 'https://shop.example/',
    });
  });
});
