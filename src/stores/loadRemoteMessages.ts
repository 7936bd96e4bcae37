import type { FetchLike } from '../api/ApiClient.ts';
import { fetchLanguageList } from '../api/platform.ts';
import { loadCatalogue, type CompiledMessages } from '../i18n/catalogues.ts';
import type { AppLocale } from '../i18n/locales.ts';

export interface RemoteMessagesOptions {
  fetch: FetchLike;
  /** Where locales other than English are published; default '/i18n'. */
  storageBaseUrl?: string;
  /** The app's own origin path for the English file; default '/i18n'. */
  ownBaseUrl?: string;
}

/** A text without ICU syntax (no argument, tag or quote) is its own message; anything else needs the parser. */
const PLAIN_TEXT = /^[^{}<>']*$/;

/**
 * Keeps the entries the app can format without an ICU parser: messages precompiled to AST (what
 * scripts/export-messages.ts publishes) and plain texts. A malformed file must not break the messages it
 * does not touch; an ICU string that would need parsing is left out (the built-in text stays).
 */
function compiledEntries(value: unknown): CompiledMessages {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('the message file is not a JSON object');
  }
  const messages: CompiledMessages = {};
  for (const [id, message] of Object.entries(value)) {
    if (Array.isArray(message)) messages[id] = message;
    else if (typeof message === 'string' && PLAIN_TEXT.test(message))
      messages[id] = [{ type: 0, value: message }];
  }
  return messages;
}

async function fetchMessageFile(fetch: FetchLike, url: string): Promise<CompiledMessages> {
  const response = await fetch(url, { method: 'GET', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered HTTP ${response.status}`);
  return compiledEntries(await response.json());
}

/**
 * The built-in catalogue of the locale with the published file merged over it. The file is fetched only
 * when the platform language list names the locale: English from the app's own host, other locales from
 * the storage base URL. Any failure is logged and the built-in messages are used.
 */
export async function loadRemoteMessages(
  locale: AppLocale,
  options: RemoteMessagesOptions,
): Promise<CompiledMessages> {
  const builtIn = await loadCatalogue(locale);
  try {
    const published = await fetchLanguageList(options.fetch);
    if (!published.some((name) => name.toLowerCase() === locale.toLowerCase())) return builtIn;
    const base = locale === 'en-US' ? (options.ownBaseUrl ?? '/i18n') : (options.storageBaseUrl ?? '/i18n');
    const remote = await fetchMessageFile(options.fetch, `${base.replace(/\/+$/, '')}/${locale}.json`);
    return { ...builtIn, ...remote };
  } catch (error) {
    console.warn(`Messages for ${locale} could not be loaded; using the built-in ones.`, error);
    return builtIn;
  }
}
