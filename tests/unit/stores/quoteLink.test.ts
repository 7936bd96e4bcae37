// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLinkPreset } from '../../../src/stores/quote/urlPreset.ts';
import { editPageLink, orderPageLink } from '../../../src/stores/quote/widgetLinks.ts';
import { defaultInquiry, noExtras } from '../../../src/stores/quote/defaults.ts';

describe('the quote link (SPEC §4 "Inquiry side")', () => {
  it('without quote parameters asks for nothing and locks nothing', () => {
    const preset = readLinkPreset('');
    expect(preset.hasQuote).toBe(false);
    expect(preset.side).toBe('pay');
    expect(Object.values(preset.locks)).not.toContain(true);
  });

  it('is the Get side when both the target token and the target amount come from the URL, both locked', () => {
    const preset = readLinkPreset('?getCurrency=eth&getCurrencyAmount=0.5');
    expect(preset.side).toBe('get');
    expect(preset.amounts).toMatchObject({
      getCurrency: 'ETH',
      getCurrencyAmount: '0.5',
      sendCurrencyAmount: '',
    });
    expect(preset.locks).toEqual({
      sendCurrency: false,
      sendCurrencyAmount: false,
      getCurrency: true,
      getCurrencyAmount: true,
    });
  });

  it('keeps only the send amount when both amounts are in the URL (Pay side)', () => {
    const preset = readLinkPreset(
      '?sendCurrency=EUR&sendCurrencyAmount=250&getCurrency=ETH&getCurrencyAmount=0.5',
    );
    expect(preset.side).toBe('pay');
    expect(preset.amounts).toMatchObject({
      sendCurrency: 'EUR',
      sendCurrencyAmount: '250',
      getCurrency: 'ETH',
      getCurrencyAmount: '',
    });
    expect(preset.locks).toEqual({
      sendCurrency: true,
      sendCurrencyAmount: true,
      getCurrency: true,
      getCurrencyAmount: false,
    });
  });

  it('falls back to Pay with 100 USD to BTC, nothing locked, when the Get side has no usable amount', () => {
    for (const search of [
      '?getCurrency=ETH&getCurrencyAmount=',
      '?getCurrency=ETH&getCurrencyAmount=abc',
      '?getCurrency=ETH&getCurrencyAmount=0',
    ]) {
      const preset = readLinkPreset(search);
      expect(preset.side, search).toBe('pay');
      expect(preset.amounts, search).toEqual({
        sendCurrency: 'USD',
        sendCurrencyAmount: '100',
        getCurrency: 'BTC',
        getCurrencyAmount: '',
      });
      expect(Object.values(preset.locks), search).not.toContain(true);
    }
  });

  it('takes the /buy/:getCurrency token as a locked target, with the default send amount unlocked', () => {
    const preset = readLinkPreset('?sendCurrency=EUR', 'ETH');
    expect(preset.amounts).toMatchObject({
      sendCurrency: 'EUR',
      sendCurrencyAmount: '100',
      getCurrency: 'ETH',
    });
    expect(preset.locks).toEqual({
      sendCurrency: true,
      sendCurrencyAmount: false,
      getCurrency: true,
      getCurrencyAmount: false,
    });
  });

  it('reads partnerId, reference, payMethod, offerType and the widget extras', () => {
    const preset = readLinkPreset(
      '?partnerId=aurora&reference=r-9&payMethod=card&offerType=topper&address=bc1q&from=shop.example&redirectUrl=https%3A%2F%2Fshop.example%2Fdone',
    );
    expect(preset.hasQuote).toBe(false);
    expect(preset.params).toEqual({
      partnerId: 'aurora',
      reference: 'r-9',
      payMethod: 'card',
      offerType: 'topper',
    });
    expect(preset.extras).toEqual({
      address: 'bc1q',
      from: 'shop.example',
      redirectUrl: 'https://shop.example/done',
    });
  });

  it('ignores amounts that are not positive decimals and cuts extra decimals', () => {
    expect(readLinkPreset('?sendCurrencyAmount=-5').locks.sendCurrencyAmount).toBe(false);
    expect(readLinkPreset('?sendCurrencyAmount=12.123456789').amounts.sendCurrencyAmount).toBe('12.12345678');
  });
});

describe('widget links', () => {
  it('widget v1 opens the order page with the quote, side, address and redirectUrl', () => {
    const inquiry = {
      ...defaultInquiry(),
      getCurrencyAmount: '0.0015',
      token: 'q-7',
      payMethod: 'card',
      offerType: 'topper',
    };
    const url = new URL(
      orderPageLink(inquiry, 'pay', {
        ...noExtras(),
        address: 'bc1qxy',
        redirectUrl: 'https://shop.example/',
      }),
      'http://x',
    );
    expect(url.pathname).toBe('/order');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
      getCurrencyAmount: '0.0015',
      token: 'q-7',
      partnerId: '0',
      payMethod: 'card',
      offerType: 'topper',
      address: 'bc1qxy',
      side: 'pay',
      redirectUrl: 'https://shop.example/',
    });
  });

  it('widget V2 opens the Get side of the edit page with the address and the host it came from', () => {
    const url = new URL(
      editPageLink({
        getCurrency: 'ETH',
        amount: '0.5',
        address: '0xabc',
        from: 'shop.example',
        offerType: 'topper',
      }),
      'http://x',
    );
    expect(url.pathname).toBe('/edit');
    const preset = readLinkPreset(url.search);
    expect(preset.side).toBe('get');
    expect(preset.extras).toEqual({ address: '0xabc', from: 'shop.example' });
    expect(preset.params.offerType).toBe('topper');
  });
});
