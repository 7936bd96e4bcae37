import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { TestGateway } from './helpers/gateway.ts';
import { newEmail } from './helpers/login.ts';
import {
  getQuote,
  orderBody,
  orderDetail,
  payByCard,
  startClientGateway,
  waitForStatus,
} from './helpers/orders.ts';

/**
 * The gateway's mails go through its outbox to a real SMTP server (a local sink): the login code, the
 * receipt and the delivery mail, in the language the buyer used; with the SMTP server stopped the
 * deliveries fail and are retried (back-off compressed here), and once it is back each mail arrives once.
 */

interface Received {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** An SMTP server on a loopback port that keeps what it is sent; it can be stopped and started on that port. */
class SmtpSink {
  readonly received: Received[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail: ParsedMail) => {
            this.received.push({
              messageId: mail.messageId ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  to(email: string) {
    return this.received.filter((mail) => mail.to === email);
  }

  /** Waits until `email` has received a mail whose subject matches. */
  async waitFor(email: string, subject: RegExp, timeoutMs = 15_000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.to(email).find((candidate) => subject.test(candidate.subject));
      if (mail) return mail;
      if (Date.now() > deadline)
        throw new Error(
          `no mail ${subject} to ${email}; got ${this.to(email)
            .map((m) => m.subject)
            .join(' | ')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

const ZH = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };

let sink: SmtpSink;
let gateway: TestGateway;
beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  gateway = await startClientGateway({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    ORDER_STEP_MS: '30',
    RISK_ORDERS_PER_HOUR: '1000',
    IP_RATE_LIMIT_PER_MINUTE: '100000',
    OUTBOX_POLL_MS: '50',
    OUTBOX_RETRY_BASE_MS: '100',
    OUTBOX_RETRY_MAX_MS: '400',
  });
});
afterAll(async () => {
  await gateway?.close();
  await sink?.stop().catch(() => undefined);
});

/** Logs a buyer in with the code the SMTP sink received. */
async function logInBy(email: string, headers: Record<string, string>, codeSubject: RegExp) {
  expect(await gateway.post('sendCode', { email }, headers)).toMatchObject({ respCode: 200 });
  const mail = await sink.waitFor(email, codeSubject);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  const login = await gateway.post<{ data: { authToken: string } }>('login', { email, code }, headers);
  expect(login.respCode, login.respMessage).toBe(200);
  return { authToken: login.data.authToken, codeMail: mail };
}

/** A 100 USD → BTC order paid with the sandbox's 4242 card, followed to Delivered. */
async function buyWith4242(authToken: string, headers: Record<string, string>) {
  const quote = await getQuote(gateway);
  const created = await gateway.post<{ data: { orderNo: string; service: string } }>(
    'cryptoOrder',
    { ...orderBody(quote), authToken },
    headers,
  );
  expect(created.respCode, created.respMessage).toBe(200);
  const paid = await payByCard(gateway, created.data.service, '4242424242424242');
  expect(paid.status).toBeLessThan(400);
  const delivered = await waitForStatus(gateway, created.data.orderNo, 'Delivered', authToken, 15_000);
  return { orderNo: created.data.orderNo, delivered };
}

const outboxRows = (email: string) =>
  gateway.app.db.selectFrom('outbox').selectAll().where('recipient', '=', email).execute();

describe('mails through the outbox', () => {
  it('sends a zh-CN buyer the login code, the receipt and the delivery mail with its transaction hash, in Chinese', async () => {
    const email = newEmail('zh');
    const { authToken, codeMail } = await logInBy(email, ZH, /验证码/);
    expect(codeMail.text).toMatch(/您的验证码是 \d{6}/);
    expect(codeMail.html).toContain('lang="zh-CN"');

    const { orderNo, delivered } = await buyWith4242(authToken, ZH);
    const detail = (await orderDetail(gateway, orderNo, authToken)).data;

    const receipt = await sink.waitFor(email, new RegExp(`您的订单 ${orderNo}`));
    expect(receipt.html).toContain('已收到订单');
    for (const shown of [
      `${detail.sendCurrencyAmount} ${detail.sendCurrency}`,
      `${detail.getCurrencyAmount} ${detail.getSymbol}`,
      detail.address,
      detail.network,
      '交易手续费',
      '网络费',
      `/order-status?orderNo=${orderNo}`,
    ]) {
      expect(receipt.text, shown).toContain(shown);
    }

    const deliveredMail = await sink.waitFor(email, /已到账/);
    expect(delivered.txHash).toBeTruthy();
    expect(deliveredMail.text).toContain(delivered.txHash!);
    expect(deliveredMail.html).toContain(`href="${delivered.explorerUrl}"`);
    expect(deliveredMail.text).not.toMatch(/Delivered|Transaction hash/);
    // HTML with a plain-text part; the code never stays in the database once sent.
    expect(receipt.html).toMatch(/<html[^>]*lang="zh-CN"/);
    // Marked sent once the SMTP server has taken each mail (the sink may see a mail a moment before).
    const allSent = async () =>
      (await outboxRows(email)).every((row) => row.sent_at !== null && row.next_attempt_at === null);
    await expect.poll(allSent).toBe(true);
    const rows = await outboxRows(email);
    expect(rows.map((row) => row.topic).sort()).toEqual(['login.code', 'order.created', 'order.delivered']);
    // As a whole token: the digits may turn up by chance inside a hash, an id or a timestamp.
    const code = /\d{6}/.exec(codeMail.text)![0];
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`\\b${code}\\b`));
  });

  it('keeps every mail while the SMTP server is down and sends each once when it is back', async () => {
    const email = newEmail('outage');
    const { authToken } = await logInBy(email, EN, /Your verification code/);
    await sink.stop();
    const { orderNo, delivered } = await buyWith4242(authToken, EN);
    // Both mails were tried, failed and are waiting for their next attempt.
    await expect
      .poll(async () => (await outboxRows(email)).filter((row) => row.topic.startsWith('order.')), {
        timeout: 10_000,
      })
      .toSatisfy(
        (rows: Array<{ attempts: number; last_error: string | null; sent_at: unknown }>) =>
          rows.length === 2 &&
          rows.every((row) => row.attempts >= 2 && row.last_error && row.sent_at === null),
      );
    expect(sink.to(email).filter((mail) => mail.subject.includes(orderNo))).toEqual([]);

    await sink.start();
    await sink.waitFor(email, new RegExp(`Your order ${orderNo}`));
    const deliveredMail = await sink.waitFor(email, /has been delivered/);
    expect(deliveredMail.text).toContain(delivered.txHash!);
    // A few more polls and retry periods: nothing comes twice.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const mails = sink.to(email);
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(3);
    const allSent = async () =>
      (await outboxRows(email)).every((row) => row.sent_at !== null && row.claimed_by === null);
    await expect.poll(allSent).toBe(true);
  });
});
