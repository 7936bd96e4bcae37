/**
 * The browser's preferred language decides: any zh… gives zh-CN, anything else en-US. The app starts in it
 * (navigator.languages), and the gateway pre-renders its first screen in it (the Accept-Language header,
 * which lists the same languages in the same order): one rule for both.
 */
export function detectLocale(navigatorLanguages: readonly string[] | undefined): 'en-US' | 'zh-CN' {
  const first = navigatorLanguages?.find((language) => language.trim() !== '');
  return first?.trim().toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}
