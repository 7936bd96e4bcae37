import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { partnerOrigins, readPartners } from '../../server/partners.ts';

const page = '<!doctype html><title>Buy Crypto</title>' + '<!-- the app -->'.repeat(200);
let dist: string;
let gateway: TestGateway;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), page);
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(page));
  fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(page));
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  gateway = await startGateway({ DIST_DIR: dist });
});
afterAll(async () => {
  await gateway.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const framing = async (pathname: string, init?: RequestInit) => {
  const res = await gateway.request(pathname, init);
  await res.arrayBuffer();
  return {
    status: res.status,
    frameAncestors: /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1],
    xFrameOptions: res.headers.get('x-frame-options'),
  };
};

describe('who may frame the app', () => {
  it.each(['/buy', '/buy/', '/buy-v1', '/buy-v1/', '/buy-v1/BTC', '/buy-v1/USDT?theme=aurora'])(
    "lets the partners' origins, and only them, frame the widget route %s",
    async (pathname) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await gateway.request(pathname, { headers: { 'accept-encoding': encoding } });
        expect(res.status).toBe(200);
        expect(await res.text()).toBe(page);
        const csp = res.headers.get('content-security-policy') ?? '';
        const ancestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1].split(' ');
        // Every origin of theme/partners/*.json, our own, and nobody else (no '*').
        expect(ancestors).toEqual(["'self'", ...partnerOrigins(readPartners())]);
        expect(ancestors).toContain('https://aurora.example');
        expect(ancestors).not.toContain('*');
        expect(ancestors).not.toContain('https://evil.example');
        expect(csp).toContain("script-src 'self'");
        expect(res.headers.get('x-frame-options')).toBeNull();
      }
    },
  );

  it.each([
    '/',
    '/index.html',
    '/login',
    '/edit',
    '/order-status?orderNo=1',
    '/verify-id',
    '/buyer',
    '/buy/extra/path',
    '/buy-v1/BTC/more',
    '/sw.js',
  ])('lets only our own origin frame %s', async (pathname) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect(await framing(pathname, { headers: { 'accept-encoding': encoding } })).toEqual({
        status: 200,
        frameAncestors: "'self'",
        xFrameOptions: 'SAMEORIGIN',
      });
    }
  });

  it('lets only our own origin frame the API, the checkout and the card field', async () => {
    expect(await framing('/gateway/buying/health')).toMatchObject({
      frameAncestors: "'self'",
      xFrameOptions: 'SAMEORIGIN',
    });
    expect(await framing('/gateway/buying/noSuchEndpoint', { method: 'POST' })).toMatchObject({
      status: 404,
      frameAncestors: "'self'",
      xFrameOptions: 'SAMEORIGIN',
    });
    expect(await framing('/sandbox/rampeasy/checkout/123')).toMatchObject({
      frameAncestors: "'self'",
      xFrameOptions: 'SAMEORIGIN',
    });
    expect(await framing('/sandbox/card-field')).toEqual({
      status: 200,
      frameAncestors: "'self'",
      xFrameOptions: 'SAMEORIGIN',
    });
  });
});
