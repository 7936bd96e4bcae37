import type { MailLocale } from './payloads.ts';

/** A stored locale (an order's) as a mail language. */
export const asMailLocale = (value: string | null | undefined): MailLocale =>
  value === 'zh-CN' ? 'zh-CN' : 'en-US';
