import nodemailer from 'nodemailer';
import type { GatewayConfig } from '../config.ts';
import type { Db } from '../storage/database.ts';
import { DevOutbox } from '../domain/mail/outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
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
    const smtp = nodemailer.createTransport(config.smtpUrl);
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
      const composed = JSON.parse(info.message) as { subject: string; text: string };
      outbox.keep({ to: mail.to, subject: composed.subject, text: composed.text }, config.clock.now());
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
