import type { MailLocale, OrderMailData, OrderMailTemplate } from '../../../mail/types.ts';
import type { IdentityResult } from '../kyc/identity.ts';

export type { MailLocale, OrderMailData, OrderMailTemplate, RenderableMail } from '../../../mail/types.ts';

/** What a mail row of the outbox holds (JSON in outbox.payload): the template, its data and the locale. */
export type MailPayload =
  | {
      template: 'loginCode';
      locale: MailLocale;
      /** The code, sealed with a key kept out of the database (sealing.ts); removed once sent. */
      sealedCode?: string;
      validMinutes: number;
      /** The code is useless after this (epoch ms): the mail is no longer tried. */
      expiresAt: number;
    }
  | { template: 'identityResult'; locale: MailLocale; result: IdentityResult }
  | { template: OrderMailTemplate; locale: MailLocale; order: OrderMailData };
