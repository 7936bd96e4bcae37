import type { Partner, PartnerFile } from './partnerFile.ts';

/**
 * The partner registry as the app sees it: every theme/partners/<partnerId>.json, bundled (a few hundred
 * bytes each). The files are checked against theme/partner.schema.json by the build and by the gateway when
 * it starts (each refuses a bad one), by `npm run theme:check` and by the unit tests: the app applies their
 * tokens as they are (resolveTokens) and carries no validator.
 */
const files = import.meta.glob<PartnerFile>('./partners/*.json', { eager: true, import: 'default' });

export const partners: readonly Partner[] = Object.entries(files)
  .map(([file, data]) => ({ ...data, id: file.replace(/^.*\/([^/]+)\.json$/, '$1') }))
  // By code unit, not localeCompare: the ids are ASCII file names, and the first localeCompare of a page
  // builds ICU's collator (about 70 ms of the boot's main thread on a slow phone).
  .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** Ids of the partners that have a file. */
export const partnerIds: string[] = partners.map((partner) => partner.id);

/** The partner of a partnerId, if it has a file. */
export const partnerById = (partnerId: string | null | undefined): Partner | undefined =>
  partnerId ? partners.find((partner) => partner.id === partnerId) : undefined;
