import type { ColumnType } from 'kysely';
import type { Millis } from '../domain/auth/tables.ts';
import type { Scenario } from '../domain/orders/statuses.ts';
import type { CardOutcome } from './paymentSandbox.ts';

type OptMillis = ColumnType<number | string | null, number | null | undefined, number | null>;

/**
 * The sandbox processor's card vault: what a token stands for. Only the token's SHA-256 is kept, with what
 * may be shown (brand, last 4, expiry) and what the test card does — never the number or the CVC.
 */
export interface CardVaultTable {
  token_hash: string;
  /** 1: a hosted card field's token, good for one payment until expires_at; 0: a saved card's provider token. */
  single_use: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: CardOutcome;
  scenario: Scenario;
  created_at: Millis;
  expires_at: OptMillis;
  used_at: OptMillis;
}

export interface CardVaultTables {
  card_vault: CardVaultTable;
}
