import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// A factory, not one shared object: a shared object mislabels the projects.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
  instances: [{ browser: 'chromium' as const }],
});

/** The app's lazily loaded catalogues and deferred stores, loaded before each file of the projects that render. */
const setupFiles = ['tests/setup/browserApp.ts'];

/** The gateway's tests: the real gateway on a free port, a temporary SQLite file or PostgreSQL. */
const serverTests = {
  environment: 'node',
  include: ['tests/server/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/** The gateway tests that mock a module (the 'server-mocks' project). */
const MOCKING_SERVER_TESTS = ['tests/server/loginLimits.test.ts'];

/** A browser test's first render waits for lazily loaded chunks (schema forms): room for a busy CI machine. */
const BROWSER_TEST_TIMEOUT_MS = 30_000;

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Pre-bundle every dependency the browser projects import, found by scanning these files at start-up,
    // so a clean checkout (CI) never hits "Vite unexpectedly reloaded a test" on a late discovery.
    optimizeDeps: {
      entries: [
        'src/**/*.{ts,tsx}',
        'stories/**/*.{ts,tsx}',
        'tests/components/**/*.{ts,tsx}',
        '.storybook/preview.tsx',
      ],
      // The generated validators' runtime helper, imported by its full path (a scan does not find it ahead).
      include: ['ajv/dist/runtime/ucs2length.js'],
    },
    test: {
      // Vitest's default is one worker fewer than the cores: one on CI's two. The gateway tests spend much of
      // their time waiting on a gateway's I/O, so at least two workers keep both cores busy.
      maxWorkers: Math.max(2, os.availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles,
            // One module graph per worker instead of per file: a third of the project's time (React, MUI and the
            // catalogues imported once, not 76 times). The files keep no state between them: they use no
            // vi.mock, and restore the timers and globals they fake after each test; setupFiles still runs per
            // file. A shuffled run (--sequence.shuffle.files) is the check when adding one that might.
            isolate: false,
            // A jsdom render of a lazy schema form takes several seconds on CI's busy cores.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            ...serverTests,
            name: 'server',
            // The gateway's modules imported once per worker, not once per file (import time 4× smaller). The
            // files share no state: each starts its own gateways, and the gateway keeps none in its modules.
            isolate: false,
            exclude: MOCKING_SERVER_TESTS,
          },
        },
        {
          extends: true,
          // Files that replace a module (vi.mock) need a module graph of their own.
          test: { ...serverTests, name: 'server-mocks', include: MOCKING_SERVER_TESTS },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/components/**/*.test.{ts,tsx}'],
            browser: browser(),
            testTimeout: BROWSER_TEST_TIMEOUT_MS,
            setupFiles: [...setupFiles, 'tests/setup/busyMachineWaits.ts'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: { name: 'storybook', browser: browser(), testTimeout: BROWSER_TEST_TIMEOUT_MS, setupFiles },
        },
      ],
    },
  }),
);
