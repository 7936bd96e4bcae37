import type { Kysely, Migration } from 'kysely';

/**
 * Each order keeps the step pace (ORDER_STEP_MS) of the gateway that created it, so whichever process
 * steps it next — several gateways may share one PostgreSQL — moves it at the same pace.
 */
export const ordersStepPace: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('step_ms', 'integer', (c) => c.notNull().defaultTo(5000))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('step_ms').execute();
  },
};
