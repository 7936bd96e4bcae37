import type { RJSFSchema } from '@rjsf/utils';
import personalInfo from '../../../schemas/forms/personalInfo.json' with { type: 'json' };
import personalInfoUi from '../../../schemas/forms/personalInfo.ui.json' with { type: 'json' };
import billingAddress from '../../../schemas/forms/billingAddress.json' with { type: 'json' };
import billingAddressUi from '../../../schemas/forms/billingAddress.ui.json' with { type: 'json' };
import idVerification from '../../../schemas/forms/idVerification.json' with { type: 'json' };
import idVerificationUi from '../../../schemas/forms/idVerification.ui.json' with { type: 'json' };
import addressBookEntry from '../../../schemas/forms/addressBookEntry.json' with { type: 'json' };
import addressBookEntryUi from '../../../schemas/forms/addressBookEntry.ui.json' with { type: 'json' };
import walletType from '../../../schemas/forms/walletType.json' with { type: 'json' };
import walletTypeUi from '../../../schemas/forms/walletType.ui.json' with { type: 'json' };
import { validPersonalInfo } from './kyc.ts';

/** Examples of each data-entry form: data it takes, and data it refuses with the field refused. */
export type Data = Record<string, unknown>;
export interface FormCase {
  schema: RJSFSchema & { properties: Record<string, object>; required: string[] };
  ui: Record<string, unknown>;
  valid: Data[];
  /** Refused data and the field each refusal is about. */
  invalid: [Data, string][];
}

const without = (data: Data, field: string) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== field));
export const billing = { country: 'FR', city: 'Paris', zipCode: '75001', address: '1 Rue de Rivoli' };
export const entry = { crypto: 'BTC', network: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' };

export const formExamples: Record<string, FormCase> = {
  personalInfo: {
    schema: personalInfo as FormCase['schema'],
    ui: personalInfoUi,
    valid: [
      validPersonalInfo,
      { ...validPersonalInfo, contactNumber: '+442079460958', firstName: 'José María' },
    ],
    invalid: [
      ...personalInfo.required.map((field): [Data, string] => [without(validPersonalInfo, field), field]),
      [{ ...validPersonalInfo, firstName: '' }, 'firstName'],
      [{ ...validPersonalInfo, lastName: '   ' }, 'lastName'],
      [{ ...validPersonalInfo, firstName: 'A'.repeat(51) }, 'firstName'],
      [{ ...validPersonalInfo, dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
      [{ ...validPersonalInfo, citizenship: 'de' }, 'citizenship'],
      [{ ...validPersonalInfo, contactNumber: 'call me' }, 'contactNumber'],
      [{ ...validPersonalInfo, contactNumber: '020 7946 0958' }, 'contactNumber'],
    ],
  },
  billingAddress: {
    schema: billingAddress as FormCase['schema'],
    ui: billingAddressUi,
    valid: [billing, { ...billing, country: 'GB', zipCode: 'SW1A 1AA' }],
    invalid: [
      ...billingAddress.required.map((field): [Data, string] => [without(billing, field), field]),
      [{ ...billing, zipCode: '!' }, 'zipCode'],
      [{ ...billing, address: '' }, 'address'],
    ],
  },
  idVerification: {
    schema: idVerification as FormCase['schema'],
    ui: idVerificationUi,
    valid: [
      { country: 'FR', documentType: 'passport' },
      { country: 'DE', documentType: 'driversLicense' },
    ],
    invalid: [
      [{ documentType: 'passport' }, 'country'],
      [{ country: 'FR', documentType: 'visa' }, 'documentType'],
    ],
  },
  addressBookEntry: {
    schema: addressBookEntry as FormCase['schema'],
    ui: addressBookEntryUi,
    valid: [entry, { ...entry, name: 'n'.repeat(25) }],
    invalid: [
      ...addressBookEntry.required.map((field): [Data, string] => [without(entry, field), field]),
      [{ ...entry, name: 'n'.repeat(26) }, 'name'],
    ],
  },
  walletType: {
    schema: walletType as FormCase['schema'],
    ui: walletTypeUi,
    valid: [{ walletType: 'selfHosted' }, { walletType: 'exchange', exchangeName: 'binance' }],
    invalid: [
      [{}, 'walletType'],
      [{ walletType: 'bank' }, 'walletType'],
      [{ walletType: 'exchange' }, 'exchangeName'],
    ],
  },
};
