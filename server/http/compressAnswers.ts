import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of the calling plugin's routes compressed (brotli, else gzip) when the client accepts it. For the
 * reference lists: 4–13 KB of JSON each, asked once a visit, and payList and getList stand on the first
 * quote's path (about 8× smaller compressed). Not for the quote: 4 KB asked thousands of times a second,
 * where brotli would cost the gateway about 40 % more CPU a request for 3 KB a buyer barely notices.
 * Request bodies are never decompressed: nothing uploads compressed, and no one gets to send a zip bomb.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalCompression: true,
    globalDecompression: false,
  });
}
