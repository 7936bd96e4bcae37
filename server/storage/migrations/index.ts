import type { Migration } from 'kysely';

/** Every migration, in order of name. Each area of the gateway owns its own migration files. */
export const migrations: Record<string, Migration> = {};
