import type { ValidateFunction } from 'ajv';
import partnerSchema from './partner.schema.json' with { type: 'json' };
import tokensSchema from './tokens.schema.json' with { type: 'json' };
import validators from './partner.validator.generated.ts';
import type { PartnerTokens } from './types.ts';
import { describeError, type TokenError } from './validateTokens.ts';

/**
 * One partner, one file: theme/partners/<partnerId>.json, checked by theme/partner.schema.json (compiled ahead
 * of time into partner.validator.generated.ts by scripts/compile-form-validators.ts). Pure: the app reads the
 * files through Vite (theme/partners.ts), the gateway from disk (server/partners.ts), both through here.
 */

/** What a partner's rule does at a step: show the step's own choice, or apply settings and go on. */
export type StepRule = { action: 'pass' } | { action: 'advance'; payMethod?: string; offerType?: string };

export interface PartnerFile {
  name: string;
  /** e.g. https://shop.example — the pages that may frame the widgets and receive their events. */
  origins: string[];
  reference?: string;
  footer?: { poweredBy?: boolean };
  rules?: { orderStep?: StepRule; selectOffer?: StepRule };
  tokens?: PartnerTokens;
}

export interface Partner extends PartnerFile {
  /** The file's name: the partnerId of links and quotes. */
  id: string;
}

const { partner: validate } = validators as Record<'partner', ValidateFunction>;

/** Every problem of a partner file, each naming its bad key ("origins[0] has an invalid value …"). */
export function validatePartnerFile(value: unknown): TokenError[] {
  return validate(value)
    ? []
    : (validate.errors ?? []).map((error) =>
        describeError(
          value,
          error,
          [partnerSchema, tokensSchema],
          /^\/tokens(\/|$)/.test(error.instancePath) ? 'is not a known token' : 'is not a known key',
        ),
      );
}

/** A partner id as it may appear in a file name and a query: letters, digits, '-' and '_'. */
export const PARTNER_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** The partner id of 'theme/partners/<id>.json' (or any path ending so). */
export const partnerIdOfFile = (file: string): string => file.replace(/^.*\/([^/]+)\.json$/, '$1');

/**
 * The registry from the files' contents by path. A bad file throws, naming the file and its bad keys: the
 * gateway refuses to start with it, and the build stops (scripts/checkPartnerFiles.ts).
 */
export function parsePartners(files: Record<string, unknown>): Partner[] {
  const partners: Partner[] = [];
  const problems: string[] = [];
  for (const [file, data] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const id = partnerIdOfFile(file);
    const errors = PARTNER_ID.test(id)
      ? validatePartnerFile(data)
      : [{ path: '(file name)', message: `"${id}" is not a partner id (letters, digits, '-', '_')` }];
    if (errors.length === 0) partners.push({ ...(data as PartnerFile), id });
    else problems.push(`${file}:\n${errors.map((e) => `  - ${e.message}`).join('\n')}`);
  }
  if (problems.length > 0)
    throw new Error(`Partner files rejected (theme/partner.schema.json):\n${problems.join('\n')}`);
  return partners;
}

/** The hosts of a partner's origins ('https://www.shop.example:8443' → 'www.shop.example'). */
export const originHosts = (partner: Pick<PartnerFile, 'origins'>): string[] =>
  partner.origins.map((origin) => new URL(origin).hostname);
