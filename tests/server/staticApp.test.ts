import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';

const script = 'console.log("the app");'.repeat(100);
let dist: string;
let gateway: TestGateway;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Buy Crypto</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(script));
  gateway = await startGateway({ DIST_DIR: dist });
});
afterAll(async () => {
  await gateway.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the served app', () => {
  it('answers every client route with the app page, revalidated, under the CSP', async () => {
    const res = await gateway.request('/order-status?orderNo=1');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Buy Crypto</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves hashed assets precompressed and cached for good', async () => {
    const res = await fetch(`${gateway.origin}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe(script);
  });

  it('keeps API misses as respCode answers, not the app page', async () => {
    const res = await gateway.request('/gateway/buying/noSuchEndpoint', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ respCode: 404 });
  });
});
