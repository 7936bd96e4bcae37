/** A quote writer thread that cannot start (quoteWriter.test.ts). */
throw new Error('no database for this thread');
