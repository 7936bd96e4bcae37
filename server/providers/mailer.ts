import nodemailer from 'nodemailer';
import type { GatewayConfig } from '../config.ts';
import type { Db } from '../storage/database.ts';
import { DevOutbox } from '../domain/mail/outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same on every retry of one outbox row, so a receiving server can drop a copy. */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where the mails are kept instead of sent, when there is no SMTP_URL. */
  outbox?: DevOutbox;
}

/**
 * Mails go through nodemailer: over SMTP when SMTP_URL is set, else nodemailer composes them (JSON
 * transport) and they are kept in this gateway's in-memory dev outbox (never in the database).
 */
function createMailer(config: GatewayConfig): Mailer {
  if (config.smtpUrl) {
    // Bounded waits: a delivery must end well within the outbox's claim on it (OUTBOX_LEASE_MS).
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      send: async (mail) => {
        await smtp.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const composer = nodemailer.createTransport({ jsonTransport: true });
  const outbox = new DevOutbox();
  return {
    outbox,
    send: async (mail) => {
      const info = await composer.sendMail({ from: config.mailFrom, ...mail });
      const composed = JSON.parse(info.message) as { subject: string; text: string; html?: string };
      outbox.keep(
        { to: mail.to, subject: composed.subject, text: composed.text, html: composed.html },
        config.clock.now(),
      );
    },
  };
}

const mailers = new WeakMap<Db, Mailer>();

/** One mailer per database handle (that is, per gateway instance). */
export function mailerFor(config: GatewayConfig, db: Db): Mailer {
  let mailer = mailers.get(db);
  if (!mailer) {
    mailer = createMailer(config);
    mailers.set(db, mailer);
  }
  return mailer;
}
