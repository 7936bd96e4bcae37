import enUS from './messages/en-US.json';
import zhCN from './messages/zh-CN.json';
import { DEFAULT_LOCALE, type AppLocale, type Messages } from './locales.ts';

/** The catalogues shipped in the bundle, exactly as written. */
export const builtInMessages: Record<AppLocale, Messages> = { 'en-US': enUS, 'zh-CN': zhCN };

/** The built-in messages of a locale over the default locale's, so a gap shows English, not an id. */
export function messagesFor(locale: AppLocale): Messages {
  if (locale === DEFAULT_LOCALE) return builtInMessages[DEFAULT_LOCALE];
  return { ...builtInMessages[DEFAULT_LOCALE], ...builtInMessages[locale] };
}
