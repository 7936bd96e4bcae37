import nodemailer from 'nodemailer';
import type { GatewayConfig } from '../config.ts';
import type { Db } from '../storage/database.ts';
import { storeInOutbox } from '../domain/mail/outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Mails go through nodemailer: over SMTP when SMTP_URL is set, else nodemailer composes them (JSON
 * transport) and they are kept in the database's dev outbox, where every gateway process can read them.
 */
function createMailer(config: GatewayConfig, db: Db): Mailer {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await smtp.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const composer = nodemailer.createTransport({ jsonTransport: true });
  return {
    send: async (mail) => {
      const info = await composer.sendMail({ from: config.mailFrom, ...mail });
      const composed = JSON.parse(info.message) as { subject: string; text: string };
      await storeInOutbox(db, { to: mail.to, subject: composed.subject, text: composed.text }, config.clock.now());
    },
  };
}

const mailers = new WeakMap<Db, Mailer>();

/** One mailer per database handle (that is, per gateway instance). */
export function mailerFor(config: GatewayConfig, db: Db): Mailer {
  let mailer = mailers.get(db);
  if (!mailer) {
    mailer = createMailer(config, db);
    mailers.set(db, mailer);
  }
  return mailer;
}
