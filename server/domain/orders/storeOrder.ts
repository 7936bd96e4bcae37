import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import { BusinessError } from '../../http/errors.ts';
import { compiledOnce } from '../../storage/compiledOnce.ts';
import type { Db } from '../../storage/database.ts';
import type { Database } from '../../storage/schema.ts';
import type { QuoteTable } from '../quotes/tables.ts';
import {
  checkOrderRisk,
  countedSince,
  recentOrders,
  tooManyOrders,
  type RiskRules,
  type RiskSubject,
} from '../risk/rules.ts';
import { statusLine } from './changeOrder.ts';
import { findOrder, toOrder, type Order } from './rows.ts';
import type { OrderTable } from './tables.ts';

/** The key row that marks a quote token as used by an order (beside the request keys, which are hex hashes). */
const quoteKey = (token: string) => `quote:${token}`;

export const quoteUsed = () => new BusinessError(400, 'order.quoteUsed');
const beingCreated = () => new BusinessError(409, 'order.beingCreated');

/** What an order request needs from the database before it is checked, read in one statement. */
export interface RequestReads {
  /** The order this request key already made (a repeat), if any. */
  madeOrderNo: string | null;
  /** The quote token's row, if it has one (yet). */
  quote: { row: Selectable<QuoteTable> | undefined };
  /** Whether another order already used the quote. */
  quoteTaken: boolean;
}

const requestReads = compiledOnce((db, args: { key: string; token: string; quoteKey: string }) =>
  db
    .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('request'))
    .leftJoin('quotes', (join) => join.on('quotes.token', '=', args.token))
    .selectAll('quotes')
    .select((eb) => [
      eb.selectFrom('idempotency_keys').select('order_no').where('key', '=', args.key).as('made_order_no'),
      eb
        .selectFrom('idempotency_keys')
        .select('order_no')
        .where('key', '=', args.quoteKey)
        .as('quote_order_no'),
    ]),
);

/**
 * The request key's order, the quote's row and whether the quote is taken, in one statement: a new order's
 * key has no row, and a repeat's order is read only then (readRepeat).
 */
export async function readRequest(db: Db, key: string, token: string): Promise<RequestReads> {
  const {
    rows: [{ made_order_no, quote_order_no, ...quote }],
  } = await requestReads(db, { key, token, quoteKey: quoteKey(token) });
  return {
    madeOrderNo: made_order_no,
    quote: { row: quote.token === null ? undefined : (quote as Selectable<QuoteTable>) },
    quoteTaken: quote_order_no !== null,
  };
}

/** The order a request key made, read in one statement. */
async function orderOfKey(db: Db, key: string): Promise<Order | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .innerJoin('orders', 'orders.order_no', 'idempotency_keys.order_no')
    .selectAll('orders')
    .where('idempotency_keys.key', '=', key)
    .executeTakeFirst();
  return row && toOrder(row);
}

/** A repeat's order (readRequest found its key). */
export const readRepeat = (db: Db, orderNo: string) => findOrder(db, orderNo);

/** A new order's row, every column given (none is left to a default), and the order it is once written. */
export function newOrder(
  row: Omit<Required<Insertable<OrderTable>>, 'authorized_until' | 'delivering_at' | 'delivered_at'>,
) {
  const stored: Required<Insertable<OrderTable>> = {
    ...row,
    authorized_until: null,
    delivering_at: null,
    delivered_at: null,
  };
  return { stored, order: toOrder(stored) };
}
type NewOrder = ReturnType<typeof newOrder>;

export interface OrderWrite {
  /** The request's idempotency key. */
  key: string;
  order: NewOrder;
  risk: RiskRules;
  subject: RiskSubject;
  nowMs: number;
}

/** An order written, or the order its key already made (a twin's). */
export type Written = { order: Order; created: boolean };

/**
 * SQLite (in a durable transaction, whose works run one after another): the request's key and the quote's
 * in one statement, the risk count, the order and its first status line. A concurrent twin finds the
 * request key taken and answers its order; another order for the same quote finds the quote key taken.
 */
export async function writeInTransaction(trx: Transaction<Database>, write: OrderWrite): Promise<Written> {
  const { key, order, nowMs } = write;
  const orderNo = order.stored.order_no;
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values([
      { key, order_no: orderNo, created_at: nowMs },
      { key: quoteKey(order.stored.quote_token), order_no: orderNo, created_at: nowMs },
    ])
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .execute();
  if (!claimed.some((claim) => claim.key === key)) {
    const twin = await orderOfKey(trx, key);
    if (!twin) throw beingCreated();
    return { order: twin, created: false };
  }
  // One quote makes one order: the whole transaction rolls back.
  if (claimed.length < 2) throw quoteUsed();
  await checkOrderRisk(trx, write.risk, write.subject, nowMs);
  await trx.insertInto('orders').values(order.stored).execute();
  await trx
    .insertInto('order_events')
    .values(statusLine(orderNo, 0, 'Pending', null, nowMs))
    .execute();
  return { order: order.order, created: true };
}

/** What the statement of writeAtOnce is given. */
interface AtOnceArgs {
  key: string;
  quoteKey: string;
  orderNo: string;
  nowMs: number;
  /** The order's row and its first status line, as JSON. */
  order: string;
  history: string;
  since: number;
  ordersPerHour: number;
  address: string;
  userId: string;
}

/** The statement of writeAtOnce, for a buyer with or without login (the risk count's two shapes). */
const atOnce = (withUser: boolean) =>
  compiledOnce((db, args: AtOnceArgs) => {
    const subject = { address: args.address, userId: withUser ? args.userId : undefined };
    const now = sql`cast(${args.nowMs} as bigint)`;
    return sql<{ allowed: boolean; made: string | number }>`
      with allowed as (select (${recentOrders(db, subject, args.since)}) < ${args.ordersPerHour} as ok),
      claimed as (
        insert into idempotency_keys (key, order_no, created_at)
        select ${args.key}, ${args.orderNo}, ${now} from allowed where ok
        on conflict (key) do nothing
        returning order_no
      ),
      quote_claimed as (
        insert into idempotency_keys (key, order_no, created_at)
        select ${args.quoteKey}, order_no, ${now} from claimed
        returning order_no
      ),
      made as (
        insert into orders
        select o.* from json_populate_record(null::orders, ${args.order}::json) as o
        where exists (select 1 from quote_claimed)
        returning order_no
      ),
      history as (
        insert into order_events
        select e.* from json_populate_record(null::order_events, ${args.history}::json) as e
        where exists (select 1 from made)
      )
      select ok as allowed, (select count(*) from made) as made from allowed`;
  });
const AT_ONCE = { anonymous: atOnce(false), withUser: atOnce(true) };

/**
 * PostgreSQL: the whole order in one statement, atomic by itself (no BEGIN/COMMIT of its own; the caller's
 * transaction when it writes more). In order: the risk count (READ COMMITTED, as a count in a transaction
 * was); the request key, claimed unless the count is at the limit (a twin waits on its unique index and then
 * claims nothing); the quote's key, claimed with it, which fails the whole statement when another order has
 * the quote (unique violation: nothing is written); then the order and its first status line. The blocked
 * addresses are the caller's to check before.
 */
export async function writeAtOnce(db: Db, write: OrderWrite): Promise<Written> {
  const { key, order, nowMs, subject } = write;
  const orderNo = order.stored.order_no;
  let answer;
  try {
    answer = await (subject.userId ? AT_ONCE.withUser : AT_ONCE.anonymous)(db, {
      key,
      quoteKey: quoteKey(order.stored.quote_token),
      orderNo,
      nowMs,
      order: JSON.stringify(order.stored),
      history: JSON.stringify(statusLine(orderNo, 0, 'Pending', null, nowMs)),
      since: countedSince(nowMs),
      ordersPerHour: write.risk.ordersPerHour,
      address: subject.address,
      userId: subject.userId ?? '',
    });
  } catch (error) {
    if (isQuoteKeyTaken(error)) throw quoteUsed();
    throw error;
  }
  const [{ allowed, made }] = answer.rows;
  if (Number(made) === 1) return { order: order.order, created: true };
  const twin = await orderOfKey(db, key);
  if (twin) return { order: twin, created: false };
  if (!allowed) throw tooManyOrders();
  throw beingCreated();
}

/** node-postgres' error for a unique violation of the idempotency keys (only the quote's is claimed without ON CONFLICT). */
const isQuoteKeyTaken = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'idempotency_keys_pkey';
