import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from './helpers/gateway.ts';
import { getQuote, startClientGateway } from './helpers/orders.ts';

type Offer = { offerType: string; inAppCard?: boolean };

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startClientGateway({ IP_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => gateway.close());

describe('offers paid in the app', () => {
  it('a card quote marks the rampeasy offer (inAppPayMethods card) as taken in the app, and no other offer', async () => {
    const quote = await getQuote(gateway, { payMethod: 'card' });
    const offers = quote.offerList as Offer[];
    expect(offers.map((offer) => offer.offerType)).toEqual(expect.arrayContaining(['rampeasy', 'topper']));
    for (const offer of offers) expect(offer.inAppCard, offer.offerType).toBe(offer.offerType === 'rampeasy');
  });

  it('another pay method keeps every offer on its checkout page, rampeasy included', async () => {
    const quote = await getQuote(gateway, { payMethod: 'applepay' });
    const offers = quote.offerList as Offer[];
    expect(offers.some((offer) => offer.offerType === 'rampeasy')).toBe(true);
    for (const offer of offers) expect(offer.inAppCard, offer.offerType).toBe(false);
  });

  it('the quote behind a token keeps the flag', async () => {
    const quote = await getQuote(gateway, { payMethod: 'card' });
    const info = await gateway.post<{ data: { offerList: Offer[] } }>('offerInquiryInfo', {
      token: quote.token,
    });
    expect(info.data.offerList.find((offer) => offer.offerType === 'rampeasy')?.inAppCard).toBe(true);
  });
});
