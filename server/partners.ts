import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePartners, type Partner } from '../theme/partnerFile.ts';

/** Where the partner files are: theme/partners/ (the app bundles the same files). */
export const PARTNERS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../theme/partners');

/**
 * The partner registry as the gateway sees it: every <partnerId>.json of the folder, each checked against
 * theme/partner.schema.json. A bad file stops the gateway with a message naming the file and its bad keys.
 */
export function readPartners(dir: string = PARTNERS_DIR): Partner[] {
  const files: Record<string, unknown> = {};
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const file = path.join(dir, name);
    try {
      files[file] = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`Partner file ${file} is not JSON: ${(error as Error).message}`);
    }
  }
  return parsePartners(files);
}

/** Every origin a partner embeds from, once each. */
export const partnerOrigins = (partners: readonly Partner[]): string[] => [
  ...new Set(partners.flatMap((partner) => partner.origins)),
];
