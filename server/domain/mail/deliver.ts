import type { Mailer } from '../../providers/mailer.ts';
import type { Deliver, OutboxRow } from '../outbox/dispatcher.ts';
import type { MailPayload, RenderableMail } from './payloads.ts';
import { renderMail } from '../../../mail/render.tsx';
import { unseal } from './sealing.ts';

export interface MailDeliveryOptions {
  mailer: Mailer;
  /** Opens the secrets a mail carries (sealing.ts). */
  sealKey: Buffer;
  supportEmail: string;
  /** PUBLIC_ORIGIN: the origin of links written as paths (orders made before their origin was kept). */
  publicOrigin?: string;
  now: () => number;
}

/** The host part of the Message-ID of every mail: one id per outbox row, the same on every retry. */
const MESSAGE_ID_HOST = 'outbox.buycrypto';

/**
 * Sends a mail row of the outbox: renders its template in the buyer's language (HTML and plain text) and
 * hands it to the mailer, with the row's id as Message-ID (a receiving server that saw it already may
 * drop a copy). A login code past its validity is no longer sent; once sent, its code is removed from the row.
 */
export function mailDelivery(options: MailDeliveryOptions): Deliver {
  return async (row: OutboxRow) => {
    const payload = JSON.parse(row.payload) as MailPayload;
    let mail: RenderableMail;
    if (payload.template === 'loginCode') {
      if (!payload.sealedCode) return { abandon: 'the login code is no longer kept' };
      if (options.now() >= payload.expiresAt)
        return { abandon: 'the login code expired before it could be sent' };
      mail = {
        template: 'loginCode',
        locale: payload.locale,
        code: unseal(options.sealKey, payload.sealedCode),
        validMinutes: payload.validMinutes,
      };
    } else if ('order' in payload && payload.order.statusUrl.startsWith('/')) {
      mail = {
        ...payload,
        order: { ...payload.order, statusUrl: `${options.publicOrigin ?? ''}${payload.order.statusUrl}` },
      };
    } else {
      mail = payload;
    }
    const rendered = await renderMail(mail, { supportEmail: options.supportEmail });
    await options.mailer.send({
      to: row.recipient,
      ...rendered,
      messageId: `<${row.id}@${MESSAGE_ID_HOST}>`,
    });
    if (payload.template === 'loginCode') {
      const { sealedCode: _sent, ...kept } = payload;
      return { sent: true, keep: JSON.stringify(kept) };
    }
    return { sent: true };
  };
}
