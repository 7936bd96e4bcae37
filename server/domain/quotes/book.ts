import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import { RespCode } from '../../../schemas/api/common.ts';
import { BusinessError } from '../../http/errors.ts';
import type { Db } from '../../storage/database.ts';
import type { PricedInquiry } from './inquiry.ts';
import {
  issueQuote,
  quoteOfRow,
  readQuote,
  type IssuedQuote,
  type QuoteLookups,
  type StoredQuote,
} from './store.ts';
import type { QuoteTable } from './tables.ts';
import { quoteTokenKey, signedExpiry, signQuoteToken } from './token.ts';
import type { QuoteWriter } from './writer.ts';

/** How long a new quote may wait before its row is written (with every other quote of that moment). */
const FLUSH_MS = 50;
/** How long an order on another gateway waits for the row of a signed, unexpired quote it cannot find yet. */
const PEER_WAIT_MS = 1_000;

/**
 * The gateway's quotes. offerInquiry answers without waiting for the database: a new quote is kept here and
 * written behind the answer, with the others of the same FLUSH_MS (writer.ts: from a thread of its own on
 * SQLite). This gateway reads its unwritten quotes from memory until the writer confirms them; another
 * gateway on the same database that is shown a signed, unexpired token it cannot find yet waits for the
 * issuer's next write (up to PEER_WAIT_MS) before answering 5003.
 * A made-up or expired token is refused at once, without a read. Quotes not yet written when a process dies
 * are lost: their orders answer 5003 and the buyer gets a new quote.
 */
export class QuoteBook {
  private readonly pending = new Map<string, IssuedQuote>();
  private readonly key;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly writer: QuoteWriter,
    checkoutKey: Buffer,
    private readonly log: FastifyBaseLogger,
    /** Names and icons of a quote read from its row (the catalog is loaded after the book is made). */
    private readonly lookups: () => QuoteLookups,
  ) {
    this.key = quoteTokenKey(checkoutKey);
  }

  /** A new quote for a priced inquiry, answered at once and written within FLUSH_MS. */
  issue(
    priced: PricedInquiry,
    attribution: Parameters<typeof issueQuote>[1],
    nowMs: number,
    ttlSeconds: number,
  ): StoredQuote {
    const quote = issueQuote(priced, attribution, nowMs, ttlSeconds, (expireTime) =>
      signQuoteToken(this.key, expireTime),
    );
    this.pending.set(quote.token, { quote, createdAt: nowMs });
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
    return quote;
  }

  /**
   * The quote of a token; BusinessError 5003 when there is none or it has expired. `read`: the token's row
   * (undefined: none) when the caller has just read it with reads of its own, in one statement.
   */
  async load(
    token: string,
    nowMs: number,
    read?: { row: Selectable<QuoteTable> | undefined },
  ): Promise<StoredQuote> {
    const expired = () => new BusinessError(RespCode.priceExpired, 'quote.expired');
    const signed = signedExpiry(this.key, token);
    if (signed !== undefined && nowMs >= signed * 1000) throw expired();
    const deadline = Date.now() + (signed === undefined ? 0 : PEER_WAIT_MS);
    for (let first = read; ; first = undefined) {
      const quote =
        this.pending.get(token)?.quote ??
        (first
          ? first.row && quoteOfRow(first.row, this.lookups())
          : await readQuote(this.db, token, this.lookups()));
      if (quote) {
        if (nowMs >= quote.expireTime * 1000) throw expired();
        return quote;
      }
      if (Date.now() >= deadline) throw expired();
      await sleep(FLUSH_MS);
    }
  }

  /** Writes every quote issued so far; resolves when they are in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(() => this.writeBatch());
    return this.writing;
  }

  /** Writes what is left and stops the writer (the gateway's close). */
  async close(): Promise<void> {
    await this.flush();
    await this.writer.close();
  }

  private async writeBatch(): Promise<void> {
    const batch = [...this.pending.values()];
    if (batch.length === 0) return;
    try {
      await this.writer.write(batch);
      for (const { quote } of batch) this.pending.delete(quote.token);
    } catch (error) {
      // Kept for the next write (this gateway still honours them meanwhile), unless already expired.
      for (const { quote } of batch)
        if (Date.now() >= quote.expireTime * 1000) this.pending.delete(quote.token);
      this.log.error({ reason: (error as Error).message, quotes: batch.length }, 'quote write failed');
      this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS * 10);
    }
  }
}
