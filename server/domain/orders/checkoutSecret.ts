import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Order } from './rows.ts';

/** A random value kept on each order; its checkout secret is derived from it with the gateway's key. */
export const newCheckoutNonce = () => randomBytes(16).toString('base64url');

/**
 * The secret in an order's checkout URL: an HMAC of the order number and its random nonce under the
 * gateway's checkout key. The database holds only the nonce, so a dump alone opens no checkout; the gateway
 * can still rebuild the URL for the owner's later reads (orderDetail, checkoutInfo), which the app reopens.
 */
export const checkoutSecret = (key: Buffer, order: Pick<Order, 'order_no' | 'checkout_nonce'>) =>
  createHmac('sha256', key).update(`${order.order_no}:${order.checkout_nonce}`).digest('base64url');

export function isCheckoutSecret(
  key: Buffer,
  order: Pick<Order, 'order_no' | 'checkout_nonce'>,
  given: string,
): boolean {
  if (!order.checkout_nonce) return false;
  const expected = Buffer.from(checkoutSecret(key, order));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const KEY_FILE = 'checkout.key';

/**
 * CHECKOUT_KEY when set (every instance of a deployment must share it), else a random key kept in DATA_DIR,
 * made on the first start (only the owner may read it).
 */
export function loadCheckoutKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) {
    if (configured.length < 32) throw new Error('CHECKOUT_KEY must be at least 32 characters');
    return Buffer.from(configured);
  }
  const file = path.join(dataDir, KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another instance on the same folder made it first.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim());
}
