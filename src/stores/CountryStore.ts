import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Static } from 'typebox';
import type { CountryItem } from '../../schemas/api/reference.ts';
import { isCancelled, type Api } from '../api/index.ts';

/**
 * The caller's country (GET country): shown in the Edit header, hidden when the region is banned. A
 * failed load is logged; the header then shows nothing rather than a wrong country.
 */
export class CountryStore {
  /** The call has not ended yet: the selector shows a skeleton. */
  loading = false;
  loaded = false;
  currCode = '';
  currCountry = '';
  isBan = 0;
  list: Array<Static<typeof CountryItem>> = [];

  constructor(private readonly api: Api) {
    // The list is replaced whole, never edited: kept as given (no deep observable per country to build).
    makeAutoObservable<this, 'api'>(this, { api: false, list: observableRef });
  }

  get banned(): boolean {
    return this.isBan === 1;
  }

  /** The caller's country when known and not banned. */
  get current(): { code: string; name: string } | undefined {
    if (this.banned || !this.currCode) return undefined;
    return { code: this.currCode, name: this.currCountry };
  }

  /** The countries as picker items: searched and indexed by name, the flag as logo. */
  get items(): Array<{
    id: string;
    symbol: string;
    symbolUI: string;
    name: string;
    logo: string;
    isPopular: boolean;
  }> {
    return this.list.map((item) => ({
      id: item.code,
      symbol: item.code,
      symbolUI: item.country,
      name: item.currency,
      logo: `/images/flags/${item.code}.svg`,
      isPopular: false,
    }));
  }

  /** The buyer says where they are; returns the country (with its currency) when listed. */
  choose(code: string): { code: string; country: string; currency: string } | undefined {
    const item = this.list.find((country) => country.code === code);
    if (!item || this.banned) return undefined;
    this.currCode = item.code;
    this.currCountry = item.country;
    return item;
  }

  /** Loads once; later calls reuse the answer. */
  async load(): Promise<void> {
    if (this.loading || this.loaded) return;
    this.loading = true;
    try {
      const answer = await this.api.country({});
      runInAction(() => {
        if (answer.respCode === 200 && answer.data) {
          this.currCode = answer.data.currCode;
          this.currCountry = answer.data.currCountry;
          this.isBan = Number(answer.data.isBan) === 1 ? 1 : 0;
          this.list = answer.data.list;
        } else {
          console.error(`GET country failed (${answer.respCode}): ${answer.respMessage}`);
        }
      });
    } catch (error) {
      if (!isCancelled(error)) console.error('GET country failed', error);
    } finally {
      runInAction(() => {
        this.loading = false;
        this.loaded = true;
      });
    }
  }
}
