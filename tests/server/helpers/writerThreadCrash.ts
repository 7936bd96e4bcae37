/** A quote writer thread that starts, then dies at its first batch (quoteWriter.test.ts). */
import { parentPort } from 'node:worker_threads';
import type { FromWriterThread } from '../../../server/domain/quotes/writerThread.ts';

parentPort!.once('message', () => process.exit(3));
parentPort!.postMessage({ kind: 'ready' } satisfies FromWriterThread);
