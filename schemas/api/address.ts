import { Type } from 'typebox';
import { AuthField, Str, endpoint, withData } from './common.ts';

/** respCode of an address that is not valid for the get token's network. */
export const AddressRespCode = { invalid: 4101 } as const;

const AddressBody = Type.Object({ address: Str(256), getCurrency: Str(32), ...AuthField });
const AddressAnswer = withData(
  Type.Object({ address: Type.String(), network: Type.String(), currency: Type.String() }),
);

/**
 * Checks a wallet address against the get token's network (checksums included). The three names are
 * the calls of SPEC §7; data.address is the address as checked (trimmed).
 */
export const addressEndpoints = {
  validateAddress: endpoint(AddressBody, AddressAnswer),
  validateGetAddress: endpoint(AddressBody, AddressAnswer),
  address: endpoint(AddressBody, AddressAnswer),
};
