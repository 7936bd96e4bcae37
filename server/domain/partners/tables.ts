import type { ColumnType } from 'kysely';
import type { Millis } from '../orders/tables.ts';

type OptMillis = ColumnType<number | string | null, number | null | undefined, number | null>;

/** A partner's API key: only its SHA-256 is kept (the key itself is shown once, when created). */
export interface PartnerApiKeyTable {
  /** Public id of the key (pk_… prefix shown in listings and used to revoke it). */
  id: string;
  partner_id: string;
  /** Hex SHA-256 of the whole key. */
  token_hash: string;
  label: string;
  created_at: Millis;
  revoked_at: OptMillis;
  last_used_at: OptMillis;
}

export type EndpointState = 'enabled' | 'failing' | 'disabled';

/** Where a partner receives its webhooks, with the secret its deliveries are signed with. */
export interface WebhookEndpointTable {
  id: string;
  partner_id: string;
  url: string;
  /** Standard Webhooks secret (whsec_ + base64 of 32 random bytes). */
  secret: string;
  /** enabled: delivered to; failing: a delivery failed for the whole retry schedule, held until re-enabled; disabled: removed. */
  state: EndpointState;
  failing_since: OptMillis;
  created_at: Millis;
  updated_at: Millis;
}

/** One event of a partner's order, numbered per order (seq 1, 2, …) in the order the changes happened. */
export interface PartnerEventTable {
  /** The webhook-id of every delivery of it (msg_…). */
  id: string;
  partner_id: string;
  order_no: string;
  seq: number;
  type: string;
  /** The JSON body delivered (type, timestamp, data). */
  payload: string;
  created_at: Millis;
}

/** One HTTP attempt to deliver an event to an endpoint (delivery_id: its outbox row). */
export interface WebhookAttemptTable {
  id: string;
  delivery_id: string;
  event_id: string;
  endpoint_id: string;
  started_at: Millis;
  /** The receiver's HTTP status; null when no answer came (refused address, time-out, connection error). */
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  /** The first bytes of the receiver's answer (at most 300). */
  response: string | null;
}

export interface PartnerTables {
  partner_api_keys: PartnerApiKeyTable;
  webhook_endpoints: WebhookEndpointTable;
  partner_events: PartnerEventTable;
  webhook_attempts: WebhookAttemptTable;
}
