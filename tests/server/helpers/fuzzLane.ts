import { startGateway } from './gateway.ts';
import { logIn } from './login.ts';
import { apiTargets, runTarget } from './fuzzCases.ts';

/**
 * A second lane of the fuzz test (tests/server/fuzz.test.ts), in a process of its own so that the fuzzing
 * uses a second core: vitest runs the server files one at a time on a 2-core machine, and each case is
 * CPU work in the gateway. It starts its own gateway (own SQLite file, or own PostgreSQL database under
 * TEST_DATABASE_URL), logs a buyer in, then runs the targets the test sends it over IPC and answers each
 * with its result. Started by the test with `node --import tsx`; ends when the test disconnects.
 */
const CLIENT = { 'x-forwarded-for': '10.77.0.2' };

const gateway = await startGateway({
  TRUST_PROXY: 'loopback',
  ORDER_STEP_MS: '50',
  IP_RATE_LIMIT_PER_MINUTE: '100000000',
  RISK_ORDERS_PER_HOUR: '100000',
});
const authToken = await logIn(gateway);
const targets = new Map(apiTargets().map((target) => [target.name, target]));
const send = (message: unknown) => new Promise<void>((resolve) => process.send!(message, () => resolve()));

process.on('message', (message: { target: string; runs: number }) => {
  const target = targets.get(message.target);
  const running = target
    ? runTarget((options) => gateway.app.inject(options), CLIENT, target, authToken, message.runs)
    : Promise.resolve({
        cases: 0,
        serverErrors: 0,
        offSchema: 0,
        failure: `no target ${message.target} in the lane`,
      });
  running.then(
    (result) => send({ target: message.target, result }),
    (error: Error) =>
      send({
        target: message.target,
        result: { cases: 0, serverErrors: 0, offSchema: 0, failure: error.stack ?? String(error) },
      }),
  );
});
process.on('disconnect', () => {
  gateway.close().finally(() => process.exit(0));
});
await send({ ready: true });
