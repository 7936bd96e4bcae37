import type { Db } from '../../storage/database.ts';
import { BusinessError } from '../../http/errors.ts';
import { RespCode } from '../../../schemas/api/common.ts';
import type { BillingAddress } from '../../../schemas/api/cards.ts';
import type { Catalog } from '../reference/catalog.ts';

/** Saves (replaces) the user's billing address. */
export async function saveBillingAddress(
  db: Db,
  userId: string,
  input: BillingAddress,
  catalog: Catalog,
  nowMs: number,
): Promise<BillingAddress> {
  const country = catalog.country(input.country);
  if (!country) throw new BusinessError(RespCode.badRequest, 'field.unknownCountry', { field: 'country' });
  const address = {
    country: country.code,
    city: input.city.trim(),
    zipCode: input.zipCode.trim(),
    address: input.address.trim(),
  };
  const row = {
    country: address.country,
    city: address.city,
    zip_code: address.zipCode,
    address: address.address,
    updated_at: nowMs,
  };
  await db
    .insertInto('billing_addresses')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  return address;
}

export async function findBillingAddress(db: Db, userId: string): Promise<BillingAddress | undefined> {
  const row = await db
    .selectFrom('billing_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { country: row.country, city: row.city, zipCode: row.zip_code, address: row.address };
}
