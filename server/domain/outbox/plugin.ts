import type { FastifyInstance } from 'fastify';
import type { Db } from '../../storage/database.ts';
import { mailerFor } from '../../providers/mailer.ts';
import { mailDelivery } from '../mail/deliver.ts';
import { webhookDelivery } from '../partners/deliver.ts';
import { partnerEventSignal } from '../partners/signal.ts';
import { OutboxDispatcher } from './dispatcher.ts';
import { outboxSignal } from './enqueue.ts';

const dispatchers = new WeakMap<Db, OutboxDispatcher>();

/** The outbox dispatcher of a gateway instance (one per database handle, like its mailer). */
export function outboxOf(app: FastifyInstance): OutboxDispatcher {
  let dispatcher = dispatchers.get(app.db);
  if (!dispatcher) {
    const { config } = app;
    dispatcher = new OutboxDispatcher({
      db: app.db,
      deliver: {
        mail: mailDelivery({
          mailer: mailerFor(config, app.db),
          sealKey: app.checkoutKey,
          supportEmail: config.supportEmail,
          publicOrigin: config.publicOrigin,
          now: config.clock.now,
        }),
        webhook: webhookDelivery({
          db: app.db,
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
  });
}
