/** The platform language list, served outside the buying API (the country list is `api.country`). */
import type { FetchLike } from './ApiClient.ts';

export const LANGUAGES_URL = '/gateway/admin/languages';

interface LanguageEntry {
  localName?: unknown;
}

/**
 * The locales the platform publishes message files for (dataList[].localName). Throws when the call
 * fails or the answer has no list: callers log and carry on with the built-in messages.
 */
export async function fetchLanguageList(fetch: FetchLike, url = LANGUAGES_URL): Promise<string[]> {
  const response = await fetch(url, { method: 'GET', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered HTTP ${response.status}`);
  const list = ((await response.json()) as { dataList?: LanguageEntry[] }).dataList;
  if (!Array.isArray(list)) throw new Error(`GET ${url} answered without dataList`);
  return list.map((entry) => entry.localName).filter((name): name is string => typeof name === 'string');
}
