import { randomUUID } from 'node:crypto';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one. */
  html?: string;
  /** Epoch ms. */
  createdAt: number;
}

/** Newest mails kept per address, and addresses kept at all: the outbox never grows without bound. */
const PER_RECIPIENT = 20;
const RECIPIENTS = 1000;

/**
 * The development outbox: mails that were composed but not sent (no SMTP_URL), held in this process's
 * memory only. Login codes in it are as good as passwords for ten minutes, so they are never written to the
 * database, where a dump, a backup or another process would reveal them; a restart forgets them (ask for
 * a new code).
 */
export class DevOutbox {
  /** Address → its mails, oldest first; the Map's order is that of the last mail, so the first key is the stalest. */
  private readonly mails = new Map<string, OutboxMail[]>();

  keep(mail: { to: string; subject: string; text: string; html?: string }, nowMs: number): void {
    const to = mail.to.trim().toLowerCase();
    const kept = this.mails.get(to) ?? [];
    this.mails.delete(to);
    this.mails.set(
      to,
      [
        ...kept,
        { id: randomUUID(), to, subject: mail.subject, text: mail.text, html: mail.html, createdAt: nowMs },
      ].slice(-PER_RECIPIENT),
    );
    if (this.mails.size > RECIPIENTS) this.mails.delete(this.mails.keys().next().value!);
  }

  /** The mails of one address, newest first. */
  read(email: string, limit = PER_RECIPIENT): OutboxMail[] {
    return [...(this.mails.get(email.trim().toLowerCase()) ?? [])].reverse().slice(0, limit);
  }
}
