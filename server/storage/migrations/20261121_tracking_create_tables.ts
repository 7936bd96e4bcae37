import type { Kysely, Migration } from 'kysely';

/** Tracking points of the app (addPoint). */
export const trackingCreateTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tracking_points')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('type', 'varchar(64)', (c) => c.notNull())
      .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('place', 'text', (c) => c.notNull())
      .addColumn('extras', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('tracking_points_created_at')
      .on('tracking_points')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tracking_points').ifExists().execute();
  },
};
