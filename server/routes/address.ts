import type { FastifyInstance } from 'fastify';
import { AddressRespCode } from '../../schemas/api/address.ts';
import { BusinessError } from '../http/errors.ts';
import { ok, serveEndpoints, type Handler } from '../http/endpoint.ts';
import { validateAddress } from '../domain/addresses/validate.ts';

/** validateAddress, validateGetAddress and address: one check of a wallet address for a get token. */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const { catalog } = app;

  const check: Handler<'validateAddress'> = async ({ getCurrency, address }) => {
    const checked = validateAddress(catalog, getCurrency, address);
    if (!checked.valid)
      throw new BusinessError(AddressRespCode.invalid, `address.${checked.reason}`, checked.params);
    return ok({
      address: address.trim(),
      network: checked.network,
      currency: catalog.token(getCurrency)?.symbol ?? getCurrency,
    });
  };
  serveEndpoints(app, { validateAddress: check, validateGetAddress: check, address: check });
}
