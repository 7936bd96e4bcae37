import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isCancelled, type Api } from '../api/index.ts';

const OK = 200;

export interface NamedCode {
  code: string;
  name: string;
}

/**
 * The lists the schema forms choose from, as the forms' widgets read them (the shape of
 * `FormContextData` of src/forms/index.ts).
 */
export interface FormLists {
  countries?: NamedCode[];
  natures?: NamedCode[];
  citiesByCountry: Record<string, string[] | undefined>;
  loadCities: (country: string) => void;
  cryptos?: Array<{ crypto: string; name: string; imgUrl: string }>;
  networksByCrypto: Record<string, Array<{ network: string; name: string }> | undefined>;
  loadNetworks: (crypto: string) => void;
}

/**
 * The gateway's lists behind the data-entry forms: countries (banned ones left out), natures of the
 * account, the address book's cryptos, loaded once; a country's cities and a crypto's networks when a
 * form asks for them. A list that failed to load is asked again at the next load().
 */
export class FormDataStore {
  countries?: NamedCode[] = undefined;
  natures?: NamedCode[] = undefined;
  cryptos?: FormLists['cryptos'] = undefined;
  citiesByCountry: FormLists['citiesByCountry'] = {};
  networksByCrypto: FormLists['networksByCrypto'] = {};
  private readonly asked = new Set<string>();

  constructor(private readonly api: Api) {
    makeAutoObservable<this, 'api' | 'asked'>(
      this,
      {
        api: false,
        asked: false,
        countries: observableRef,
        natures: observableRef,
        cryptos: observableRef,
        citiesByCountry: observableRef,
        networksByCrypto: observableRef,
      },
      { autoBind: true },
    );
  }

  /** What a page passes to SchemaForm as formContext: a new object whenever a list arrives. */
  get formContext(): FormLists {
    return {
      countries: this.countries,
      natures: this.natures,
      citiesByCountry: this.citiesByCountry,
      loadCities: this.loadCities,
      cryptos: this.cryptos,
      networksByCrypto: this.networksByCrypto,
      loadNetworks: this.loadNetworks,
    };
  }

  /** Loads the countries, natures and cryptos not loaded yet (call it on a form page's mount; idempotent). */
  async load(): Promise<void> {
    await Promise.all([
      this.once('countries', async () => {
        const answer = await this.api.getallcountry({});
        if (answer.respCode !== OK || !answer.data) return false;
        const served = answer.data
          .filter((country) => Number(country.isBan) !== 1)
          .map(({ code, country }) => ({ code, name: country }));
        runInAction(() => (this.countries = served));
        return true;
      }),
      this.once('natures', async () => {
        const answer = await this.api.getNatureList({});
        if (answer.respCode !== OK || !answer.data) return false;
        const natures = answer.data.map(({ code, name }) => ({ code, name }));
        runInAction(() => (this.natures = natures));
        return true;
      }),
      this.once('cryptos', async () => {
        const answer = await this.api.getAddressCryptoList({});
        if (answer.respCode !== OK || !answer.data) return false;
        const cryptos = answer.data;
        runInAction(() => (this.cryptos = cryptos));
        return true;
      }),
    ]);
  }

  /** Asks for a country's cities once; none (or a failed call) leaves an empty list: the buyer types the city. */
  loadCities(country: string): void {
    void this.once(`cities:${country}`, async () => {
      const answer = await this.api.getCity({ country });
      const cities = answer.respCode === OK && answer.data ? answer.data.map((city) => city.name) : [];
      runInAction(() => (this.citiesByCountry = { ...this.citiesByCountry, [country]: cities }));
      return answer.respCode === OK;
    });
  }

  /** Asks for a crypto's networks once. */
  loadNetworks(crypto: string): void {
    void this.once(`networks:${crypto}`, async () => {
      const answer = await this.api.getAddressNetworkList({ crypto });
      const networks =
        answer.respCode === OK && answer.data
          ? answer.data.map(({ network, name }) => ({ network, name }))
          : [];
      runInAction(() => (this.networksByCrypto = { ...this.networksByCrypto, [crypto]: networks }));
      return answer.respCode === OK;
    });
  }

  /** Runs a load unless it is done or on its way; a failed one may run again. */
  private async once(key: string, run: () => Promise<boolean>): Promise<void> {
    if (this.asked.has(key)) return;
    this.asked.add(key);
    let done = false;
    try {
      done = await run();
    } catch (error) {
      if (!isCancelled(error)) console.error(`Loading the form list ${key} failed`, error);
    } finally {
      if (!done) this.asked.delete(key);
    }
  }
}
