import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Db } from '../../storage/database.ts';
import type { Database } from '../../storage/schema.ts';
import { mailerFor } from '../../providers/mailer.ts';
import { mailDelivery } from '../mail/deliver.ts';
import { webhookDelivery } from '../partners/deliver.ts';
import { OutboxDispatcher } from './dispatcher.ts';
import { OUTBOX_CHANNEL, outboxSignalOf } from './enqueue.ts';

const dispatchers = new WeakMap<Db, OutboxDispatcher>();
const ownDbs = new WeakMap<Db, Db>();

/**
 * The outbox's own connections on PostgreSQL (three): the gateway's pool is shared by
 * every request, and under load the dispatcher's claims queued behind them for seconds. SQLite has one
 * connection whatever is done.
 */
function outboxDb(app: FastifyInstance): Db {
  if (app.dialect !== 'postgres' || !app.config.databaseUrl) return app.db;
  let db = ownDbs.get(app.db);
  if (!db) {
    const pool = new pg.Pool({ connectionString: app.config.databaseUrl, max: 3 });
    pool.on('error', (error) =>
      app.log.warn({ reason: error.message }, 'outbox: idle PostgreSQL connection lost'),
    );
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    ownDbs.set(app.db, db);
  }
  return db;
}

/** The outbox dispatcher of a gateway instance (one per database handle, like its mailer). */
export function outboxOf(app: FastifyInstance): OutboxDispatcher {
  let dispatcher = dispatchers.get(app.db);
  if (!dispatcher) {
    const { config } = app;
    const db = outboxDb(app);
    dispatcher = new OutboxDispatcher({
      db,
      deliver: {
        mail: mailDelivery({
          mailer: mailerFor(config, app.db),
          sealKey: app.checkoutKey,
          supportEmail: config.supportEmail,
          publicOrigin: config.publicOrigin,
          now: config.clock.now,
        }),
        webhook: webhookDelivery({
          db,
          now: config.clock.now,
          rules: config.webhooks,
          timeoutMs: config.webhooks.timeoutMs,
          giveUpMs: config.webhooks.giveUpMs,
          log: app.log,
        }),
      },
      policy: config.outbox,
      // Webhooks retry on their own schedule; giving up is theirs to decide (the endpoint is marked failing).
      policies: {
        webhook: { baseMs: config.webhooks.baseMs, maxMs: config.webhooks.maxMs, giveUpMs: Infinity },
      },
      now: config.clock.now,
      log: app.log,
    });
    dispatchers.set(app.db, dispatcher);
  }
  return dispatcher;
}

/** How long a lost LISTEN connection waits before connecting again (polls and in-process kicks meanwhile). */
const RELISTEN_MS = 1000;

/**
 * How long after a due row was written the other gateways are told (NOTIFY), once for every row written
 * meanwhile: by then most of those rows' transactions have committed, and a gateway told looks again
 * shortly after too (kick).
 */
const NOTIFY_AFTER_MS = 30;

/**
 * Wakes `dispatcher` whenever another gateway on the same PostgreSQL (or this one) says it wrote due rows,
 * over a connection of its own that does nothing else, and says so itself (notifySoon). Returns a stop.
 */
function listenForOthers(app: FastifyInstance, dispatcher: OutboxDispatcher) {
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let notifyTimer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: app.config.databaseUrl });
    client = next;
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      listening = false;
      next.end().catch(() => undefined);
      if (stopped) return;
      app.log.warn({ reason: error?.message ?? 'ended' }, 'outbox: LISTEN connection lost');
      retry = setTimeout(() => void connect(), RELISTEN_MS);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', () => dispatcher.kick());
    try {
      await next.connect();
      await next.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (client !== next) return;
      listening = true;
      // Rows committed while nobody listened.
      dispatcher.wake();
    } catch (error) {
      lost(error as Error);
    }
  };
  void connect();
  return {
    /** Tells every gateway on the database, NOTIFY_AFTER_MS from now, that due rows were written. */
    notifySoon: () => {
      notifyTimer ??= setTimeout(() => {
        notifyTimer = undefined;
        if (listening) client?.query(`NOTIFY ${OUTBOX_CHANNEL}`).catch(() => undefined);
      }, NOTIFY_AFTER_MS);
      notifyTimer.unref();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(notifyTimer);
      const last = client;
      client = undefined;
      listening = false;
      await last?.end().catch(() => undefined);
    },
  };
}

/** Delivers the outbox while the gateway runs: started when it is ready, stopped (after its pass) on close. */
export async function outboxDispatch(app: FastifyInstance): Promise<void> {
  const dispatcher = outboxOf(app);
  const signal = outboxSignalOf(app.db);
  let listener: ReturnType<typeof listenForOthers> | undefined;
  // A row was written (a mail, a partner event, a released delivery), inside its transaction: the
  // dispatcher looks once this turn of the event loop is done (one look for every row written meanwhile;
  // on SQLite that look waits for the commit anyway, one connection), and again shortly after (kick's
  // rechecks) for a commit that came later. On PostgreSQL the other gateways are told too.
  let pending: NodeJS.Immediate | undefined;
  const soon = () => {
    listener?.notifySoon();
    pending ??= setImmediate(() => {
      pending = undefined;
      dispatcher.kick();
    });
  };
  app.addHook('onReady', async () => {
    if (app.dialect === 'postgres' && app.config.databaseUrl) listener = listenForOthers(app, dispatcher);
    dispatcher.start();
    signal.on('written', soon);
  });
  app.addHook('onClose', async () => {
    signal.off('written', soon);
    if (pending) clearImmediate(pending);
    await listener?.stop();
    await dispatcher.stop();
    const own = ownDbs.get(app.db);
    if (own) {
      ownDbs.delete(app.db);
      await own.destroy();
    }
  });
}
