import type { Millis } from '../auth/tables.ts';

/** A saved receiving address (schemas/forms/addressBookEntry.json). */
export interface AddressBookTable {
  id: string;
  user_id: string;
  /** The asset, e.g. 'USDT'. */
  crypto: string;
  /** The network code, e.g. 'TRON'. */
  network: string;
  address: string;
  name: string | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface AddressBookTables {
  address_book: AddressBookTable;
}
