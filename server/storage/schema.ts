import type { OrdersTables } from '../domain/orders/tables.ts';
import type { AuthTables } from '../domain/auth/tables.ts';
import type { KycTables } from '../domain/kyc/tables.ts';
import type { CardTables } from '../domain/cards/tables.ts';
import type { AddressBookTables } from '../domain/addressBook/tables.ts';
import type { ReferenceTables } from '../domain/reference/tables.ts';
import type { QuoteTables } from '../domain/quotes/tables.ts';
import type { TrackingTables } from '../domain/tracking/tables.ts';
import type { RateLimitTables } from '../domain/rateLimit/tables.ts';
import type { CardVaultTables } from '../providers/cardVaultTables.ts';
import type { OutboxTables } from '../domain/outbox/tables.ts';
import type { PartnerTables } from '../domain/partners/tables.ts';

/** The gateway's tables, as Kysely sees them. Each area adds its table interfaces here. */
export interface Database
  extends
    ReferenceTables,
    QuoteTables,
    TrackingTables,
    RateLimitTables,
    KycTables,
    CardTables,
    AddressBookTables,
    CardVaultTables,
    OutboxTables,
    PartnerTables {
  orders: OrdersTables['orders'];
  payments: OrdersTables['payments'];
  idempotency_keys: OrdersTables['idempotency_keys'];
  order_events: OrdersTables['order_events'];
  users: AuthTables['users'];
  login_codes: AuthTables['login_codes'];
  auth_sessions: AuthTables['auth_sessions'];
}
