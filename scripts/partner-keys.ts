/**
 * Partner API keys and webhook endpoints, on the gateway's database (DATA_DIR's SQLite, or DATABASE_URL):
 *
 *   npm run partner-keys -- create <partnerId> [label]       a new API key, printed once (only its hash is kept)
 *   npm run partner-keys -- list [partnerId]                  keys (id, label, created, last used, revoked)
 *   npm run partner-keys -- revoke <keyId>                    revokes a key at once
 *   npm run partner-keys -- webhook-add <partnerId> <url>     a webhook endpoint; its signing secret printed once
 *   npm run partner-keys -- webhook-list [partnerId]          endpoints and their state
 *   npm run partner-keys -- webhook-enable <partnerId> <id>   re-enables a failing endpoint (held deliveries go out)
 *   npm run partner-keys -- webhook-remove <partnerId> <id>   removes an endpoint
 *
 * The partner must be in the registry (theme/partners/<partnerId>.json). Endpoints follow the gateway's
 * rules (https on a public address; WEBHOOK_ALLOW_LOOPBACK / WEBHOOK_ALLOW_NETWORKS as the gateway has them).
 */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/storage/database.ts';
import { migrateToLatest } from '../server/storage/migrate.ts';
import { isKnownPartner } from '../server/domain/orders/attribution.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../server/domain/partners/keys.ts';
import {
  addEndpoint,
  enableEndpoint,
  listEndpoints,
  removeEndpoint,
} from '../server/domain/partners/endpoints.ts';

const USAGE = `usage: npm run partner-keys -- <create|list|revoke|webhook-add|webhook-list|webhook-enable|webhook-remove> …
  create <partnerId> [label]   list [partnerId]   revoke <keyId>
  webhook-add <partnerId> <url>   webhook-list [partnerId]
  webhook-enable <partnerId> <endpointId>   webhook-remove <partnerId> <endpointId>`;

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const knownPartner = (partnerId: string | undefined) => {
  if (!partnerId) fail(USAGE);
  if (!isKnownPartner(partnerId as string))
    fail(`unknown partner '${partnerId}': add theme/partners/${partnerId}.json first`);
  return partnerId as string;
};

async function main(args: string[]) {
  const [command, first, second] = args;
  const config = loadConfig();
  const { db } = openDatabase(config);
  const now = config.clock.now();
  try {
    await migrateToLatest(db);
    switch (command) {
      case 'create': {
        const key = await createApiKey(db, knownPartner(first), second ?? 'default', now);
        console.log(`partner ${key.partnerId}, key id ${key.id} (${key.label})`);
        console.log(`API key (shown once, keep it secret): ${key.token}`);
        break;
      }
      case 'list':
        console.table(
          (await listApiKeys(db, first)).map((key) => ({
            ...key,
            createdAt: new Date(key.createdAt).toISOString(),
            lastUsedAt: key.lastUsedAt && new Date(key.lastUsedAt).toISOString(),
            revokedAt: key.revokedAt && new Date(key.revokedAt).toISOString(),
          })),
        );
        break;
      case 'revoke':
        if (!first) fail(USAGE);
        if (!(await revokeApiKey(db, first as string, now))) fail(`no live key ${first}`);
        console.log(`key ${first} revoked`);
        break;
      case 'webhook-add': {
        if (!second) fail(USAGE);
        const endpoint = await addEndpoint(db, knownPartner(first), second as string, config.webhooks, now);
        console.log(`endpoint ${endpoint.id} for ${endpoint.partnerId}: ${endpoint.url}`);
        console.log(`signing secret (shown once): ${endpoint.secret}`);
        break;
      }
      case 'webhook-list':
        console.table(await listEndpoints(db, first));
        break;
      case 'webhook-enable': {
        const enabled = await enableEndpoint(db, knownPartner(first), second ?? '', now);
        if (!enabled) fail(`no endpoint ${second} of ${first}`);
        console.log(`endpoint ${second} enabled; ${enabled?.released} held deliveries released`);
        break;
      }
      case 'webhook-remove':
        if (!(await removeEndpoint(db, knownPartner(first), second ?? '', now)))
          fail(`no endpoint ${second} of ${first}`);
        console.log(`endpoint ${second} removed`);
        break;
      default:
        fail(USAGE);
    }
  } catch (error) {
    fail((error as Error).message);
  } finally {
    await db.destroy();
  }
}

await main(process.argv.slice(2));
