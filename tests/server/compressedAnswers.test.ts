import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

interface RawAnswer {
  encoding: string | undefined;
  vary: string | undefined;
  bytes: Buffer;
}

/** A form POST as a browser sends it, read byte for byte (fetch would decompress the answer itself). */
function postRaw(endpoint: string, body: string, acceptEncoding: string): Promise<RawAnswer> {
  const url = new URL(`${gateway.app.config.apiBase}/${endpoint}`, gateway.origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            vary: response.headers.vary,
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as { respCode: number };

describe('compressed answers', () => {
  it('sends the token lists brotli-compressed to a browser, the same JSON in a fraction of the bytes', async () => {
    for (const endpoint of ['payList', 'getList']) {
      const plain = await postRaw(endpoint, 'intercept=2', '');
      const compressed = await postRaw(endpoint, 'intercept=2', 'gzip, deflate, br, zstd');
      expect(plain.encoding).toBeUndefined();
      expect(json(plain.bytes).respCode).toBe(200);
      expect(compressed.encoding).toBe('br');
      expect(compressed.vary).toMatch(/accept-encoding/i);
      expect(json(zlib.brotliDecompressSync(compressed.bytes))).toEqual(json(plain.bytes));
      expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 4);
    }
  });

  it('falls back to gzip for a client without brotli', async () => {
    const plain = await postRaw('getallcountry', '', '');
    const compressed = await postRaw('getallcountry', '', 'gzip');
    expect(compressed.encoding).toBe('gzip');
    expect(json(zlib.gunzipSync(compressed.bytes))).toEqual(json(plain.bytes));
  });

  it('leaves the quote uncompressed: asked thousands of times a second, it is not worth the gateway CPU', async () => {
    const quote = await postRaw(
      'offerInquiry',
      'sendCurrency=USD&sendCurrencyAmount=100&getCurrency=BTC&getCurrencyAmount=&payMethod=',
      'gzip, deflate, br',
    );
    expect(quote.encoding).toBeUndefined();
    expect(json(quote.bytes).respCode).toBe(200);
  });
});
