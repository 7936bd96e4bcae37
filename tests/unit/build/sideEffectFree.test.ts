// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { SIDE_EFFECT_FREE_PACKAGES } from '../../../scripts/sideEffectFree.ts';

const ENTRY = 'virtual:emotion-user';

/** Bundles a module that uses what MUI uses of @emotion/react, with or without the rules. */
async function bundle(withRules: boolean): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
    load: (id) =>
      id === `\0${ENTRY}` ? `export { ThemeContext, Global, keyframes } from '@emotion/react';` : null,
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: ENTRY,
        external: ['react', 'react-dom', 'react/jsx-runtime'],
        preserveEntrySignatures: 'strict',
        ...(withRules ? { treeshake: { moduleSideEffects: SIDE_EFFECT_FREE_PACKAGES } } : {}),
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => ('code' in file ? file.code : '')).join('\n');
}

describe('SIDE_EFFECT_FREE_PACKAGES', () => {
  it("leaves hoist-non-react-statics out when only @emotion/react's bare import names it", async () => {
    const [without, withRules] = await Promise.all([bundle(false), bundle(true)]);
    expect(without).toContain('REACT_STATICS');
    expect(withRules).not.toContain('REACT_STATICS');
    expect(withRules).toContain('function keyframes');
  });
});
