/**
 * `npm run bench`: builds nothing itself — run `npm run build` first. Prints every benchmark's figures:
 * bundle size per route, Lighthouse on /edit, API throughput and latency, currency picker rendering.
 */
import { measureBundles } from './bundle.ts';
import { measureLighthouse } from './lighthouse.ts';

const only = process.argv[2];
const run = (name: string) => !only || only === name;

if (run('bundle')) {
  console.log('\n# Bundle: gzip KB of the JS (and CSS) a first visit of each route loads');
  console.table(measureBundles());
}
if (run('lighthouse')) {
  console.log('\n# Lighthouse (mobile emulation, simulated throttling)');
  console.table(await measureLighthouse(['/edit']));
}
if (run('api')) {
  const { measureApi } = await import('./api.ts');
  console.log('\n# API: offerInquiry on loopback (autocannon)');
  console.table(await measureApi());
}
if (run('picker')) {
  const { measurePicker } = await import('./picker.ts');
  console.log('\n# Currency picker with 1,000 items in Chromium');
  console.table(await measurePicker());
}
