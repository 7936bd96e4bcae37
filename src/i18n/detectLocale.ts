import type { AppLocale } from './locales.ts';

/** The browser's preferred language decides: any zh… gives zh-CN, anything else en-US. */
export function detectLocale(navigatorLanguages: readonly string[] | undefined): AppLocale {
  const first = navigatorLanguages?.find((language) => language.trim() !== '');
  return first?.trim().toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}
