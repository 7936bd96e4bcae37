import type * as Phone from '../lib/phone.ts';
import { loadOnce } from '../lib/loadOnce.ts';

/** The ui schema's name of the phone widget (src/forms/widgets/index.ts). */
export const PHONE_WIDGET = 'phone';

let kit: typeof Phone | undefined;

/**
 * The phone helpers (src/lib/phone.ts), with libphonenumber-js and its metadata: a chunk of their own, 29 KiB
 * (gzip) that only a form with a phone field needs. The schema form waits for it before drawing one; a
 * screen showing such a form fetches it with its code. Loaded once (a failed load is tried again).
 */
export const loadPhoneKit: () => Promise<typeof Phone> = loadOnce(() =>
  import('../lib/phone.ts').then((module) => (kit = module)),
);

/** The phone helpers once loaded (loadPhoneKit), which every user of them is drawn after. */
export function phoneKit(): typeof Phone {
  if (!kit) throw new Error('The phone helpers are used before they were loaded (loadPhoneKit)');
  return kit;
}

export const phoneKitLoaded = (): boolean => kit !== undefined;

/** Whether a form's ui schema draws a field with the phone widget. */
export const hasPhoneField = (uiSchema: object): boolean =>
  Object.values(uiSchema).some(
    (node: unknown) =>
      typeof node === 'object' &&
      node !== null &&
      (node as Record<string, unknown>)['ui:widget'] === PHONE_WIDGET,
  );
