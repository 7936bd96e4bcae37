import type { Kysely, Migration } from 'kysely';

/** Personal information (KYC level 1) and identity-document checks (KYC level 2). */
export const kycCreateTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('kyc_profiles')
      .addColumn('user_id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('first_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('date_of_birth', 'varchar(10)', (c) => c.notNull())
      .addColumn('citizenship', 'varchar(2)', (c) => c.notNull())
      .addColumn('city', 'varchar(80)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(64)', (c) => c.notNull())
      .addColumn('contact_number', 'varchar(24)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('identity_checks')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('issuing_country', 'varchar(2)')
      .addColumn('document_type', 'varchar(16)')
      .addColumn('document_name', 'varchar(255)')
      .addColumn('document_mime', 'varchar(64)')
      .addColumn('document_size', 'integer')
      .addColumn('document_sha256', 'varchar(64)')
      .addColumn('return_url', 'varchar(1024)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('submitted_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('identity_checks_user_created')
      .on('identity_checks')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('identity_checks').ifExists().execute();
    await db.schema.dropTable('kyc_profiles').ifExists().execute();
  },
};
