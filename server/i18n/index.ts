import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { FastifyRequest } from 'fastify';
import { respMessageId, respValues, type RespKey } from '../../schemas/api/respKeys.ts';

/**
 * The gateway's words in the caller's language, from the app's own catalogues
 * (src/i18n/messages/<locale>.json: en-US generated from the defineMessages calls, zh-CN translated).
 * Used for `respMessage` (see http/errors.ts) and for anything else the gateway writes to a buyer (mails).
 */
export const SERVER_LOCALES = ['en-US', 'zh-CN'] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];
export const DEFAULT_SERVER_LOCALE: ServerLocale = 'en-US';

const cataloguesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/i18n/messages');

const readCatalogue = (locale: ServerLocale): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(cataloguesDir, `${locale}.json`), 'utf8')) as Record<string, string>;

const cache = createIntlCache();
const intls = new Map<ServerLocale, IntlShape<string>>();

/** The formatter of a locale (catalogue read once; a text missing in a translation falls back to en-US). */
export function intlFor(locale: ServerLocale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    const english = readCatalogue(DEFAULT_SERVER_LOCALE);
    const messages = locale === DEFAULT_SERVER_LOCALE ? english : { ...english, ...readCatalogue(locale) };
    intl = createIntl(
      {
        locale,
        defaultLocale: DEFAULT_SERVER_LOCALE,
        messages,
        onError: (error) => {
          // A missing translation falls back to English above; anything else is a broken catalogue.
          throw error;
        },
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/**
 * The caller's language from `Accept-Language` (RFC 9110 weights): the first range, by weight then by
 * order, that names one of ours (any `zh` is zh-CN, any `en` en-US); en-US when none does.
 */
export function localeOfHeader(header: string | string[] | undefined): ServerLocale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranges = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([0-9.]+)\s*$/.exec(o)?.[1]).find((w) => w !== undefined);
      return { tag: tag.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  }
  return DEFAULT_SERVER_LOCALE;
}

/** The language of a request's caller (its `Accept-Language`). */
export const localeOf = (request: Pick<FastifyRequest, 'headers'>): ServerLocale =>
  localeOfHeader(request.headers['accept-language']);

/** The text of a gateway answer key with its parameters, in a locale. */
export const formatResp = (
  locale: ServerLocale,
  key: RespKey,
  params: Readonly<Record<string, string>> = {},
): string => intlFor(locale).formatMessage({ id: respMessageId(key) }, respValues(params));
