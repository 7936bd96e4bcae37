import fs from 'node:fs';
import path from 'node:path';
import { OUTPUT_FILE, startAppServer, type AppServer } from './appServer.ts';

/**
 * The run's gateways, shared by every worker: the global setup (gatewaysSetup.ts) starts one of each kind
 * before the journeys and stops them after; a journey picks one with `test.use({ gateway: … })` (fixtures.ts).
 * Journeys never share what they check: each buys to a fresh address, logs in with a fresh e-mail and reads
 * its own rows. The kinds differ in their clocks, and the default one in a development setting:
 * - default: orders expire after 30 minutes and quotes after 60 s, as in production; partner webhook
 *   endpoints on loopback are allowed (development setting), for the attribution journey's receiver;
 * - expiringOrders: an unpaid order expires 3 s after it is made (the Expired journey);
 * - shortQuotes: a quote expires 10 s after it is given (the 5003 journey).
 */
export const GATEWAY_SETTINGS = {
  default: { WEBHOOK_ALLOW_LOOPBACK: '1' },
  expiringOrders: { ORDER_EXPIRY_SECONDS: '3' },
  shortQuotes: { QUOTE_TTL_SECONDS: '10' },
} satisfies Record<string, Record<string, string>>;

export type GatewayKind = keyof typeof GATEWAY_SETTINGS;

/** Where the global setup tells the workers about the running gateways: JSON of kind → origin, port, data folder. */
export const GATEWAYS_ENV = 'E2E_GATEWAYS';

type Described = Pick<AppServer, 'origin' | 'port' | 'dataDir'>;

/** Starts one gateway of each kind side by side; their description goes to the workers through GATEWAYS_ENV. */
export async function startSharedGateways(): Promise<{ describe: string; stop: () => Promise<void> }> {
  const kinds = Object.keys(GATEWAY_SETTINGS) as GatewayKind[];
  const started = await Promise.allSettled(kinds.map((kind) => startAppServer(GATEWAY_SETTINGS[kind])));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => void (await Promise.all(servers.map((server) => server.stop())));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const described: Record<string, Described> = {};
  kinds.forEach((kind, i) => {
    const { origin, port, dataDir } = servers[i];
    described[kind] = { origin, port, dataDir };
  });
  return { describe: JSON.stringify(described), stop };
}

/**
 * A worker's view of the gateways: those of the global setup, or, when the run has none (a config without
 * it), gateways the worker starts itself on first use and stops at its end.
 */
export function workerGateways(): {
  get: (kind: GatewayKind) => Promise<AppServer>;
  stopOwn: () => Promise<void>;
} {
  const shared = process.env[GATEWAYS_ENV]
    ? (JSON.parse(process.env[GATEWAYS_ENV]) as Record<GatewayKind, Described>)
    : undefined;
  const own = new Map<GatewayKind, Promise<AppServer>>();
  return {
    get: async (kind) => {
      const described = shared?.[kind];
      if (described) {
        return {
          ...described,
          output: () => fs.readFileSync(path.join(described.dataDir, OUTPUT_FILE), 'utf8'),
          stop: async () => {
            throw new Error('A shared gateway is stopped by the global setup, after the run');
          },
        };
      }
      if (!own.has(kind)) own.set(kind, startAppServer(GATEWAY_SETTINGS[kind]));
      return own.get(kind)!;
    },
    stopOwn: async () => {
      for (const server of own.values()) await (await server.catch(() => undefined))?.stop();
    },
  };
}
