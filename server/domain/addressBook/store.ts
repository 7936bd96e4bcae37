import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../storage/database.ts';
import type { RespKey } from '../../../schemas/api/respKeys.ts';
import { BusinessError, type RespParamsInput } from '../../http/errors.ts';
import { RespCode } from '../../../schemas/api/common.ts';
import type { AddressBookEntryInput } from '../../../schemas/api/addressBook.ts';
import { validateAddress, type AddressRefusal } from '../addresses/validate.ts';
import type { Catalog } from '../reference/catalog.ts';
import type { AddressBookTable } from './tables.ts';
import { tokenOf } from './assets.ts';

export const NAME_MAX_CHARS = 25;
export const MAX_ENTRIES = 200;

export interface AddressBookEntry {
  id: string;
  crypto: string;
  network: string;
  networkName: string;
  getCurrency: string;
  imgUrl: string;
  address: string;
  name?: string;
}

const badRequest = (key: RespKey, params?: RespParamsInput) =>
  new BusinessError(RespCode.badRequest, key, params);
const notFound = () => new BusinessError(RespCode.notFound, 'addressBook.notFound');

/** A trimmed name, undefined when empty; counted in characters (code points), as the form counts them. */
function checkedName(name: string | undefined): string | undefined {
  const trimmed = name?.trim();
  if (!trimmed) return undefined;
  if ([...trimmed].length > NAME_MAX_CHARS)
    throw badRequest('addressBook.nameTooLong', { max: NAME_MAX_CHARS });
  return trimmed;
}

function toEntry(catalog: Catalog, row: Selectable<AddressBookTable>): AddressBookEntry {
  const token = tokenOf(catalog, row.crypto, row.network);
  return {
    id: row.id,
    crypto: row.crypto,
    network: row.network,
    networkName: token?.network.name ?? row.network,
    getCurrency: token?.symbol ?? '',
    imgUrl: token?.imgUrl ?? '',
    address: row.address,
    name: row.name ?? undefined,
  };
}

/**
 * The asset, network and address of an entry as stored: the network must carry the asset, and the
 * address (trimmed) must be one of that network's, checksums included. A refusal names its field, so the
 * form shows it beside that field.
 */
function checkedTarget(
  catalog: Catalog,
  input: Pick<AddressBookEntryInput, 'crypto' | 'network' | 'address'>,
) {
  const token = tokenOf(catalog, input.crypto, input.network);
  if (!token)
    throw badRequest('addressBook.networkUnavailable', { crypto: input.crypto, network: input.network });
  const check = validateAddress(catalog, token.symbol, input.address);
  if (!check.valid) throw badRequest(ADDRESS_REFUSALS[check.reason], check.params);
  return { crypto: token.currency, network: token.network.code, address: input.address.trim() };
}

const ALREADY_SAVED = 'addressBook.alreadySaved';

/** An address refused by validateAddress, answered as a refusal of the entry's address field. */
const ADDRESS_REFUSALS = {
  unsupportedToken: 'addressBook.unsupportedToken',
  empty: 'addressBook.addressEmpty',
  invalid: 'addressBook.addressInvalid',
} as const satisfies Record<AddressRefusal['reason'], RespKey>;

/** Saves an address the user owns, checked for its network (checksums included). */
export async function addEntry(
  db: Db,
  catalog: Catalog,
  userId: string,
  input: AddressBookEntryInput,
  nowMs: number,
): Promise<AddressBookEntry> {
  const name = checkedName(input.name);
  const target = checkedTarget(catalog, input);

  const row = {
    id: randomUUID(),
    user_id: userId,
    ...target,
    name: name ?? null,
    created_at: nowMs,
    updated_at: nowMs,
  };
  return db.transaction().execute(async (tx) => {
    const { count } = await tx
      .selectFrom('address_book')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ENTRIES) throw badRequest('addressBook.full', { max: MAX_ENTRIES });
    const inserted = await tx
      .insertInto('address_book')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'crypto', 'network', 'address']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw badRequest(ALREADY_SAVED);
    return toEntry(catalog, row);
  });
}

/** The user's addresses, newest first, optionally of one asset/network or matching a keyword. */
export async function listEntries(
  db: Db,
  catalog: Catalog,
  userId: string,
  filter: { crypto?: string; network?: string; keyword?: string },
): Promise<AddressBookEntry[]> {
  let query = db.selectFrom('address_book').selectAll().where('user_id', '=', userId);
  if (filter.crypto) query = query.where('crypto', '=', filter.crypto.trim().toUpperCase());
  if (filter.network) query = query.where('network', '=', filter.network.trim().toUpperCase());
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  const entries = rows.map((row) => toEntry(catalog, row));
  const keyword = filter.keyword?.trim().toLowerCase();
  if (!keyword) return entries;
  return entries.filter((e) =>
    [e.name ?? '', e.address, e.crypto, e.networkName].some((text) => text.toLowerCase().includes(keyword)),
  );
}

/** What editCryptoAddress changes: the name (absent or empty: none), and the target when all three are given. */
export interface EntryEdit {
  name?: string;
  crypto?: string;
  network?: string;
  address?: string;
}

const TARGET_FIELDS = ['crypto', 'network', 'address'] as const;

/**
 * Changes one of the user's addresses: its name (the in-place rename), or the whole entry as the
 * add-address form holds it (crypto, network and address together, checked as when it was added).
 * Another user's id answers like a missing one.
 */
export async function editEntry(
  db: Db,
  catalog: Catalog,
  userId: string,
  id: string,
  edit: EntryEdit,
  nowMs: number,
): Promise<AddressBookEntry> {
  const name = checkedName(edit.name);
  const given = TARGET_FIELDS.filter((field) => edit[field] !== undefined);
  const missing = TARGET_FIELDS.find((field) => edit[field] === undefined);
  if (given.length > 0 && missing) throw badRequest('field.required', { field: missing });
  const target = given.length > 0 ? checkedTarget(catalog, edit as Required<EntryEdit>) : undefined;

  return db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom('address_book')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!current) throw notFound();
    if (target) {
      const twin = await tx
        .selectFrom('address_book')
        .select('id')
        .where('user_id', '=', userId)
        .where('crypto', '=', target.crypto)
        .where('network', '=', target.network)
        .where('address', '=', target.address)
        .where('id', '<>', id)
        .executeTakeFirst();
      if (twin) throw badRequest(ALREADY_SAVED);
    }
    const updated = await tx
      .updateTable('address_book')
      .set({ ...target, name: name ?? null, updated_at: nowMs })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEntry(catalog, updated);
  });
}

export async function deleteEntry(db: Db, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom('address_book')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound();
}
