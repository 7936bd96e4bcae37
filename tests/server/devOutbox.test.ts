import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { latestCode, newEmail } from './helpers/login.ts';

/**
 * The dev outbox keeps `npm start` usable without an SMTP server, without handing login codes to anyone
 * else: it answers requests from this machine only (by the socket's address), and a dump of the database
 * shows no code.
 */
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const mailedCode = async (email: string) => {
  expect(await gateway.post('sendCode', { email })).toMatchObject({ respCode: 200 });
  return latestCode(gateway, email);
};

const outboxFrom = (email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  gateway.app.inject({
    method: 'GET',
    url: `/gateway/dev/outbox?email=${encodeURIComponent(email)}`,
    remoteAddress,
    headers,
  });

describe('a dump of the database', () => {
  it('reveals no login code: every row of every table, and the SQLite files', async () => {
    const email = newEmail();
    const code = await mailedCode(email);
    const mailed = `Your verification code is ${code}.`;

    const tables = await gateway.app.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('login_codes');
    let rows = '';
    for (const table of tables) {
      const all = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(
        gateway.app.db,
      );
      rows += JSON.stringify(all.rows);
    }
    expect(rows).toContain(email);
    expect(rows).not.toContain(mailed);
    expect(rows).not.toContain(`"${code}"`);

    if (!gateway.app.config.databaseUrl) {
      const dataDir = gateway.app.config.dataDir;
      const files = fs.readdirSync(dataDir).filter((name) => fs.statSync(path.join(dataDir, name)).isFile());
      expect(files.length).toBeGreaterThan(0);
      const dump = files
        .map((name) => fs.readFileSync(path.join(dataDir, name)).toString('latin1'))
        .join('\n');
      expect(dump).toContain(email);
      expect(dump).not.toContain(mailed);
    }
  });

  it('has no outbox table any more (the migration drops it with every code it held)', async () => {
    const tables = await gateway.app.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('mail_outbox');
  });
});

describe('who may read the outbox', () => {
  it('answers this machine (IPv4 and IPv6 loopback)', async () => {
    const email = newEmail();
    const code = await mailedCode(email);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10']) {
      const res = await outboxFrom(email, address);
      expect(res.statusCode, address).toBe(200);
      expect(res.body).toContain(code);
    }
  });

  it('refuses another machine, whatever its headers claim', async () => {
    const email = newEmail();
    const code = await mailedCode(email);
    for (const [address, headers] of [
      ['10.0.0.5', {}],
      ['192.168.1.20', {}],
      ['::ffff:10.0.0.5', {}],
      ['2001:db8::1', {}],
      ['10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }],
      ['10.0.0.5', { 'x-real-ip': '127.0.0.1', host: 'localhost' }],
    ] as Array<[string, Record<string, string>]>) {
      const res = await outboxFrom(email, address, headers);
      expect(res.statusCode, address).toBe(404);
      expect(res.json()).toMatchObject({ respCode: 404, respMessage: 'Not found' });
      expect(res.body).not.toContain(code);
    }
  });

  it('refuses a request a proxy on this machine passes on for another client', async () => {
    const email = newEmail();
    await mailedCode(email);
    const passedOn: Array<Record<string, string>> = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
    ];
    for (const headers of passedOn) {
      expect((await outboxFrom(email, '127.0.0.1', headers)).statusCode, JSON.stringify(headers)).toBe(404);
    }
    expect((await outboxFrom(email, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });

  it('is not served in production, even with DEV_OUTBOX=1', async () => {
    const production = await startGateway({ NODE_ENV: 'production', DEV_OUTBOX: '1' });
    try {
      const res = await production.app.inject({
        method: 'GET',
        url: '/gateway/dev/outbox?email=a@example.com',
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
