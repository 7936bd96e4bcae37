import type { ApiAnswer, ApiClient, FetchLike, RequestOptions } from './ApiClient.ts';

/** GET calls outside the POST endpoint map: the caller's country and the platform language list. */

export interface CountryItem {
  code: string;
  country: string;
  currency: string;
}

export interface CountryData {
  currCode: string;
  currCountry: string;
  /** 1 when the caller's region is banned: no flag or name is shown. */
  isBan: number;
  list: CountryItem[];
}

export interface CountryAnswer extends ApiAnswer {
  data?: CountryData;
}

/** GET `${base}/country`: the caller's country, whether it is banned, and every country with its currency. */
export const fetchCountryList = (client: ApiClient, options?: RequestOptions) =>
  client.get<CountryAnswer>('country', options);

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
  const body = (await response.json()) as { dataList?: LanguageEntry[]; data?: { dataList?: LanguageEntry[] } };
  const list = body.dataList ?? body.data?.dataList;
  if (!Array.isArray(list)) throw new Error(`GET ${url} answered without dataList`);
  return list.map((entry) => entry.localName).filter((name): name is string => typeof name === 'string');
}
