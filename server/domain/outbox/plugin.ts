import type { FastifyInstance } from 'fastify';
import type { Db } from '../../storage/database.ts';
import { mailerFor } from '../../providers/mailer.ts';
import { mailDelivery } from '../mail/deliver.ts';
import { OutboxDispatcher } from './dispatcher.ts';

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
      },
      policy: config.outbox,
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
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
}
