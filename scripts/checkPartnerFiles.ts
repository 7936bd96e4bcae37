import type { Plugin } from 'vite';
import { PARTNERS_DIR, readPartners } from '../server/partners.ts';

/**
 * The build refuses a partner file the gateway would refuse at its start (theme/partner.schema.json), naming
 * the file and its bad keys: the app bundles the files as they are (theme/partners.ts) and applies their
 * tokens with no validator of its own.
 */
export function checkPartnerFiles(dir = PARTNERS_DIR): Plugin {
  return {
    name: 'buy-crypto:check-partner-files',
    buildStart() {
      readPartners(dir);
    },
  };
}
