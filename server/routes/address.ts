import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RespCode } from '../../schemas/api/common.ts';
import { AddressRespCode, addressEndpoints as ep } from '../../schemas/api/address.ts';
import { BusinessError } from '../http/errors.ts';
import { validateAddress } from '../domain/addresses/validate.ts';

/** validateAddress, validateGetAddress and address: one check of a wallet address for a get token. */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { config, catalog } = app;

  for (const name of ['validateAddress', 'validateGetAddress', 'address'] as const) {
    const { body, response } = ep[name];
    api.post(`${config.apiBase}/${name}`, { schema: { body, response: { 200: response } } }, async (request) => {
      const check = validateAddress(request.body.getCurrency, request.body.address);
      if (!check.valid) throw new BusinessError(AddressRespCode.invalid, check.message);
      const token = catalog.token(request.body.getCurrency);
      return {
        respCode: RespCode.ok,
        respMessage: 'success',
        data: { address: request.body.address.trim(), network: check.network, currency: token?.symbol ?? request.body.getCurrency },
      };
    });
  }
}
