import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../storage/database.ts';
import type { OrderTable, PaymentTable } from './tables.ts';
import { toOrder, type Order } from './rows.ts';
import { enqueueOrderMail, MAILED_STATUSES } from '../mail/orderMails.ts';
import { changeEvents, recordOrdersEvents } from '../partners/events.ts';

export interface OrderChange {
  set: Omit<Updateable<OrderTable>, 'order_no' | 'version' | 'updated_at'>;
  /** A payment movement recorded with the change (a capture, a void, a refund …). */
  payment?: Omit<Insertable<PaymentTable>, 'id' | 'order_no' | 'created_at'>;
}

type Before = Pick<OrderTable, 'order_no' | 'version' | 'status'> &
  Partial<Pick<OrderTable, 'payment_result' | 'status_reason'>>;
/** The order as its change read it; its buyer (user_id) only when the whole row was read. */
type Read = Before & { user_id?: string | null };

/**
 * Applies a change to an order only if nobody changed it since it was read (optimistic claim on `version`):
 * two scheduler processes or two payment forms can never both step the same order. The status history,
 * the payment row, the buyer's status mail and the partner's events (outbox) are written in the same transaction. Returns false when the claim was lost.
 */
export async function changeOrder(
  db: Db,
  order: Before,
  change: OrderChange,
  nowMs: number,
): Promise<boolean> {
  if (!db.isTransaction) return db.transaction().execute((trx) => changeOrder(trx, order, change, nowMs));
  const row = await db
    .updateTable('orders')
    .set({ ...change.set, version: order.version + 1, updated_at: nowMs })
    .where('order_no', '=', order.order_no)
    .where('version', '=', order.version)
    .returningAll()
    .executeTakeFirst();
  if (!row) return false;
  await recordChanges(db, [{ before: { ...order, user_id: row.user_id }, change }], nowMs);
  // The partner's webhooks about this change (payment result, status, identity), in this transaction.
  await recordOrdersEvents(db, [{ order: toOrder(row), events: changeEvents(order, change) }], nowMs);
  return true;
}

/** One change of changeOrders: the order as its transaction read (and, on PostgreSQL, locked) it. */
export interface OrderStep {
  order: Order;
  change: OrderChange;
}

/**
 * changeOrder for several orders read by the caller's transaction, in a few statements whatever their
 * number: one update of them all (each still claimed on the version read), then their history lines,
 * payments, mails and partner events written together. Resolves to the order numbers changed; an order
 * whose version moved meanwhile is left as it is, with none of its writes.
 */
export async function changeOrders(trx: Db, steps: OrderStep[], nowMs: number): Promise<string[]> {
  if (steps.length === 0) return [];
  const after = new Map((await updateOrders(trx, steps, nowMs)).map((row) => [row.order_no, toOrder(row)]));
  const done = steps.filter(({ order }) => after.has(order.order_no));
  await recordChanges(
    trx,
    done.map(({ order, change }) => ({ before: order, change })),
    nowMs,
  );
  await recordOrdersEvents(
    trx,
    done.map(({ order, change }) => ({
      order: after.get(order.order_no) as Order,
      events: changeEvents(order, change),
    })),
    nowMs,
  );
  return done.map(({ order }) => order.order_no);
}

const definedOf = (set: OrderChange['set']) =>
  Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));

/**
 * One UPDATE … FROM of every order of `steps`, each row's new values from a JSON array bound as one
 * parameter: the columns any change sets (an order whose change leaves one alone writes back the value it
 * read, its row being the transaction's), its version one more, and updated_at. Resolves to the orders
 * updated (those still at the version read), as they are now.
 */
async function updateOrders(trx: Db, steps: OrderStep[], nowMs: number): Promise<Selectable<OrderTable>[]> {
  const setColumns = [...new Set(steps.flatMap(({ change }) => Object.keys(definedOf(change.set))))];
  const columns = [...setColumns, 'version', 'updated_at'];
  const values = steps.map(({ order, change }) => {
    const set = definedOf(change.set);
    const row: Record<string, unknown> = {
      order_no: order.order_no,
      version: order.version + 1,
      updated_at: nowMs,
    };
    for (const column of setColumns) row[column] = column in set ? set[column] : order[column as keyof Order];
    return row;
  });
  const assignments = sql.join(columns.map((column) => sql`${sql.ref(column)} = ${sql.ref(`v.${column}`)}`));
  const json = JSON.stringify(values);
  // PostgreSQL types each field as the orders table's column; SQLite takes JSON's numbers, strings and nulls.
  // The RETURNING list names the updated table's columns each its own way.
  const [source, updated] =
    trx.getExecutor().adapter instanceof PostgresAdapter
      ? [sql`json_populate_recordset(null::orders, ${json}::json)`, sql`orders.*`]
      : [
          sql`(select ${sql.join(
            ['order_no', ...columns].map((column) => sql`value ->> ${sql.lit(column)} as ${sql.ref(column)}`),
          )} from json_each(${json}))`,
          sql`*`,
        ];
  const { rows } = await sql<Selectable<OrderTable>>`update orders set ${assignments} from ${source} as v
    where orders.order_no = v.order_no and orders.version = v.version - 1
    returning ${updated}`.execute(trx);
  return rows;
}

/**
 * What changes write beside the order's row: a status history line and the buyer's mail for each new
 * status, and the payment movements, a statement for each kind of row.
 */
async function recordChanges(db: Db, changes: Array<{ before: Read; change: OrderChange }>, nowMs: number) {
  const moved = changes.filter(
    ({ before, change }) => change.set.status && change.set.status !== before.status,
  );
  if (moved.length > 0)
    await db
      .insertInto('order_events')
      .values(
        moved.map(({ before, change }) =>
          statusLine(
            before.order_no,
            before.version + 1,
            change.set.status!,
            change.set.status_reason ?? null,
            nowMs,
          ),
        ),
      )
      .execute();
  for (const { before, change } of moved) {
    // The buyer's mail about the new status, in this transaction (the outbox delivers it). Orders of
    // buyers who were not logged in (known without a read when the caller read the whole row) get none.
    const mail = MAILED_STATUSES[change.set.status!];
    if (mail && before.user_id !== null) await enqueueOrderMail(db, before.order_no, mail, nowMs);
  }
  const payments = changes.filter(({ change }) => change.payment);
  if (payments.length > 0)
    await db
      .insertInto('payments')
      .values(
        payments.map(({ before, change }) => ({
          ...change.payment!,
          id: randomUUID(),
          order_no: before.order_no,
          created_at: nowMs,
        })),
      )
      .execute();
}

/** One line of an order's status history; ids sort in the order the changes happened (by order version). */
export const statusLine = (
  orderNo: string,
  version: number,
  status: OrderTable['status'],
  reason: OrderTable['status_reason'],
  nowMs: number,
) => ({ id: `${orderNo}:${String(version).padStart(6, '0')}`, order_no: orderNo, status, reason, at: nowMs });
