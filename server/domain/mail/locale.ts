import type { MailLocale } from './payloads.ts';

/**
 * The mail language of a request, read minimally from Accept-Language: the first language the app has
 * (Chinese of any region → zh-CN, English → en-US); en-US when none is named.
 */
export function mailLocaleOf(acceptLanguage: string | string[] | undefined): MailLocale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  }
  return 'en-US';
}

/** A stored locale (an order's) as a mail language. */
export const asMailLocale = (value: string | null | undefined): MailLocale =>
  value === 'zh-CN' ? 'zh-CN' : 'en-US';
