import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Db } from '../../storage/database.ts';
import type { Database } from '../../storage/schema.ts';
import { mailerFor } from '../../providers/mailer.ts';
import { mailDelivery } from '../mail/deliver.ts';
import { webhookDelivery } from '../partners/deliver.ts';
import { partnerEventSignal } from '../partners/signal.ts';
import { OutboxDispatcher } from './dispatcher.ts';
import { outboxSignal } from './enqueue.ts';

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

/** Delivers the outbox while the gateway runs: started when it is ready, stopped (after its pass) on close. */
export async function outboxDispatch(app: FastifyInstance): Promise<void> {
  const dispatcher = outboxOf(app);
  // A row was written (a mail, a partner event, a released delivery): deliver it once its transaction has
  // committed (a few ms), not at the next poll. One look for every row written meanwhile.
  let pending: NodeJS.Timeout | undefined;
  const soon = () => {
    pending ??= setTimeout(() => {
      pending = undefined;
      dispatcher.kick();
    }, 5).unref();
  };
  app.addHook('onReady', async () => {
    dispatcher.start();
    outboxSignal.on('written', soon);
    partnerEventSignal.on('written', soon);
  });
  app.addHook('onClose', async () => {
    outboxSignal.off('written', soon);
    partnerEventSignal.off('written', soon);
    clearTimeout(pending);
    await dispatcher.stop();
    const own = ownDbs.get(app.db);
    if (own) {
      ownDbs.delete(app.db);
      await own.destroy();
    }
  });
}
