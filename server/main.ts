import { buildGateway } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const gateway = await buildGateway(config);

const shutdown = async () => {
  await gateway.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// The accept queue: Node's default (511) overflowed under bursts of buyers while the loop was busy for a
// moment, and their connections timed out (bench/webhooks.ts). The kernel caps it at net.core.somaxconn.
await gateway.listen({ port: config.port, host: config.host, backlog: 4096 });
