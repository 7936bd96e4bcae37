import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

describe('gateway shell', () => {
  it('answers unknown API paths with a respCode, not an HTML page', async () => {
    const res = await gateway.request('/gateway/buying/noSuchEndpoint', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ respCode: 404, respMessage: 'Not found' });
  });

  it('sends a strict Content-Security-Policy', async () => {
    const res = await gateway.request('/gateway/buying/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });
});
