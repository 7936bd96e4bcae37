// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../schemas/api/index.ts';
import { ApiClient } from '../../../src/api/ApiClient.ts';
import { createApi } from '../../../src/api/createApi.ts';
import { createFakeFetch, json } from '../support/fakeFetch.ts';

const ok = { respCode: 200, respMessage: 'success' };

describe('typed Api', () => {
  it('has one function per endpoint of the map and nothing for another name', () => {
    const api = createApi(new ApiClient({ fetch: createFakeFetch(() => json(ok)).fetch }));
    expect(Object.keys(api).sort()).toEqual(Object.keys(endpoints).sort());
    // @ts-expect-error a name the map does not hold is a type error…
    expect(api.getLists).toBeUndefined(); // …and no function at run time
  });

  it('POSTs an endpoint by its name and GETs a GET endpoint', async () => {
    const { fetch, calls } = createFakeFetch(() => json(ok));
    const api = createApi(new ApiClient({ fetch }));
    await api.getList({ intercept: 2, offerType: 'alchemy' });
    await api.country({});
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'POST /gateway/buying/getList',
      'GET /gateway/buying/country',
    ]);
    expect(calls[0].fields()).toEqual({ intercept: '2', offerType: 'alchemy' });
  });

  it('gives the same function for an endpoint each time, and is not mistaken for a promise', async () => {
    const api = createApi(new ApiClient({ fetch: createFakeFetch(() => json(ok)).fetch }));
    expect(api.payList).toBe(api.payList);
    await expect(Promise.resolve(api)).resolves.toBe(api);
  });
});
