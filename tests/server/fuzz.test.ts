import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';
import { newOrder, startClientGateway } from './helpers/orders.ts';
import {
  API_BASE,
  FORM,
  JSON_TYPE,
  apiTargets,
  endpointNames,
  runTarget,
  sandboxTargets,
  type Target,
  type TargetResult,
} from './helpers/fuzzCases.ts';

/**
 * The gateway fuzzed at every endpoint of the API map, the sandbox checkout's card and transfer forms and
 * the card field's tokenization (helpers/fuzzCases.ts: random bodies, edge numbers in every numeric field,
 * deep JSON and brackets, oversize and repeated parameters). Whatever arrives, no answer is an HTTP 5xx,
 * every API answer is JSON valid against its response schema, and the gateway goes on serving.
 *
 * FUZZ_RUNS cases per endpoint, the exhaustive edge-number cases among them: 300 by default (1,000 took
 * about 100 s of both cores, a twentieth of CI's 30 minutes); 100 on
 * PostgreSQL (TEST_DATABASE_URL, CI's second server run, where every case also makes the database's round
 * trips: the edge-number cases in full and a tenth of the random ones, against that database's own
 * errors); FUZZ_RUNS=1000 or more for a deeper search before a release. Requests go through fastify.inject to one gateway
 * for this file, and to one more in a second process per further core (helpers/fuzzLane.ts; FUZZ_LANES to
 * choose): vitest runs the server files one at a time on a 2-core machine, and each case is CPU work in
 * the gateway. The figures are printed at the end: "fuzz figures: N cases, E endpoints, 0 answers 5xx …".
 */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DATABASE_URL ? 100 : 300));
const LANES = Math.max(1, Number(process.env.FUZZ_LANES ?? Math.min(4, os.availableParallelism())));

/** A client address of the test's own (the gateway trusts the test as its proxy, see startClientGateway). */
const CLIENT = { 'x-forwarded-for': '10.77.0.1' };

interface Lane {
  name: string;
  run(target: Target, runs: number): Promise<TargetResult>;
}

/** A lane in a process of its own: one target at a time over IPC. */
async function startLane(index: number): Promise<{ lane: Lane; child: ChildProcess }> {
  const child = fork(fileURLToPath(new URL('./helpers/fuzzLane.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) =>
      reject(new Error(`fuzz lane ${index} exited with code ${code} before it was ready`)),
    );
  });
  child.removeAllListeners('exit');
  const lane: Lane = {
    name: `lane ${index}`,
    run: (target, runs) =>
      new Promise((resolve, reject) => {
        const exited = (code: number | null) =>
          reject(new Error(`fuzz lane ${index} exited with code ${code}`));
        child.once('exit', exited);
        child.once('message', (message: { result: TargetResult }) => {
          child.off('exit', exited);
          resolve(message.result);
        });
        child.send({ target: target.name, runs });
      }),
  };
  return { lane, child };
}

/** Lanes handed out one test at a time; the sandbox targets need this process's gateway (its order). */
function lanePool(lanes: Lane[]) {
  const free = [...lanes];
  const waiting: Array<{ localOnly: boolean; take: (lane: Lane) => void }> = [];
  const give = () => {
    for (let i = 0; i < waiting.length; i++) {
      const at = free.findIndex((lane) => !waiting[i].localOnly || lane === lanes[0]);
      if (at < 0) continue;
      const [lane] = free.splice(at, 1);
      waiting.splice(i, 1)[0].take(lane);
      i--;
    }
  };
  return {
    async use<T>(localOnly: boolean, work: (lane: Lane) => Promise<T>): Promise<T> {
      const lane = await new Promise<Lane>((take) => {
        waiting.push({ localOnly, take });
        give();
      });
      try {
        return await work(lane);
      } finally {
        free.push(lane);
        give();
      }
    },
  };
}

let gateway: TestGateway;
let authToken: string;
let checkoutPath: string;
let pool: ReturnType<typeof lanePool>;
const children: ChildProcess[] = [];
const started = performance.now();
const cpuAtStart = process.cpuUsage();
beforeAll(async () => {
  const lanes = Promise.all(Array.from({ length: LANES - 1 }, (_, i) => startLane(i + 1)));
  lanes.catch(() => undefined); // awaited below, after this process's gateway has started
  gateway = await startClientGateway({
    ORDER_STEP_MS: '50',
    IP_RATE_LIMIT_PER_MINUTE: '100000000',
    RISK_ORDERS_PER_HOUR: '100000',
  });
  authToken = await logIn(gateway);
  checkoutPath = new URL((await newOrder(gateway)).service).pathname;
  const local: Lane = {
    name: 'lane 0',
    run: (target, runs) =>
      runTarget((options) => gateway.app.inject(options), CLIENT, target, authToken, runs),
  };
  const others = await lanes;
  children.push(...others.map((other) => other.child));
  pool = lanePool([local, ...others.map((other) => other.lane)]);
}, 120_000);

/** The figures of the run: cases sent per target, and how many answered a 5xx or broke their schema. */
const figures = new Map<string, TargetResult>();
afterAll(async () => {
  for (const child of children) child.disconnect();
  await gateway?.close();
  const results = [...figures.values()];
  const total = (key: 'cases' | 'serverErrors' | 'offSchema') =>
    results.reduce((sum, result) => sum + result[key], 0);
  const cpu = process.cpuUsage(cpuAtStart);
  console.log(
    `fuzz figures: ${total('cases')} cases, ${results.length} endpoints (at least ${Math.min(...results.map((r) => r.cases))} each), ` +
      `${total('serverErrors')} answers 5xx, ${total('offSchema')} answers off their schema; ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s in ${LANES} lane${LANES > 1 ? 's' : ''} ` +
      `(this process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU); FUZZ_RUNS=${RUNS_PER_ENDPOINT}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`,
  );
});

const targetsByName = new Map(apiTargets().map((target) => [target.name, target]));
const SANDBOX = ['sandbox card form', 'sandbox transfer form', 'card-tokens'];

describe('fuzzing every endpoint', () => {
  it('covers the whole API map, every numeric field included', () => {
    expect(endpointNames.length).toBeGreaterThan(20);
    expect(targetsByName.get('orderList')?.numericPaths.map((p) => p.join('.'))).toEqual(
      expect.arrayContaining(['pageNo', 'pageSize']),
    );
  });

  it.concurrent.for([...endpointNames, ...SANDBOX])(
    '%s: no 5xx, every answer valid against its schema',
    { timeout: 900_000 },
    async (name, { expect }) => {
      const sandbox = SANDBOX.includes(name);
      const result = await pool.use(sandbox, (lane) => {
        const target = sandbox
          ? sandboxTargets(checkoutPath).find((t) => t.name === name)!
          : targetsByName.get(name)!;
        return lane.run(target, RUNS_PER_ENDPOINT);
      });
      figures.set(name, result);
      if (result.failure) expect.fail(result.failure);
      expect(result.cases).toBeGreaterThanOrEqual(RUNS_PER_ENDPOINT);
    },
  );
});

describe('after the fuzzing', () => {
  it('keeps serving', async () => {
    const health = await gateway.app.inject({ url: `${API_BASE}/health`, headers: CLIENT });
    expect(health.json()).toEqual({ respCode: 200, respMessage: 'success' });
    expect((await newOrder(gateway)).orderNo).toMatch(/^\d{18}$/);
  });
});

describe('deep, oversize and repeated bodies at every POST endpoint', () => {
  const posts = endpointNames.filter((name) => targetsByName.get(name)?.method === 'POST');
  const form = (count: number, key = (i: number) => `f${i}`) =>
    Array.from({ length: count }, (_, i) => `${key(i)}=1`).join('&');
  const deep = 100_000;
  const bodies: Array<[string, string, string]> = [
    ['JSON arrays nested 100,000 deep', JSON_TYPE, '['.repeat(deep) + ']'.repeat(deep)],
    ['JSON objects nested 100,000 deep', JSON_TYPE, '{"a":'.repeat(deep) + '1' + '}'.repeat(deep)],
    ['form brackets nested 100,000 deep', FORM, `a${'[a]'.repeat(deep)}=1`],
    ['501 form parameters', FORM, form(501)],
    ['a list of 101 items', FORM, form(101, (i) => `list[${i}]`)],
    ['one parameter repeated 400 times', FORM, form(400, () => 'authToken')],
  ];

  it.each(posts)('%s refuses them with a 4xx and respCode 400', async (name) => {
    for (const [kind, contentType, body] of bodies) {
      const res = await gateway.app.inject({
        method: 'POST',
        url: `${API_BASE}/${name}`,
        headers: { ...CLIENT, 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode, kind).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, kind).toBeLessThan(500);
      expect(res.json<{ respCode: unknown }>().respCode, kind).toBe(400);
    }
  });
});
