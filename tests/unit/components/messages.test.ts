// @vitest-environment node
import { describe, expect, it } from 'vitest';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';
import { amountInputMessages } from '../../../src/components/AmountInput/AmountInput.messages.ts';
import { currencyPickerMessages } from '../../../src/components/CurrencyPicker/CurrencyPicker.messages.ts';
import { paymentMethodGridMessages } from '../../../src/components/PaymentMethodGrid/PaymentMethodGrid.messages.ts';
import { feeSummaryMessages } from '../../../src/components/FeeSummary/FeeSummary.messages.ts';
import { countrySelectorMessages } from '../../../src/components/CountrySelector/CountrySelector.messages.ts';
import { floatingRateNoticeMessages } from '../../../src/components/FloatingRateNotice/FloatingRateNotice.messages.ts';

const catalogues: Record<string, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

const components = {
  amountInput: amountInputMessages,
  currencyPicker: currencyPickerMessages,
  paymentMethodGrid: paymentMethodGridMessages,
  feeSummary: feeSummaryMessages,
  countrySelector: countrySelectorMessages,
  floatingRateNotice: floatingRateNoticeMessages,
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(components))('%s messages', (name, messages) => {
  const descriptors = Object.values(messages) as Array<{
    id: string;
    defaultMessage: string;
    description?: string;
  }>;

  it('use ids components.<name>.<key> and tell translators what they are', () => {
    for (const descriptor of descriptors) {
      expect(descriptor.id).toMatch(new RegExp(`^components\\.${name}\\.\\w+$`));
      expect(descriptor.description?.length).toBeGreaterThan(10);
    }
  });

  it('are in en-US word for word and translated in zh-CN with the same placeholders', () => {
    for (const { id, defaultMessage } of descriptors) {
      expect(catalogues['en-US'][id]).toBe(defaultMessage);
      const chinese = catalogues['zh-CN'][id];
      expect(chinese, id).toBeTruthy();
      expect(chinese, id).not.toBe(defaultMessage);
      expect(placeholders(chinese)).toEqual(placeholders(defaultMessage));
    }
  });
});

it('carries the spec texts word for word', () => {
  expect(enUS['components.currencyPicker.empty']).toBe(
    'It appears no result that matches your search. Please try another.',
  );
  expect(enUS['components.paymentMethodGrid.empty']).toBe(
    'No payment methods available. Please refresh the page.',
  );
  expect(enUS['components.amountInput.payLabel']).toBe('You Pay');
  expect(enUS['components.amountInput.getLabel']).toBe('You get (estimate)');
  expect(enUS['components.feeSummary.newQuotesIn']).toBe('New quotes in {countdown}');
});
