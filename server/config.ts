import path from 'node:path';

/** Every setting of the gateway, read once from the environment. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Base path of the buying API. */
  apiBase: string;
  dataDir: string;
  /** PostgreSQL when set, else SQLite under dataDir. */
  databaseUrl?: string;
  /** Folder of the built app to serve; skipped when it does not exist. */
  distDir: string;
  /** Country of callers when COUNTRY_HEADER is unset or absent from the request. */
  defaultCountry: string;
  /** Lower-case name of the header the CDN or load balancer puts the caller's country in (e.g. cf-ipcountry). */
  countryHeader?: string;
  /** Seconds a quote stays valid. */
  quoteTtlSeconds: number;
  /** Seed of the simulated market. */
  priceSeed: number;
  /** Milliseconds between two order status steps of the scheduler. */
  orderStepMs: number;
  /** Seconds an unpaid order waits before it expires. */
  orderExpirySeconds: number;
  /** Seconds a card pre-authorization waits for the buyer's identity approval before it is voided. */
  preauthWaitSeconds: number;
  /** Requests per minute per IP before 5001. */
  ipRateLimitPerMinute: number;
  /** Calls of login, and of sendCode, per IP per minute before 5001 (each counted on its own). */
  loginIpLimitPerMinute: number;
  /** Orders per hour per address or user before 5004. */
  riskOrdersPerHour: number;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * The outbox's delivery (mails; webhooks later): OUTBOX_POLL_MS between looks for due rows, retries after
   * OUTBOX_RETRY_BASE_MS doubling up to OUTBOX_RETRY_MAX_MS, given up OUTBOX_GIVE_UP_MS after the row was
   * written, a claim held OUTBOX_LEASE_MS (longer than any one delivery may take).
   */
  outbox: { pollMs: number; baseMs: number; maxMs: number; giveUpMs: number; leaseMs: number };
  /**
   * Partner webhooks (issue 17): retried after WEBHOOK_RETRY_BASE_MS doubling up to WEBHOOK_RETRY_MAX_MS
   * (with jitter) until WEBHOOK_GIVE_UP_MS after the event (at least 24 h by default), then the endpoint is
   * marked failing. WEBHOOK_TIMEOUT_MS per attempt. Endpoints must be https on a public address;
   * WEBHOOK_ALLOW_LOOPBACK=1 (development, tests) allows http and https on loopback addresses, and
   * WEBHOOK_ALLOW_NETWORKS (CIDRs, comma-separated) allows addresses of those networks.
   */
  webhooks: {
    baseMs: number;
    maxMs: number;
    giveUpMs: number;
    timeoutMs: number;
    allowLoopback: boolean;
    allowNetworks: string[];
  };
  /** Partner API calls per key per minute before 5001 (PARTNER_RATE_LIMIT_PER_MINUTE). */
  partnerRateLimitPerMinute: number;
  /** GET /gateway/dev/outbox, for requests from this machine: never in production; DEV_OUTBOX=0 turns it off. */
  devOutbox: boolean;
  supportEmail: string;
  logLevel: string;
  /**
   * Which peers may set X-Forwarded-For: false (the default: no forwarding header is believed), true (every
   * peer), or proxy-addr addresses ('loopback', CIDRs, comma-separated). The client IP decides the 5001 rate
   * limit and the login limits, so only a real proxy in front of the gateway may be trusted.
   */
  trustProxy: string | boolean;
  /** Public origin used in provider checkout links (defaults to the request's own origin). */
  publicOrigin?: string;
  /** Key of the orders' checkout secrets; unset: a random key kept in DATA_DIR (set it when instances share a database). */
  checkoutKey?: string;
  /** Seconds an auth token stays valid after login. */
  authTokenTtlSeconds: number;
  /** The gateway's time: read it instead of Date.now() so tests can move it forward. */
  clock: GatewayClock;
}

/**
 * Wall time plus an offset: CLOCK_OFFSET_MS starts the gateway shifted (manual checks of expiries);
 * in-process tests move it forward with `app.config.clock.advance(ms)`.
 */
export interface GatewayClock {
  now(): number;
  advance(ms: number): void;
}

export function createClock(offsetMs = 0): GatewayClock {
  let offset = offsetMs;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

const num = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

/**
 * TRUST_PROXY: unset, empty or 'false' trusts no forwarding header; 'true' every peer; else the proxies'
 * addresses or CIDRs. A bare hop count is refused: it trusts whoever connects, so a direct client could
 * spoof its address again (Fastify itself treats a number as "trust nothing").
 */
function trustProxyOf(value: string | undefined): GatewayConfig['trustProxy'] {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) {
    throw new Error(
      `TRUST_PROXY=${setting}: a hop count cannot tell a proxy from a client; give the proxy's addresses or CIDRs (e.g. 10.0.0.0/8)`,
    );
  }
  return setting;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: num(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    apiBase: env.API_BASE ?? '/gateway/buying',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    defaultCountry: env.DEFAULT_COUNTRY ?? 'US',
    countryHeader: env.COUNTRY_HEADER?.trim().toLowerCase() || undefined,
    quoteTtlSeconds: num(env.QUOTE_TTL_SECONDS, 60),
    priceSeed: num(env.PRICE_SEED, 42),
    orderStepMs: num(env.ORDER_STEP_MS, 5000),
    orderExpirySeconds: num(env.ORDER_EXPIRY_SECONDS, 30 * 60),
    preauthWaitSeconds: num(env.PREAUTH_WAIT_SECONDS, 15 * 60),
    ipRateLimitPerMinute: num(env.IP_RATE_LIMIT_PER_MINUTE, 600),
    loginIpLimitPerMinute: num(env.LOGIN_IP_LIMIT_PER_MINUTE, 10),
    riskOrdersPerHour: num(env.RISK_ORDERS_PER_HOUR, 20),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Buy Crypto <no-reply@buycrypto.example>',
    outbox: {
      pollMs: num(env.OUTBOX_POLL_MS, 1000),
      baseMs: num(env.OUTBOX_RETRY_BASE_MS, 15_000),
      maxMs: num(env.OUTBOX_RETRY_MAX_MS, 10 * 60_000),
      giveUpMs: num(env.OUTBOX_GIVE_UP_MS, 48 * 3600_000),
      leaseMs: num(env.OUTBOX_LEASE_MS, 2 * 60_000),
    },
    webhooks: {
      baseMs: num(env.WEBHOOK_RETRY_BASE_MS, 30_000),
      maxMs: num(env.WEBHOOK_RETRY_MAX_MS, 2 * 3600_000),
      giveUpMs: num(env.WEBHOOK_GIVE_UP_MS, 26 * 3600_000),
      timeoutMs: num(env.WEBHOOK_TIMEOUT_MS, 5000),
      allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK === '1' || env.WEBHOOK_ALLOW_LOOPBACK === 'true',
      allowNetworks: (env.WEBHOOK_ALLOW_NETWORKS ?? '')
        .split(',')
        .map((cidr) => cidr.trim())
        .filter(Boolean),
    },
    partnerRateLimitPerMinute: num(env.PARTNER_RATE_LIMIT_PER_MINUTE, 600),
    devOutbox: !production && env.DEV_OUTBOX !== '0',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@buycrypto.example',
    logLevel: env.LOG_LEVEL ?? 'info',
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    checkoutKey: env.CHECKOUT_KEY || undefined,
    authTokenTtlSeconds: num(env.AUTH_TOKEN_TTL_SECONDS, 7 * 24 * 3600),
    clock: createClock(num(env.CLOCK_OFFSET_MS, 0)),
  };
}
