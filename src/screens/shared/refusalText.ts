import type { IntlShape } from 'react-intl';

/** A refusal as the stores keep it: the catalogue message of its key with its parameters. */
export interface RefusalMessage {
  id: string;
  values?: Record<string, string | number>;
}

/** A refusal's catalogue message in the language shown (re-translated when the buyer switches language). */
export function refusalText(intl: IntlShape, message: RefusalMessage): string;
export function refusalText(intl: IntlShape, message: RefusalMessage | undefined): string | undefined;
export function refusalText(intl: IntlShape, message: RefusalMessage | undefined): string | undefined {
  return message && intl.formatMessage({ id: message.id }, message.values);
}
