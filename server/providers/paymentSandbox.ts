import { randomBytes } from 'node:crypto';
import type { Scenario } from '../domain/orders/statuses.ts';

/**
 * The sandbox card processor: a documented test card number decides what happens to the payment and,
 * once paid, which path the order takes (server/providers/SANDBOX.md, '## Payments').
 * A card number lives only inside chargeCard: what leaves it is a random provider token, brand and last 4.
 */
export type CardOutcome = 'succeeded' | 'declined' | 'authorized';

export interface TestCard {
  number: string;
  outcome: CardOutcome;
  /** The path of the order once the money is taken (a pre-authorization once it is captured). */
  scenario: Scenario;
  /** What the buyer will see, for the checkout page's list and SANDBOX.md. */
  description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    outcome: 'succeeded',
    scenario: 'deliver',
    description: 'Payment succeeds; the order is delivered.',
  },
  {
    number: '5555555555554444',
    outcome: 'succeeded',
    scenario: 'deliver',
    description: 'Mastercard: payment succeeds; the order is delivered.',
  },
  {
    number: '4000000000000002',
    outcome: 'declined',
    scenario: 'deliver',
    description: 'Payment is declined; the order stays unpaid (pay again or let it expire).',
  },
  {
    number: '4000000000003220',
    outcome: 'authorized',
    scenario: 'deliver',
    description:
      'Pre-authorization: captured and delivered once identity is approved, else voided and the order cancelled.',
  },
  {
    number: '4000000000000259',
    outcome: 'succeeded',
    scenario: 'deliveryFails',
    description: 'Payment succeeds; delivery fails (Failed), then the payment is refunded.',
  },
  {
    number: '4000000000009235',
    outcome: 'succeeded',
    scenario: 'riskReview',
    description: 'Payment succeeds; a risk review refunds it (Refunded).',
  },
];

export interface CardInput {
  number: string;
  /** 'MM/YY' or 'MM/YYYY' */
  expiry: string;
  cvc: string;
}

export interface CardToken {
  providerToken: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Why a card was refused, for a provider page that shows its own (translated) message. */
export type CardRefusal = 'invalid_number' | 'not_test_card' | 'invalid_expiry' | 'expired' | 'invalid_cvc';

export type ChargeResult =
  | { ok: false; field: 'number' | 'expiry' | 'cvc'; reason: CardRefusal; message: string }
  | { ok: true; outcome: CardOutcome; scenario: Scenario; card: CardToken };

export const digitsOnly = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Card';
}

function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** A card is good until the end of its expiry month (UTC). */
export function cardHasExpired(card: { expMonth: number; expYear: number }, nowMs: number): boolean {
  const now = new Date(nowMs);
  return card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** Charges a sandbox card: checks the form's values, then answers what the test card is documented to do. */
export function chargeCard(input: CardInput, nowMs: number): ChargeResult {
  const number = digitsOnly(input.number);
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return { ok: false, field: 'number', reason: 'invalid_number', message: 'Your card number is invalid.' };
  }
  const expiry = parseExpiry(input.expiry);
  if (!expiry)
    return {
      ok: false,
      field: 'expiry',
      reason: 'invalid_expiry',
      message: 'Enter the expiry date as MM/YY.',
    };
  if (cardHasExpired({ expMonth: expiry.month, expYear: expiry.year }, nowMs)) {
    return { ok: false, field: 'expiry', reason: 'expired', message: 'Your card has expired.' };
  }
  // American Express prints 4 digits on the front; the other brands 3 on the back.
  const cvcDigits = cardBrand(number) === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcDigits}}$`).test(input.cvc.trim())) {
    return { ok: false, field: 'cvc', reason: 'invalid_cvc', message: 'Your security code is invalid.' };
  }
  const testCard = TEST_CARDS.find((card) => card.number === number);
  if (!testCard) {
    return {
      ok: false,
      field: 'number',
      reason: 'not_test_card',
      message: 'This sandbox accepts only the test cards listed on this page.',
    };
  }
  return {
    ok: true,
    outcome: testCard.outcome,
    scenario: testCard.scenario,
    card: {
      providerToken: `tok_${randomBytes(12).toString('hex')}`,
      brand: cardBrand(number),
      last4: number.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
    },
  };
}

/** A test card number grouped by four, as the checkout page lists it (never used for a buyer's card). */
export const formatTestCard = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
