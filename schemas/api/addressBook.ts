import { Type } from 'typebox';
import { AuthField, Envelope, OptStr, Str, endpoint, withData } from './common.ts';
import { formBody } from './formBody.ts';
import addressBookEntryForm from '../forms/addressBookEntry.json' with { type: 'json' };

/** The add-address form (schemas/forms/addressBookEntry.json). */
export interface AddressBookEntryInput {
  /** The asset, e.g. 'USDT' (getAddressCryptoList). */
  crypto: string;
  /** The network code, e.g. 'TRON' (getAddressNetworkList). */
  network: string;
  address: string;
  name?: string;
}

export const AddressBookEntry = Type.Object({
  id: Type.String(),
  crypto: Type.String(),
  network: Type.String(),
  networkName: Type.String(),
  /** The get token this address receives (the unique symbol orders use, e.g. 'USDT_TRC20'). */
  getCurrency: Type.String(),
  imgUrl: Type.String(),
  address: Type.String(),
  name: Type.Optional(Type.String()),
});

/**
 * The 25-character name rule is answered by the gateway itself with the spec's message ('The address
 * name cannot exceed 25 characters'), so the body bounds the name only against huge strings.
 */
const NameField = { name: Str(256) };

/** A field of the add-address form, optional, with the form's own rules (schemas/forms/addressBookEntry.json). */
const formField = (field: 'crypto' | 'network' | 'address') =>
  Type.Optional(Type.Unsafe<string>(addressBookEntryForm.properties[field]));

export const addressBookEndpoints = {
  /** The user's saved addresses, newest first; optionally of one crypto/network, or matching a keyword. */
  getCryptoList: endpoint(
    Type.Object({ ...AuthField, crypto: OptStr(20), network: OptStr(20), keyword: OptStr(128) }),
    withData(Type.Array(AddressBookEntry)),
  ),
  /** The assets an address can be saved for. */
  getAddressCryptoList: endpoint(
    Type.Object({ ...AuthField }),
    withData(Type.Array(Type.Object({ crypto: Type.String(), name: Type.String(), imgUrl: Type.String() }))),
  ),
  /** The networks of one asset. */
  getAddressNetworkList: endpoint(
    Type.Object({ ...AuthField, crypto: Str(20) }),
    withData(
      Type.Array(Type.Object({ network: Type.String(), name: Type.String(), getCurrency: Type.String() })),
    ),
  ),
  addCryptoAddress: endpoint(
    formBody<AddressBookEntryInput & { authToken?: string }>(addressBookEntryForm, AuthField, NameField),
    withData(AddressBookEntry),
  ),
  /**
   * Changes a saved address: its name (absent or empty: no name), and, when crypto, network and address
   * are given (all three, as the add-address form holds them), what it points at, checked as when added.
   */
  editCryptoAddress: endpoint(
    Type.Object({
      ...AuthField,
      id: Str(40),
      name: OptStr(256),
      crypto: formField('crypto'),
      network: formField('network'),
      address: formField('address'),
    }),
    withData(AddressBookEntry),
  ),
  delCryptoAddress: endpoint(Type.Object({ ...AuthField, id: Str(40) }), Envelope),
};
