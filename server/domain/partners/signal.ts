import { EventEmitter } from 'node:events';

/**
 * Told when a partner event was written (inside the transaction of its change): the webhook dispatchers of
 * this process look for due deliveries a moment later instead of at their next poll. A missed signal (the
 * transaction not yet committed when they look) only costs the wait until the next poll.
 */
export const partnerEventSignal = new EventEmitter();
partnerEventSignal.setMaxListeners(0);
