import type { Migration } from 'kysely';
import { ordersCreateTables } from './20261121_orders_create_tables.ts';
import { authCreateTables } from './20261121_auth_create_tables.ts';

/** Every migration, in order of name. Each area of the gateway owns its own migration files. */
export const migrations: Record<string, Migration> = {
  '20261121_orders_create_tables': ordersCreateTables,
  '20261121_auth_create_tables': authCreateTables,
};
