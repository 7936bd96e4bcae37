import { randomUUID } from 'node:crypto';
import type { Db } from '../../storage/database.ts';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** Epoch ms. */
  createdAt: number;
}

/** Keeps a mail in the development outbox instead of sending it. */
export async function storeInOutbox(db: Db, mail: { to: string; subject: string; text: string }, nowMs: number): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({ id: randomUUID(), recipient: mail.to.toLowerCase(), subject: mail.subject, body: mail.text, created_at: nowMs })
    .execute();
}

/** The outbox of one address, newest first. */
export async function readOutbox(db: Db, email: string, limit = 20): Promise<OutboxMail[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', email.trim().toLowerCase())
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, to: r.recipient, subject: r.subject, text: r.body, createdAt: Number(r.created_at) }));
}
