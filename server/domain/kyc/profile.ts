import type { Db } from '../../storage/database.ts';
import type { RespKey } from '../../../schemas/api/respKeys.ts';
import { BusinessError, type RespParamsInput } from '../../http/errors.ts';
import { RespCode } from '../../../schemas/api/common.ts';
import type { PersonalInfo } from '../../../schemas/api/kyc.ts';
import type { Catalog } from '../reference/catalog.ts';
import personalInfoUi from '../../../schemas/forms/personalInfo.ui.json' with { type: 'json' };
import { ageOn } from '../../../src/lib/age.ts';
import { isValidE164 } from '../../../src/lib/phone.ts';

const invalid = (field: keyof PersonalInfo, key: RespKey, params: RespParamsInput = {}) =>
  new BusinessError(RespCode.badRequest, key, { field, ...params });

/** The youngest age the personal-info form takes: the same number the browser checks (its ui schema). */
export const MIN_AGE = personalInfoUi.dateOfBirth['ui:options'].minAge;

/**
 * What the form schema cannot say: a date of birth in the past, of an adult; a phone number that exists
 * (E.164, libphonenumber-js as in the browser); a known country, a listed purpose.
 */
function checkAgainstReference(info: PersonalInfo, catalog: Catalog, nowMs: number): void {
  const birth = Date.parse(`${info.dateOfBirth}T00:00:00Z`);
  if (!Number.isFinite(birth) || birth >= nowMs || info.dateOfBirth < '1900-01-01')
    throw invalid('dateOfBirth', 'field.pastDate');
  const age = ageOn(info.dateOfBirth, new Date(nowMs));
  if (age === undefined || age < MIN_AGE) throw invalid('dateOfBirth', 'field.minAge', { age: MIN_AGE });
  if (!isValidE164(info.contactNumber)) throw invalid('contactNumber', 'field.phone');
  if (!catalog.country(info.citizenship)) throw invalid('citizenship', 'field.unknownCountry');
  if (!catalog.natures.some((n) => n.code === info.purpose)) throw invalid('purpose', 'field.unknownPurpose');
}

/**
 * Saves the personal information and raises the user to KYC level 1 (never lowers it) in one
 * transaction. Once the identity is approved the information is what was verified: it is frozen.
 */
export async function savePersonalInfo(
  db: Db,
  userId: string,
  info: PersonalInfo,
  catalog: Catalog,
  nowMs: number,
): Promise<number> {
  checkAgainstReference(info, catalog, nowMs);
  const row = {
    first_name: info.firstName.trim(),
    last_name: info.lastName.trim(),
    date_of_birth: info.dateOfBirth,
    citizenship: info.citizenship,
    city: info.city.trim(),
    purpose: info.purpose,
    contact_number: info.contactNumber.trim(),
    updated_at: nowMs,
  };
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('users')
      .select('kyc_level')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (user.kyc_level >= 2) {
      throw new BusinessError(RespCode.badRequest, 'kyc.profileLocked');
    }
    await tx
      .insertInto('kyc_profiles')
      .values({ user_id: userId, ...row, created_at: nowMs })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
    await tx
      .updateTable('users')
      .set({ kyc_level: 1 })
      .where('id', '=', userId)
      .where('kyc_level', '<', 1)
      .execute();
    return Math.max(user.kyc_level, 1);
  });
}

export async function findPersonalInfo(db: Db, userId: string): Promise<PersonalInfo | undefined> {
  const row = await db
    .selectFrom('kyc_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    citizenship: row.citizenship,
    city: row.city,
    purpose: row.purpose,
    contactNumber: row.contact_number,
  };
}
