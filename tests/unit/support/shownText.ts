import { createIntl } from 'react-intl';
import { messagesFor } from '../../../src/i18n/catalogues.ts';
import type { AppLocale } from '../../../src/i18n/locales.ts';

/** A catalogue message (a store's refusal, toast, error) as the buyer reads it in `locale`. */
export function shownText(
  message: { id: string; values?: Record<string, string | number> } | undefined,
  locale: AppLocale = 'en-US',
): string | undefined {
  if (!message) return undefined;
  return createIntl({ locale, messages: messagesFor(locale) }).formatMessage(
    { id: message.id },
    message.values,
  );
}
