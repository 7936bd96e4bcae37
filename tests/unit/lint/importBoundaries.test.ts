// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The fixtures mirror the repository's rooms; `npm run lint` and the typecheck leave them out.
const root = path.resolve(__dirname, '../../..');
const fixtures = path.join(__dirname, 'fixtures');

/** The import-boundary messages of each fixture, by its path in the mirrored tree. */
let found: Record<string, string[]>;
beforeAll(async () => {
  const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: path.join(root, 'eslint.config.js') });
  const results = await eslint.lintFiles(['.']);
  found = Object.fromEntries(
    results.map((r) => [
      path.relative(fixtures, r.filePath),
      r.messages.map((m) => `${m.ruleId}: ${m.message}`),
    ]),
  );
}, 60_000);

describe('import boundaries of DESIGN.md, enforced by npm run lint', () => {
  it.each([
    ['src/components/Wrong/index.tsx', 'Components are pure'],
    ['src/stores/WrongStore.ts', 'Stores are plain MobX'],
    ['src/i18n/wrong.ts', 'i18n imports nothing of the app'],
    ['src/lib/wrong.ts', 'lib is pure helpers'],
    ['src/api/wrong.ts', 'The api imports schemas and lib only'],
    ['src/routes/wrong.ts', 'Routes load screens lazily'],
    ['src/screens/Wrong/index.tsx', 'The app and the gateway meet only in schemas/'],
    ['server/routes/wrong.ts', 'The gateway and the app meet only in schemas/'],
    ['schemas/api/wrong.ts', 'Schemas are shared data'],
    ['theme/wrong.ts', 'The theme imports MUI, never app code'],
  ])('%s: refused (%s)', (file, message) => {
    expect(found[file]).toHaveLength(1);
    expect(found[file][0]).toMatch(/^@typescript-eslint\/no-restricted-imports: /);
    expect(found[file][0]).toContain(message);
  });

  it.each([
    'src/components/Right/index.tsx',
    'src/stores/context.tsx',
    'src/routes/right.ts',
    'src/platform/right.ts',
    'server/domain/right.ts',
  ])('%s: allowed', (file) => expect(found[file]).toEqual([]));
});
