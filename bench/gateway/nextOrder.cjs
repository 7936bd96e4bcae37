/* global module, process, require */
/* eslint-disable @typescript-eslint/no-require-imports -- autocannon's worker thread require()s this file */
// autocannon setupRequest (loaded by its worker thread): each order request takes the next prepared body
// (one quote token each) from the JSON file named by BENCH_ORDER_BODIES.
const fs = require('node:fs');
const bodies = JSON.parse(fs.readFileSync(process.env.BENCH_ORDER_BODIES, 'utf8'));
let next = 0;
module.exports = (request) => ({ ...request, body: bodies[next++ % bodies.length] });
