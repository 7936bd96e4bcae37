import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../schemas/api/index.ts';
import { ApiClient } from '../../../src/api/ApiClient.ts';
import { createApi } from '../../../src/api/createApi.ts';
import { GET_ENDPOINTS } from '../../../src/api/getEndpoints.ts';
import { createFakeFetch, json } from '../support/fakeFetch.ts';

const ok = { respCode: 200, respMessage: 'success' };

describe('typed Api', () => {
  it('knows every GET endpoint of the schema map (the bundle cannot read the schemas)', () => {
    const declaredGet = Object.entries(endpoints)
      .filter(([, spec]) => spec.method === 'GET')
      .map(([name]) => name)
      .sort();
    expect([...GET_ENDPOINTS].sort()).toEqual(declaredGet);
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
