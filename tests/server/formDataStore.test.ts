import '../setup/browserApp.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reaction } from 'mobx';
import type { FormContextData } from '../../src/forms/index.ts';
import { createMemoryStorage } from '../../src/stores/memoryStorage.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import countries from '../../server/data/countries.json' with { type: 'json' };
import cities from '../../server/data/cities.json' with { type: 'json' };
import { startGateway, type TestGateway } from './helpers/gateway.ts';

/** The form lists store against the real gateway: what the country, city, nature, crypto and network widgets offer. */
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway();
});

afterAll(async () => {
  await gateway?.close();
});

function storeOverGateway() {
  const calls: string[] = [];
  const root = new RootStore({
    fetch: (url, init) => {
      calls.push(url.replace(/^.*\//, ''));
      return fetch(gateway.origin + url, init);
    },
    clock: { now: () => Date.now() },
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    navigator: { navigate: () => undefined, currentUrl: () => '/enter-information' },
    visitorId: async () => 'test-visitor',
  });
  return { root, formData: root.formData, calls };
}

describe('FormDataStore over the real gateway', () => {
  it('loads the served countries (banned ones left out), the natures and the cryptos once', async () => {
    const { formData, calls } = storeOverGateway();
    await formData.load();
    await formData.load();
    const served = countries.filter((country) => Number(country.isBan) !== 1).map((country) => country.code);
    const banned = countries.filter((country) => Number(country.isBan) === 1).map((country) => country.code);
    expect(formData.countries?.map((country) => country.code)).toEqual(served);
    expect(formData.countries?.find((country) => country.code === 'US')?.name).toBe('United States');
    for (const code of banned)
      expect(formData.countries?.some((country) => country.code === code)).toBe(false);
    expect(formData.natures?.map((nature) => nature.code)).toContain('investment');
    expect(formData.cryptos?.map((crypto) => crypto.crypto)).toContain('USDT');
    expect(calls.filter((name) => name === 'getallcountry')).toHaveLength(1);
    expect(calls.filter((name) => name === 'getNatureList')).toHaveLength(1);
  });

  it("gives a country's cities on demand, once, and an empty list where the gateway has none", async () => {
    const { formData, calls } = storeOverGateway();
    const contexts: FormContextData[] = [];
    const stop = reaction(
      () => formData.formContext,
      (context) => contexts.push(context),
    );
    formData.formContext.loadCities?.('FR');
    formData.formContext.loadCities?.('FR');
    await expect
      .poll(() => formData.formContext.citiesByCountry?.FR)
      .toEqual((cities as Record<string, string[]>).FR);
    formData.loadCities('ZZ');
    await expect.poll(() => formData.formContext.citiesByCountry?.ZZ).toEqual([]);
    stop();
    expect(calls.filter((name) => name === 'getCity')).toHaveLength(2);
    // Each arrival is a new formContext, so the observing page re-renders its form.
    expect(contexts.length).toBeGreaterThanOrEqual(2);
  });

  it("gives a crypto's networks on demand", async () => {
    const { formData } = storeOverGateway();
    formData.loadNetworks('USDT');
    await expect.poll(() => formData.networksByCrypto.USDT?.length ?? 0).toBeGreaterThan(1);
    expect(formData.networksByCrypto.USDT?.map((network) => network.network)).toContain('TRON');
  });
});
