import { buildGateway, LISTEN_BACKLOG } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const gateway = await buildGateway(config);

const shutdown = async () => {
  await gateway.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await gateway.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
