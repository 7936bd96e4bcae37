// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bodyFields,
  codesInMail,
  compileSecrets,
  describeReport,
  looksLikeOrderNo,
  luhnValid,
  scanEvidence,
  scanRequest,
  scanText,
  tokensInAnswer,
  typedCards,
} from '../e2e/support/secretScan.ts';

/** The e2e run's secret scan (tests/e2e/support/secretScan.ts): it finds what is planted and passes clean data. */
const CARD = '4242424242424242';
const CODE = '384615';
const TOKEN = 'Qm9ndXMtdG9rZW4tZm9yLXRoZS1zZWNyZXQtc2Nhbg'; // 42 base64url characters, like randomBytes(32)
const secrets = compileSecrets({ cards: [CARD], codes: [CODE], tokens: [TOKEN] });
const kinds = (text: string) => scanText(text, 'x', secrets).map((f) => f.kind);

/** Luhn-valid order numbers: the UTC day, then 10 digits (one in ten passes Luhn by chance). */
const ORDER_NOS = ['202611230000000006', '202612310123456787', '202602281111111118'];

describe('the scan finds', () => {
  it('a typed card, plain or grouped with spaces or dashes, anywhere', () => {
    expect(kinds(`{"cardNumber":"${CARD}"}`)).toEqual(['card number']);
    expect(kinds('pan=4242 4242 4242 4242;')).toEqual(['card number']);
    expect(kinds('x4242-4242-4242-4242y')).toEqual(['card number']);
  });

  it('a Luhn-valid card of any network that was never typed (Amex, Mastercard 2-series, 19-digit Visa)', () => {
    expect(kinds('"number":"378282246310005"')).toEqual(['card number']);
    expect(kinds('card 2223 0031 2200 3222 declined')).toEqual(['card number']);
    expect(kinds('4000000000000000006,')).toEqual(['card number']);
  });

  it('a mailed login code standing on its own, and a raw auth token', () => {
    expect(kinds(`{"msg":"code ${CODE} accepted"}`)).toEqual(['login code']);
    expect(kinds(`code=${CODE}&x=1`)).toEqual(['login code']);
    expect(kinds(`authorization: Bearer ${TOKEN}\n`)).toEqual(['auth token']);
  });

  it('secrets in a SQLite file’s bytes', () => {
    const bytes = Buffer.concat([
      Buffer.from([0, 13, 7, 0x81]),
      Buffer.from(`${CODE}`),
      Buffer.from([0x17, 0]),
      Buffer.from(TOKEN),
      Buffer.from([0]),
    ]);
    expect(kinds(bytes.toString('latin1')).sort()).toEqual(['auth token', 'login code']);
  });

  it('in a request body: a card sent to the app, a token outside authToken, a code outside login', () => {
    const api = 'http://127.0.0.1:4000/gateway/buying';
    const scan = (url: string, body: string) =>
      scanRequest({ url, method: 'POST', body }, 'b', secrets).map((f) => f.kind);
    expect(scan(`${api}/payCard`, `authToken=${TOKEN}&cardNumber=${CARD}`)).toEqual(['card number']);
    expect(
      scan(`${api}/addPoint`, JSON.stringify({ authToken: TOKEN, type: 'login', extras: { token: TOKEN } })),
    ).toEqual(['auth token']);
    expect(scan(`${api}/addPoint`, `type=login&code=${CODE}`)).toEqual(['login code']);
    expect(
      scan('http://127.0.0.1:4000/sandbox/card-tokens', JSON.stringify({ number: CARD, authToken: TOKEN })),
    ).toEqual(['auth token']);
  });
});

describe('the scan passes clean data', () => {
  it('order numbers (18 digits from a calendar day), millisecond times, prices, hashes and ids', () => {
    for (const orderNo of ORDER_NOS) {
      expect(luhnValid(orderNo)).toBe(true);
      expect(looksLikeOrderNo(orderNo)).toBe(true);
    }
    const clean = [
      ...ORDER_NOS.map(
        (orderNo) => `{"orderNo":"${orderNo}","url":"/sandbox/topper/checkout/${orderNo}/abc"}`,
      ),
      '{"time":1763938800000,"expiresAt":1763939400123}',
      '{"price":"104523.12","amount":"0.0000123456789012345","rate":3842615.384615384615}',
      // A hash or a token whose digits happen to include the code or a Luhn-valid run.
      `{"codeHash":"ab${CODE}cd","sha":"f1${'4539578763621486'}e0","tok":"tok_9${CODE}x"}`,
      'uuid 4f1c2a3b-5d6e-4f70-8a9b-0c1d2e3f4a5b, ip 127.0.0.1:43121, last4 4242, expiry 12/34',
      // A random UUID whose first 16 characters are digits that pass Luhn (found in a CI run's database).
      'id 28970761-8769-4502-9920-954b8ef0eb39',
      '+8613800138000 4000000000000001',
      // An order number and the next field of its row in a SQLite file, a quote token that begins with a digit
      // (found in a CI run's database): 19 digits that pass Luhn.
      '\r\r2026112958653798220_c1CvU9JXJfTHSli.tp9gri.WWDv9b60mqQvOAQTfdXd3Qtopper',
    ].join('\n');
    expect(scanText(clean, 'clean', secrets)).toEqual([]);
  });

  it('what belongs in a request: the token as authToken of an API call, the code in login, the card at the provider', () => {
    const api = 'http://127.0.0.1:4000/gateway/buying';
    const scan = (url: string, body: string) => scanRequest({ url, method: 'POST', body }, 'b', secrets);
    expect(scan(`${api}/orderList`, `authToken=${TOKEN}&pageNo=1`)).toEqual([]);
    expect(scan(`${api}/addPoint`, JSON.stringify({ authToken: TOKEN, type: 'view' }))).toEqual([]);
    expect(scan(`${api}/login`, `email=a%40example.com&code=${CODE}`)).toEqual([]);
    expect(scan(`${api}/login`, JSON.stringify({ email: 'a@example.com', code: CODE }))).toEqual([]);
    expect(
      scan(
        'http://127.0.0.1:4000/sandbox/card-tokens',
        JSON.stringify({ number: CARD, expiry: '12/34', cvc: '123' }),
      ),
    ).toEqual([]);
    expect(
      scan(
        'http://127.0.0.1:4000/sandbox/topper/checkout/202611230000000006/s3cret/card',
        `cardNumber=${CARD}&expiry=12%2F34`,
      ),
    ).toEqual([]);
  });
});

describe('collecting what the run handled', () => {
  it('reads the typed card, the token of an answer and the code of a login mail only', () => {
    expect(
      typedCards({
        url: 'http://h/sandbox/card-tokens',
        method: 'POST',
        body: JSON.stringify({ number: '4242 4242 4242 4242' }),
      }),
    ).toEqual([CARD]);
    expect(
      typedCards({ url: 'http://h/gateway/buying/payCard', method: 'POST', body: `cardNumber=${CARD}` }),
    ).toEqual([]);
    expect(tokensInAnswer(JSON.stringify({ respCode: 200, data: { authToken: TOKEN, expTime: 1 } }))).toEqual(
      [TOKEN],
    );
    expect(
      codesInMail({
        subject: 'Your verification code',
        text: `Your verification code is ${CODE}. It is valid for 10 minutes.`,
      }),
    ).toEqual([CODE]);
    expect(codesInMail({ subject: 'Your identity is verified', text: 'Reference 123456.' })).toEqual([]);
    expect(bodyFields('a=1&b%5Bc%5D=2')).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });
});

describe('scanning a run’s evidence folder', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function evidence(log: string, database: string, body: string) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-scan-test-'));
    fs.writeFileSync(path.join(dir, 'gateway-app-1-a.log'), log);
    fs.mkdirSync(path.join(dir, 'gateway-app-1-a-db'));
    fs.writeFileSync(path.join(dir, 'gateway-app-1-a-db', 'gateway.sqlite'), Buffer.from(database, 'latin1'));
    const record = {
      test: 'journey',
      requests: [
        {
          url: 'http://127.0.0.1:4000/sandbox/card-tokens',
          method: 'POST',
          body: JSON.stringify({ number: '5555555555554444' }),
        },
        {
          url: 'http://127.0.0.1:4000/gateway/buying/login',
          method: 'POST',
          body: `email=a%40example.com&code=${CODE}`,
        },
        { url: 'http://127.0.0.1:4000/gateway/buying/addPoint', method: 'POST', body },
      ],
      cards: ['5555555555554444'],
      codes: [CODE],
      tokens: [TOKEN],
    };
    fs.writeFileSync(path.join(dir, 'browser-1-a.json'), JSON.stringify(record));
  }

  it('reports 0 findings for a clean run, with its figures', () => {
    evidence(
      '{"level":30,"msg":"request completed","url":"/gateway/buying/login"}\n',
      `\0\0orders\0${ORDER_NOS[0]}\0`,
      `authToken=${TOKEN}&type=view`,
    );
    const report = scanEvidence(dir, [CARD]);
    expect(report).toMatchObject({
      files: 3,
      gatewayLogs: 1,
      databaseFiles: 1,
      requestBodies: 3,
      findings: [],
    });
    expect(describeReport(report)[0]).toMatch(
      /^secret scan: 3 files, \d+ kB, 0 findings \(1 gateway logs, 1 database files, 3 request bodies; searched for 2 card numbers, 1 login codes, 1 auth tokens/,
    );
  });

  it('finds a planted card in the log, a code in the database and a token in a tracking body', () => {
    evidence(
      `{"msg":"charge","pan":"5555 5555 5555 4444"}\n`,
      `\0users\0${CODE}\0`,
      `type=view&extras%5Bsession%5D=${TOKEN}`,
    );
    const report = scanEvidence(dir, [CARD]);
    expect(report.findings.map((f) => [f.kind, f.where.split(' ')[0]])).toEqual([
      ['card number', 'gateway-app-1-a.log'],
      ['login code', path.join('gateway-app-1-a-db', 'gateway.sqlite')],
      ['auth token', 'browser-1-a.json'],
    ]);
    expect(describeReport(report).slice(1)).toEqual([
      expect.stringMatching(/^ {2}card number 5555…4444 in gateway-app-1-a\.log at \d+$/),
      expect.stringMatching(/^ {2}login code 3…5 in /),
      expect.stringMatching(
        /^ {2}auth token Qm9n…Nhbg in browser-1-a\.json \(journey\) › POST http:\/\/127\.0\.0\.1:4000\/gateway\/buying\/addPoint at \d+$/,
      ),
    ]);
  });

  it('fails when the browser called a gateway whose database was not kept', () => {
    evidence('', '', 'type=view');
    fs.rmSync(path.join(dir, 'gateway-app-1-a-db'), { recursive: true });
    expect(scanEvidence(dir).problem).toMatch(/no gateway database was kept/);
  });
});
