import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { page } from 'vitest/browser';
import { FormStory } from '../../../stories/forms/support/FormStory.tsx';
import { formLists } from '../../../stories/forms/support/formLists.ts';
import { formNames, type FormName } from '../../../src/forms/index.ts';
import type { AppLocale } from '../../../src/i18n/locales.ts';
import { renderWithProviders } from '../support/renderWithProviders.tsx';

const filled: { [N in FormName]: object } = {
  personalInfo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
    citizenship: 'GB',
    city: 'London',
    purpose: 'investment',
    contactNumber: '+447911123456',
  },
  billingAddress: { country: 'FR', city: 'Paris', zipCode: '75001', address: '1 Rue de Rivoli' },
  idVerification: { country: 'FR', documentType: 'passport' },
  addressBookEntry: {
    crypto: 'USDT',
    network: 'TRON',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    name: 'Savings',
  },
  walletType: { walletType: 'exchange', exchangeName: 'Kraken' },
};

/** Every form at 360 px in both languages: nothing wider than the screen, every control a thumb's height. */
describe.each(['en-US', 'zh-CN'] as const)('forms at 360 px in %s', (locale: AppLocale) => {
  it.each(formNames)(
    '%s fits the screen',
    async (form) => {
      await page.viewport(360, 740);
      const { container } = renderWithProviders(
        <FormStory form={form} initial={filled[form] as never} formContext={formLists} />,
        { locale },
      );
      // The first form of a run waits for the schema form's lazy chunk, slow on a loaded 2-core machine.
      await screen.findByRole(
        'button',
        { name: locale === 'en-US' ? 'Submit' : '提交' },
        { timeout: 25_000 },
      );
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      for (const control of container.querySelectorAll<HTMLElement>(
        'input:not([type=radio]):not([aria-hidden=true]):not([tabindex="-1"]), select, [role=combobox]',
      )) {
        const box = control.closest('.MuiInputBase-root') ?? control;
        expect(box.getBoundingClientRect().height, `${form} ${control.id}`).toBeGreaterThanOrEqual(40);
      }
      // Kept out of git (screenshots/), for looking at.
      await page.screenshot({ path: `../../../screenshots/forms/${form}-${locale}-360.png` });
    },
    40_000,
  );
});
