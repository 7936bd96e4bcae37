/**
 * The secret scan of an e2e run: after all journeys, what the gateways kept (their SQLite files), what they
 * logged, and every request body the browser sent are searched for full card numbers, login codes that
 * were mailed and raw auth tokens. Pure functions over text: evidence.ts gathers the files, the global
 * teardown (secretScanTeardown.ts) runs scanEvidence() and fails the run on any finding.
 *
 * The rules, and why each is sound (no finding by chance, no secret of the run missed):
 *
 * Card numbers. Two rules.
 *   1. Known cards: every card number typed in the run (collected from the bodies the browser posted to the
 *      payment provider's own endpoints, the hosted card field's tokenization and the checkout's card form)
 *      and every sandbox test card (TEST_CARDS) is searched for digit by digit, a space or dash allowed
 *      between digits ("4242 4242 4242 4242"), anywhere. 16 given digits never occur by chance.
 *   2. Any other card: a run of 13 to 19 digits (single spaces or dashes allowed between them) that passes
 *      the Luhn check and starts with 2–6, the first digit of every card network's range (Mastercard 2/5,
 *      Amex 3, Visa 4, Discover/UnionPay 6). A run counts only whole: not inside a word or a longer number
 *      (hex hashes, base64 tokens, UUIDs), not the fraction or integer part of a decimal (prices). Millisecond
 *      times start with 1 and are left out by the first digit. Order numbers are 18 digits, the UTC day
 *      then 10 random digits, so one in ten passes Luhn by chance: an 18-digit run that starts with a
 *      calendar day of 2020–2099 is taken for an order number and left out, and so is a 19-digit run that
 *      starts with one: in a database file SQLite writes a row's texts one after the other, and the order
 *      number's next field (a quote token) may begin with a digit. No card network issues an 18- or 19-digit
 *      number starting 20 (Mastercard's 2-series is 16 digits, Mir's 22), so this misses no card.
 * Login codes: each code the dev outbox mailed during the run (and each code the browser sent to login),
 *   as a whole number of its own: not inside a word, a hash, a longer number or a decimal. In the
 *   browser's bodies the one place a code belongs, the `code` field of `login`, is left out.
 * Auth tokens: each token a gateway answered (login, authInfo), as is (43 random base64url characters never
 *   occur by chance). In the browser's bodies the one place a token belongs, the `authToken` field of a
 *   call to the buying API, is left out; anywhere else (another field, another endpoint) is a finding.
 */

import fs from 'node:fs';
import path from 'node:path';

export type SecretKind = 'card number' | 'login code' | 'auth token';

export interface Finding {
  kind: SecretKind;
  /** The file (or `file › POST url` for a request body) it was found in. */
  where: string;
  /** The secret, masked: first and last characters only. */
  masked: string;
  /** Byte offset in the scanned text. */
  offset: number;
}

/** What the run handled: the values to look for. */
export interface Secrets {
  cards: Iterable<string>;
  codes: Iterable<string>;
  tokens: Iterable<string>;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const mask = (secret: string) =>
  secret.length <= 8
    ? `${secret.slice(0, 1)}…${secret.slice(-1)}`
    : `${secret.slice(0, 4)}…${secret.slice(-4)}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Not inside a word or a longer number, not a decimal's part: a number standing on its own. */
const BEFORE = '(?<![0-9A-Za-z]|[0-9]\\.)';
const AFTER = '(?![0-9A-Za-z]|\\.[0-9])';

/** 13–19 digits, a single space or dash allowed between two digits. */
const DIGIT_RUN = new RegExp(`${BEFORE}[0-9](?:[ -]?[0-9]){12,18}${AFTER}`, 'g');

/** An 18-digit order number: YYYYMMDD of 2020–2099, then 10 digits (server/domain/orders/orderNo.ts). */
export function looksLikeOrderNo(digits: string): boolean {
  if (digits.length !== 18) return false;
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6, 8));
  if (year < 2020 || year > 2099 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A UUID (8-4-4-4-12 hex): its first groups are all decimal digits now and then, never a card's layout. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Rule 2: a whole 13–19 digit run that could be a card of some network (UUIDs blanked, offsets kept). */
function genericCards(text: string, where: string, findings: Finding[]) {
  for (const match of text.replace(UUID, (id) => '_'.repeat(id.length)).matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (!/^[2-6]/.test(digits) || looksLikeOrderNo(digits.slice(0, 18)) || !luhnValid(digits)) continue;
    findings.push({ kind: 'card number', where, masked: mask(digits), offset: match.index });
  }
}

/** One search per secret value, compiled once per scan. */
export interface CompiledSecrets {
  cards: Array<{ value: string; pattern: RegExp }>;
  codes: Array<{ value: string; pattern: RegExp }>;
  tokens: string[];
}

export function compileSecrets(secrets: Secrets): CompiledSecrets {
  const unique = (values: Iterable<string>) => [...new Set([...values].filter(Boolean))];
  return {
    // Rule 1: the digits of a known card, a separator allowed between any two.
    cards: unique(
      [...secrets.cards].map((card) => card.replace(/\D/g, '')).filter((d) => d.length >= 12),
    ).map((value) => ({
      value,
      pattern: new RegExp(value.split('').join('[ -]?'), 'g'),
    })),
    codes: unique(secrets.codes).map((value) => ({
      value,
      pattern: new RegExp(`${BEFORE}${escapeRegExp(value)}${AFTER}`, 'g'),
    })),
    tokens: unique(secrets.tokens).filter((token) => token.length >= 16),
  };
}

export interface ScanOptions {
  /** Card numbers may be here (the payment provider's own endpoints). */
  cardsAllowed?: boolean;
}

/** Every secret in one text (a log, a database file read as latin1, a request body). */
export function scanText(
  text: string,
  where: string,
  secrets: CompiledSecrets,
  options: ScanOptions = {},
): Finding[] {
  const findings: Finding[] = [];
  if (!options.cardsAllowed) {
    const known: Finding[] = [];
    for (const card of secrets.cards) {
      for (const match of text.matchAll(card.pattern))
        known.push({ kind: 'card number', where, masked: mask(card.value), offset: match.index });
    }
    const generic: Finding[] = [];
    genericCards(text, where, generic);
    findings.push(...known, ...generic.filter((g) => !known.some((k) => Math.abs(k.offset - g.offset) < 24)));
  }
  for (const code of secrets.codes) {
    for (const match of text.matchAll(code.pattern))
      findings.push({ kind: 'login code', where, masked: mask(code.value), offset: match.index });
  }
  for (const token of secrets.tokens) {
    for (let at = text.indexOf(token); at >= 0; at = text.indexOf(token, at + 1)) {
      findings.push({ kind: 'auth token', where, masked: mask(token), offset: at });
    }
  }
  return findings;
}

/** A request the browser sent: its URL, method and body (latin1 text of the bytes). */
export interface RecordedRequest {
  url: string;
  method: string;
  body: string;
}

/** The payment provider's own endpoints, where a card number is what the buyer typed into them. */
export function isCardEndpoint(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname === '/sandbox/card-tokens' || /^\/sandbox\/[^/]+\/checkout\/.+\/card$/.test(pathname);
}

const isApiCall = (url: string, endpoint?: string) => {
  const { pathname } = new URL(url);
  return endpoint ? pathname === `/gateway/buying/${endpoint}` : pathname.startsWith('/gateway/buying/');
};

/**
 * A field's value blanked where it belongs (form `name=value`, JSON `"name":"value"`, multipart part),
 * so that the same secret anywhere else in the body is still found.
 */
function blankField(body: string, name: string): string {
  return body
    .replace(new RegExp(`((?:^|&)${name}=)[^&]*`, 'g'), '$1')
    .replace(new RegExp(`("${name}"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'g'), '$1""')
    .replace(new RegExp(`(name="${name}"\\r\\n\\r\\n)[^\\r]*`, 'g'), '$1');
}

/** A browser request's body: cards only at the provider's endpoints, the token only as authToken of an API call, a code only in login. */
export function scanRequest(request: RecordedRequest, where: string, secrets: CompiledSecrets): Finding[] {
  let body = request.body;
  if (isApiCall(request.url)) body = blankField(body, 'authToken');
  if (isApiCall(request.url, 'login')) body = blankField(body, 'code');
  return scanText(body, `${where} › ${request.method} ${request.url}`, secrets, {
    cardsAllowed: isCardEndpoint(request.url),
  });
}

// ---------------------------------------------------------------------------------------------------
// What the browser handled: the values to search for, taken from its requests and the gateway's answers.

/** The fields of a form, JSON or multipart body, flat (nested JSON values by their own key). */
export function bodyFields(body: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  const trimmed = body.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      const walk = (value: unknown, key: string) => {
        if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
        else if (typeof value === 'string' || typeof value === 'number') fields.push([key, String(value)]);
      };
      walk(JSON.parse(trimmed), '');
      return fields;
    } catch {
      // not JSON after all: read it as a form
    }
  }
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)/g)) fields.push([match[1], match[2]]);
  if (fields.length) return fields;
  try {
    for (const [key, value] of new URLSearchParams(body)) fields.push([key.replace(/\[.*$/, ''), value]);
  } catch {
    // not a form either
  }
  return fields;
}

/** Card numbers the buyer typed: the number fields posted to the provider's endpoints. */
export function typedCards(request: RecordedRequest): string[] {
  if (!isCardEndpoint(request.url)) return [];
  return bodyFields(request.body)
    .filter(([key]) => /^(number|cardNumber)$/.test(key))
    .map(([, value]) => value.replace(/\D/g, ''))
    .filter((digits) => digits.length >= 12);
}

/** The code the browser sent to login, and the e-mail addresses it asked codes for or logged in with. */
export function loginParts(request: RecordedRequest): { codes: string[]; emails: string[] } {
  if (!isApiCall(request.url, 'login') && !isApiCall(request.url, 'sendCode'))
    return { codes: [], emails: [] };
  const fields = bodyFields(request.body);
  return {
    codes: isApiCall(request.url, 'login')
      ? fields.filter(([key, value]) => key === 'code' && value).map(([, value]) => value)
      : [],
    emails: fields.filter(([key, value]) => key === 'email' && value).map(([, value]) => value),
  };
}

/** Auth tokens in a gateway answer (login and authInfo give the token in data.authToken). */
export function tokensInAnswer(text: string): string[] {
  return [...text.matchAll(/"authToken"\s*:\s*"([A-Za-z0-9_-]{16,})"/g)].map((match) => match[1]);
}

/** The login code of a mail the dev outbox kept ("Your verification code is 123456."); none in other mails. */
export function codesInMail(mail: { subject: string; text: string }): string[] {
  if (!/code/i.test(mail.subject)) return [];
  return [...mail.text.matchAll(/(?<![0-9])[0-9]{6}(?![0-9])/g)].map((match) => match[0]);
}

// ---------------------------------------------------------------------------------------------------
// The whole evidence folder of a run (see evidence.ts for how it is filled).

export interface ScanReport {
  /** Files read: gateway logs, database files, browser records. */
  files: number;
  bytes: number;
  gatewayLogs: number;
  databaseFiles: number;
  requestBodies: number;
  secrets: { cards: number; codes: number; tokens: number };
  findings: Finding[];
  /** Why the scan proves nothing (records of a browser but no gateway kept), if so. */
  problem?: string;
}

interface BrowserRecordFile {
  test: string;
  requests: RecordedRequest[];
  cards: string[];
  codes: string[];
  tokens: string[];
}

/**
 * Scans the evidence folder: gateway-*.log (logs), the gateway-…-db folders (SQLite files, read as latin1 bytes: a
 * dump shows no more than the file holds, freed pages included) and browser-*.json (request bodies and
 * the secrets each test saw). `knownCards` are searched for besides the typed ones (the sandbox's test cards).
 */
export function scanEvidence(dir: string, knownCards: Iterable<string> = []): ScanReport {
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
  const logs = entries
    .filter((e) => e.isFile() && /^gateway-.*\.log$/.test(e.name))
    .map((e) => path.join(dir, e.name));
  const databases = entries
    .filter((e) => e.isDirectory() && /^gateway-.*-db/.test(e.name))
    .flatMap((e) => fs.readdirSync(path.join(dir, e.name)).map((name) => path.join(dir, e.name, name)));
  const records = entries
    .filter((e) => e.isFile() && /^browser-.*\.json$/.test(e.name))
    .map((e) => path.join(dir, e.name));

  const browser = records.map((file) => ({
    file,
    record: JSON.parse(fs.readFileSync(file, 'utf8')) as BrowserRecordFile,
  }));
  const cards = new Set<string>([...knownCards].map((card) => card.replace(/\D/g, '')));
  const codes = new Set<string>();
  const tokens = new Set<string>();
  for (const { record } of browser) {
    record.cards.forEach((card) => cards.add(card));
    record.codes.forEach((code) => codes.add(code));
    record.tokens.forEach((token) => tokens.add(token));
  }
  const secrets = compileSecrets({ cards, codes, tokens });

  const findings: Finding[] = [];
  let bytes = 0;
  for (const file of [...logs, ...databases]) {
    const content = fs.readFileSync(file);
    bytes += content.length;
    findings.push(...scanText(content.toString('latin1'), path.relative(dir, file), secrets));
  }
  let requestBodies = 0;
  for (const { file, record } of browser) {
    bytes += fs.statSync(file).size;
    for (const request of record.requests) {
      requestBodies++;
      findings.push(...scanRequest(request, `${path.relative(dir, file)} (${record.test})`, secrets));
    }
  }
  const sentToGateway = browser.some(({ record }) =>
    record.requests.some((r) => new URL(r.url).pathname.startsWith('/gateway/')),
  );
  const problem =
    sentToGateway && (databases.length === 0 || logs.length === 0)
      ? `the browser called a gateway but ${databases.length ? 'no gateway log' : 'no gateway database'} was kept: the scan would prove nothing`
      : undefined;
  return {
    files: logs.length + databases.length + records.length,
    bytes,
    gatewayLogs: logs.length,
    databaseFiles: databases.length,
    requestBodies,
    secrets: { cards: secrets.cards.length, codes: secrets.codes.length, tokens: secrets.tokens.length },
    findings,
    problem,
  };
}

/** The report's lines: the figure line first, then one line per finding (secrets masked). */
export function describeReport(report: ScanReport): string[] {
  const size =
    report.bytes >= 1e6 ? `${(report.bytes / 1e6).toFixed(1)} MB` : `${Math.round(report.bytes / 1e3)} kB`;
  return [
    `secret scan: ${report.files} files, ${size}, ${report.findings.length} findings ` +
      `(${report.gatewayLogs} gateway logs, ${report.databaseFiles} database files, ${report.requestBodies} request bodies; ` +
      `searched for ${report.secrets.cards} card numbers, ${report.secrets.codes} login codes, ${report.secrets.tokens} auth tokens and any Luhn-valid card-like run)`,
    ...report.findings.map((f) => `  ${f.kind} ${f.masked} in ${f.where} at ${f.offset}`),
    ...(report.problem ? [`  ${report.problem}`] : []),
  ];
}
