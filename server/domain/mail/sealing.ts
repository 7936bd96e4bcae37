import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets a mail carries (the login code) wait in the outbox sealed with AES-256-GCM under a key derived
 * from the gateway's checkout key (CHECKOUT_KEY, or DATA_DIR/checkout.key): a dump of the database alone
 * reveals no code. Gateways sharing a database share that key (as they must for checkout links).
 */
const keyOf = (secret: Buffer) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'outbox-mail-seal', 32));

export function seal(secret: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal(secret: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
