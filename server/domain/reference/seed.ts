import type { Transaction } from 'kysely';
import type { Db } from '../../storage/database.ts';
import type { Database } from '../../storage/schema.ts';
import { flagImage, referenceData, tokenImage, type ReferenceData } from './data.ts';
import type { ReferenceTables } from './tables.ts';

export type ReferenceRows = { [T in keyof ReferenceTables]: ReferenceTables[T][] };

/** The data files as table rows, in the order foreign keys need (networks before tokens, countries before cities). */
export function referenceRows(data: ReferenceData): ReferenceRows {
  return {
    fiat_currencies: data.fiats.map((f, i) => ({
      code: f.code,
      name: f.name,
      symbol: f.symbol,
      decimals: f.decimals,
      flag: f.flag,
      img_url: flagImage(f.flag),
      min_amount: f.minAmount,
      max_amount: f.maxAmount,
      sort_order: i,
    })),
    networks: data.networks.map((n, i) => ({
      code: n.code,
      name: n.name,
      address_format: n.addressFormat,
      sort_order: i,
    })),
    crypto_tokens: data.tokens.map((t, i) => ({
      symbol: t.symbol,
      currency: t.currency,
      name: t.name,
      network: t.network,
      decimals: t.decimals,
      img_url: tokenImage(t.currency),
      is_popular: t.isPopular,
      min_amount: t.minAmount,
      max_amount: t.maxAmount,
      sort_order: i,
    })),
    countries: data.countries.map((c, i) => ({
      code: c.code,
      name: c.country,
      currency: c.currency,
      is_ban: c.isBan,
      sort_order: i,
    })),
    cities: Object.entries(data.cities).flatMap(([country, names]) =>
      names.map((name, i) => ({ country_code: country, name, sort_order: i })),
    ),
    pay_methods: data.payMethods.map((m, i) => ({
      id: m.id,
      name: m.name,
      icon_url: m.icon,
      fee_pct: m.feePct,
      currencies: JSON.stringify(m.currencies),
      sort_order: i,
    })),
    account_natures: data.natures.map((n, i) => ({ code: n.code, name: n.name, sort_order: i })),
    exchanges: data.exchanges.map((e, i) => ({ id: e.id, name: e.name, logo_url: e.logo, sort_order: i })),
    languages: data.languages.map((l, i) => ({ local_name: l.localName, name: l.name, sort_order: i })),
  };
}

const CHUNK = 100;

async function fillWhenEmpty<T extends keyof ReferenceTables>(
  trx: Transaction<Database>,
  table: T,
  rows: ReferenceTables[T][],
) {
  const { count } = await trx
    .selectFrom(table as keyof Database)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return;
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Another gateway starting on the same database at the same moment may have inserted the same rows.
    await trx
      .insertInto(table as keyof Database)
      .values(rows.slice(i, i + CHUNK) as never)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Inserts the reference data into every empty reference table, all in one transaction. */
export async function seedReferenceData(db: Db, data: ReferenceData = referenceData): Promise<void> {
  const rows = referenceRows(data);
  await db.transaction().execute(async (trx) => {
    for (const table of Object.keys(rows) as (keyof ReferenceTables)[]) {
      await fillWhenEmpty(trx, table, rows[table]);
    }
  });
}
