/** Interface languages of the app; en-US is the default and the fallback of every message. */
export const LOCALES = ['en-US', 'zh-CN'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'en-US';

/** A flat catalogue: message id → ICU message. */
export type Messages = Record<string, string>;

export const isAppLocale = (value: unknown): value is AppLocale => LOCALES.includes(value as AppLocale);
