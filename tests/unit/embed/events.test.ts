import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  EMBED_MESSAGE_VERSION,
  isHostSetMessage,
  isWidgetMessage,
  WIDGET_EVENT_TYPES,
  WIDGET_MESSAGE_SOURCE,
  type OrderStatus as EventOrderStatus,
  type WidgetEvent,
} from '../../../src/embed/events.ts';
import type { OrderStatus } from '../../../src/lib/orderStatus.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** One event of each type, as the widget posts them. */
const samples: WidgetEvent[] = [
  { type: 'ready', widget: 'buy-v1', partnerId: 'demo' },
  {
    type: 'quoteRefreshed',
    sendCurrency: 'USD',
    sendCurrencyAmount: '250',
    getCurrency: 'BTC',
    getCurrencyAmount: '0.0025',
    offerType: 'topper',
  },
  { type: 'offerChosen', offerType: 'topper', payMethod: 'card' },
  { type: 'identityCheckRequired', level: 1 },
  {
    type: 'orderCreated',
    orderNo: '202611240000000001',
    offerType: 'topper',
    sendCurrency: 'USD',
    sendCurrencyAmount: '250',
    getCurrency: 'BTC',
    getCurrencyAmount: '0.0025',
  },
  { type: 'paymentResult', orderNo: '202611240000000001', result: 'success' },
  { type: 'orderStatusChanged', orderNo: '202611240000000001', status: 'Paid' },
  { type: 'error', code: 5003, message: 'The price has expired' },
  { type: 'closed' },
];

describe('embedding kit: the event types (src/embed/events.ts)', () => {
  it('lists every type once, and a message of each is a widget message', () => {
    expect(samples.map((event) => event.type)).toEqual([...WIDGET_EVENT_TYPES]);
    for (const event of samples)
      expect(isWidgetMessage({ source: WIDGET_MESSAGE_SOURCE, version: EMBED_MESSAGE_VERSION, event })).toBe(
        true,
      );
    expect(isWidgetMessage({ source: 'other', version: 1, event: samples[0] })).toBe(false);
    expect(isWidgetMessage({ source: WIDGET_MESSAGE_SOURCE, version: 2, event: samples[0] })).toBe(false);
    expect(isWidgetMessage({ source: WIDGET_MESSAGE_SOURCE, version: 1 })).toBe(false);
  });

  it('a set message is well formed or refused', () => {
    const set = { source: 'buy-crypto-host', version: 1, type: 'set' };
    expect(isHostSetMessage({ ...set, amount: '250', currency: 'ETH', address: '0xabc' })).toBe(true);
    expect(isHostSetMessage({ ...set, amount: 250 })).toBe(false);
    expect(isHostSetMessage({ ...set, address: 'x'.repeat(129) })).toBe(false);
    expect(isHostSetMessage({ ...set, type: 'reset' })).toBe(false);
  });

  it('is one file a partner can copy: no imports', () => {
    const text = fs.readFileSync(path.join(ROOT, 'src/embed/events.ts'), 'utf8');
    expect(text).not.toMatch(/^\s*import\s/m);
  });

  it('the README documents every event with each field of its payload', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const rowOf = (type: string) => readme.split('\n').find((line) => line.startsWith(`| \`${type}\``));
    for (const event of samples) {
      const payload = rowOf(event.type);
      expect(payload, `README row of ${event.type}`).toBeDefined();
      for (const field of Object.keys(event).filter((key) => key !== 'type'))
        expect(payload, `${event.type}.${field}`).toContain(`\`${field}`);
    }
  });
});

// events.ts has no imports (a partner copies it), so it repeats the app's order statuses: typecheck keeps them one list.
expectTypeOf<EventOrderStatus>().toEqualTypeOf<OrderStatus>();
