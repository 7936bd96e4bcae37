import type { Migration } from 'kysely';
import { ordersCreateTables } from './20261121_orders_create_tables.ts';
import { ordersStepPace } from './20261122_orders_step_pace.ts';
import { ordersIdentityRequired } from './20261123_orders_identity_required.ts';
import { cardVaultCreateTables } from './20261123_card_vault_create_tables.ts';
import { authCreateTables } from './20261121_auth_create_tables.ts';
import { mailOutboxDrop } from './20261124_mail_outbox_drop.ts';
import { ordersCheckoutNonce } from './20261125_orders_checkout_nonce.ts';
import { kycCreateTables } from './20261121_kyc_create_tables.ts';
import { cardsCreateTables } from './20261121_cards_create_tables.ts';
import { addressBookCreateTables } from './20261121_addressbook_create_tables.ts';
import { referenceCreateTables } from './20261121_reference_create_tables.ts';
import { quoteCreateTables } from './20261121_quote_create_tables.ts';
import { trackingCreateTables } from './20261121_tracking_create_tables.ts';
import { rateLimitCreateTables } from './20261121_ratelimit_create_tables.ts';
import { outboxCreateTable } from './20261126_outbox_create_table.ts';
import { ordersLocale } from './20261126_orders_locale.ts';
import { ordersAttribution } from './20261127_orders_attribution.ts';
import { partnersCreateTables } from './20261128_partners_create_tables.ts';
import { quoteStoredPrices } from './20261129_quote_stored_prices.ts';

/** Every migration, in order of name. Each area of the gateway owns its own migration files. */
export const migrations: Record<string, Migration> = {
  '20261121_orders_create_tables': ordersCreateTables,
  '20261122_orders_step_pace': ordersStepPace,
  '20261123_orders_identity_required': ordersIdentityRequired,
  '20261123_card_vault_create_tables': cardVaultCreateTables,
  '20261121_auth_create_tables': authCreateTables,
  '20261124_mail_outbox_drop': mailOutboxDrop,
  '20261125_orders_checkout_nonce': ordersCheckoutNonce,
  '20261121_kyc_create_tables': kycCreateTables,
  '20261121_cards_create_tables': cardsCreateTables,
  '20261121_addressbook_create_tables': addressBookCreateTables,
  '20261121_reference_create_tables': referenceCreateTables,
  '20261121_quote_create_tables': quoteCreateTables,
  '20261121_tracking_create_tables': trackingCreateTables,
  '20261121_ratelimit_create_tables': rateLimitCreateTables,
  '20261126_outbox_create_table': outboxCreateTable,
  '20261126_orders_locale': ordersLocale,
  '20261127_orders_attribution': ordersAttribution,
  '20261128_partners_create_tables': partnersCreateTables,
  '20261129_quote_stored_prices': quoteStoredPrices,
};
