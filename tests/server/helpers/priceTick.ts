import type { TestGateway } from './gateway.ts';

/** The simulated market moves once a minute: the index of the gateway clock's current minute. */
const minuteOf = (gateway: TestGateway) => Math.floor(gateway.app.config.clock.now() / 60_000);

/**
 * Runs `read` until it ran entirely within one price minute, so answers compared with each other were
 * priced at the same market level.
 */
export async function withinOnePriceMinute<T>(gateway: TestGateway, read: () => Promise<T>): Promise<T> {
  for (;;) {
    const before = minuteOf(gateway);
    const result = await read();
    if (minuteOf(gateway) === before) return result;
  }
}
