import type { Millis } from '../auth/tables.ts';

/** A saved card: only the provider's token, brand, last 4 digits and expiry — never the number. */
export interface CardTable {
  id: string;
  user_id: string;
  provider_token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: Millis;
}

/** The billing address of the user's cards (schemas/forms/billingAddress.json), one per user. */
export interface BillingAddressTable {
  user_id: string;
  country: string;
  city: string;
  zip_code: string;
  address: string;
  updated_at: Millis;
}

export interface CardTables {
  cards: CardTable;
  billing_addresses: BillingAddressTable;
}
