import type { FastifyInstance } from 'fastify';
import { done, ok, serveEndpoints } from '../http/endpoint.ts';
import { addressAssets, tokensOfAsset } from '../domain/addressBook/assets.ts';
import { addEntry, deleteEntry, editEntry, listEntries } from '../domain/addressBook/store.ts';

/** The address book: saved receiving addresses, each read and changed by its owner only. */
export async function addressBookRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, catalog } = app;

  serveEndpoints(app, {
    getCryptoList: async ({ crypto, network, keyword }, user) =>
      ok(await listEntries(db, catalog, user.id, { crypto, network, keyword })),

    getAddressCryptoList: async () => ok(addressAssets(catalog)),

    getAddressNetworkList: async ({ crypto }) =>
      ok(
        tokensOfAsset(catalog, crypto).map((t) => ({
          network: t.network.code,
          name: t.network.name,
          getCurrency: t.symbol,
        })),
      ),

    addCryptoAddress: async ({ authToken: _token, ...entry }, user) =>
      ok(await addEntry(db, catalog, user.id, entry, config.clock.now())),

    editCryptoAddress: async ({ authToken: _token, id, ...edit }, user) =>
      ok(await editEntry(db, catalog, user.id, id, edit, config.clock.now())),

    delCryptoAddress: async ({ id }, user) => {
      await deleteEntry(db, user.id, id);
      return done();
    },
  });
}
