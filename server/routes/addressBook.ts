import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { addressBookEndpoints as ep } from '../../schemas/api/addressBook.ts';
import { RespCode } from '../../schemas/api/common.ts';
import { requireUser } from '../http/auth.ts';
import { addressAssets, tokensOfAsset } from '../domain/addressBook/assets.ts';
import { addEntry, deleteEntry, editEntry, listEntries } from '../domain/addressBook/store.ts';

const success = 'success';

/** The address book: saved receiving addresses, each read and changed by its owner only. */
export async function addressBookRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;
  const url = (name: keyof typeof ep) => `${config.apiBase}/${name}`;

  api.post(
    url('getCryptoList'),
    { schema: { body: ep.getCryptoList.body, response: { 200: ep.getCryptoList.response } } },
    async (request) => {
      const user = await requireUser(request);
      const { crypto, network, keyword } = request.body;
      return {
        respCode: RespCode.ok,
        respMessage: success,
        data: await listEntries(db, user.id, { crypto, network, keyword }),
      };
    },
  );

  api.post(
    url('getAddressCryptoList'),
    { schema: { body: ep.getAddressCryptoList.body, response: { 200: ep.getAddressCryptoList.response } } },
    async () => ({
      respCode: RespCode.ok,
      respMessage: success,
      data: addressAssets(),
    }),
  );

  api.post(
    url('getAddressNetworkList'),
    { schema: { body: ep.getAddressNetworkList.body, response: { 200: ep.getAddressNetworkList.response } } },
    async (request) => ({
      respCode: RespCode.ok,
      respMessage: success,
      data: tokensOfAsset(request.body.crypto).map((t) => ({
        network: t.network.code,
        name: t.network.name,
        getCurrency: t.symbol,
      })),
    }),
  );

  api.post(
    url('addCryptoAddress'),
    { schema: { body: ep.addCryptoAddress.body, response: { 200: ep.addCryptoAddress.response } } },
    async (request) => {
      const user = await requireUser(request);
      const { authToken: _token, ...entry } = request.body;
      return {
        respCode: RespCode.ok,
        respMessage: success,
        data: await addEntry(db, user.id, entry, config.clock.now()),
      };
    },
  );

  api.post(
    url('editCryptoAddress'),
    { schema: { body: ep.editCryptoAddress.body, response: { 200: ep.editCryptoAddress.response } } },
    async (request) => {
      const user = await requireUser(request);
      const { authToken: _token, id, ...edit } = request.body;
      return {
        respCode: RespCode.ok,
        respMessage: success,
        data: await editEntry(db, user.id, id, edit, config.clock.now()),
      };
    },
  );

  api.post(
    url('delCryptoAddress'),
    { schema: { body: ep.delCryptoAddress.body, response: { 200: ep.delCryptoAddress.response } } },
    async (request) => {
      const user = await requireUser(request);
      await deleteEntry(db, user.id, request.body.id);
      return { respCode: RespCode.ok, respMessage: success };
    },
  );
}
