import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { AddressBookEntryInput } from '../../schemas/api/addressBook.ts';
import type { BillingAddress } from '../../schemas/api/cards.ts';
import type { IdVerification, PersonalInfo } from '../../schemas/api/kyc.ts';
import addressBookEntrySchema from '../../schemas/forms/addressBookEntry.json';
import addressBookEntryUi from '../../schemas/forms/addressBookEntry.ui.json';
import billingAddressSchema from '../../schemas/forms/billingAddress.json';
import billingAddressUi from '../../schemas/forms/billingAddress.ui.json';
import idVerificationSchema from '../../schemas/forms/idVerification.json';
import idVerificationUi from '../../schemas/forms/idVerification.ui.json';
import personalInfoSchema from '../../schemas/forms/personalInfo.json';
import personalInfoUi from '../../schemas/forms/personalInfo.ui.json';
import walletTypeSchema from '../../schemas/forms/walletType.json';
import walletTypeUi from '../../schemas/forms/walletType.ui.json';
import addressBookEntryValidators from './validators/addressBookEntry.generated.ts';
import billingAddressValidators from './validators/billingAddress.generated.ts';
import idVerificationValidators from './validators/idVerification.generated.ts';
import personalInfoValidators from './validators/personalInfo.generated.ts';
import walletTypeValidators from './validators/walletType.generated.ts';
import type { ExchangeOption } from './widgets/ExchangeWidget.tsx';

export type { ExchangeOption } from './widgets/ExchangeWidget.tsx';
export { fieldErrorsOf, type FieldRefusal } from './fieldErrors.ts';

/** Errors to show beside fields (SchemaForm's extraErrors): `{ city: { __errors: ['…'] } }`. */
export type FieldErrors = Record<string, { __errors: string[] } | undefined>;

/** The destination wallet type form (schemas/forms/walletType.json). */
export interface WalletTypeData {
  walletType?: 'exchange' | 'selfHosted';
  exchangeName?: string;
}

/** What each form holds once it validates. */
export interface FormDataByName {
  personalInfo: PersonalInfo;
  billingAddress: BillingAddress;
  idVerification: IdVerification;
  addressBookEntry: AddressBookEntryInput;
  walletType: WalletTypeData;
}

export type FormName = keyof FormDataByName;
export type FormDataOf<N extends FormName> = FormDataByName[N];
/** A form's data while the buyer types: any field may still be missing. */
export type FormDraftOf<N extends FormName> = Partial<FormDataByName[N]>;

/** An option of a list widget: the value stored and the name shown. */
export interface ListOption {
  code: string;
  name: string;
}

/** An asset of the address-book form (getAddressCryptoList). */
export interface CryptoOption {
  crypto: string;
  name: string;
  imgUrl: string;
}

/** A network of one asset (getAddressNetworkList). */
export interface NetworkOption {
  network: string;
  name: string;
}

/**
 * The lists the widgets choose from, loaded by the page (root.formData.formContext). A list not loaded
 * yet is undefined: its widget shows a loading state.
 */
export interface FormContextData {
  /** Countries a buyer may choose (banned ones left out), by ISO alpha-2 code; the widget localizes the name. */
  countries?: ListOption[];
  /** Purposes and natures of opening the account (getNatureList). */
  natures?: ListOption[];
  /** Cities of each country asked for so far (getCity); an empty list: type the city freely. */
  citiesByCountry?: Record<string, string[] | undefined>;
  /** Asks for a country's cities (idempotent). */
  loadCities?: (country: string) => void;
  /** Exchanges of the Exchange wallet type (travelExchangeList). */
  exchanges?: readonly ExchangeOption[];
  /** Assets of the address-book form. */
  cryptos?: CryptoOption[];
  /** Networks of each asset asked for so far. */
  networksByCrypto?: Record<string, NetworkOption[] | undefined>;
  /** Asks for an asset's networks (idempotent). */
  loadNetworks?: (crypto: string) => void;
}

export interface FormEntry<N extends FormName = FormName> {
  name: N;
  /** The JSON Schema, the same one the gateway validates the endpoint's body with. */
  schema: RJSFSchema;
  /** Message ids for titles, choices and per-keyword errors, and the widget of each field. */
  uiSchema: UiSchema<FormDraftOf<N>>;
  /** Validate functions compiled ahead of time: the CSP forbids compiling them in the browser. */
  validateFns: ValidatorFunctions;
  /** Every message id the ui schema names (each must exist in every catalogue). */
  messageIds: string[];
}

const TEXT_KEYS = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);

/** The message ids a ui schema names: texts, choice names and per-keyword error messages. */
export function messageIdsOf(uiSchema: object): string[] {
  const ids = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (TEXT_KEYS.has(key) && typeof value === 'string') ids.add(value);
      else if ((key === 'ui:messages' || key === 'ui:enumNames') && value && typeof value === 'object') {
        for (const id of Object.values(value)) if (typeof id === 'string') ids.add(id);
      } else if (key !== 'ui:options') walk(value);
    }
  };
  walk(uiSchema);
  return [...ids];
}

function entry<N extends FormName>(
  name: N,
  schema: object,
  uiSchema: object,
  validateFns: object,
): FormEntry<N> {
  return {
    name,
    schema: schema as RJSFSchema,
    uiSchema: uiSchema as UiSchema<FormDraftOf<N>>,
    validateFns: validateFns as ValidatorFunctions,
    messageIds: messageIdsOf(uiSchema),
  };
}

/** THE form index: a page renders a form by its name (schemas/forms/<name>.json and <name>.ui.json). */
export const forms: { readonly [N in FormName]: FormEntry<N> } = {
  personalInfo: entry('personalInfo', personalInfoSchema, personalInfoUi, personalInfoValidators),
  billingAddress: entry('billingAddress', billingAddressSchema, billingAddressUi, billingAddressValidators),
  idVerification: entry('idVerification', idVerificationSchema, idVerificationUi, idVerificationValidators),
  addressBookEntry: entry(
    'addressBookEntry',
    addressBookEntrySchema,
    addressBookEntryUi,
    addressBookEntryValidators,
  ),
  walletType: entry('walletType', walletTypeSchema, walletTypeUi, walletTypeValidators),
};

export const formNames = Object.keys(forms) as FormName[];
