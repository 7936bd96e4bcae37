// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SIDE_EFFECT_FREE_PACKAGES } from '../../../scripts/sideEffectFree.ts';
import { bundleEntry } from '../support/bundleEntry.ts';

/** A module that uses what MUI uses of @emotion/react, bundled with or without the rules. */
const bundle = (withRules: boolean) =>
  bundleEntry(
    `export { ThemeContext, Global, keyframes } from '@emotion/react';`,
    withRules ? { treeshake: { moduleSideEffects: SIDE_EFFECT_FREE_PACKAGES } } : {},
  );

describe('SIDE_EFFECT_FREE_PACKAGES', () => {
  it("leaves hoist-non-react-statics out when only @emotion/react's bare import names it", async () => {
    const [without, withRules] = await Promise.all([bundle(false), bundle(true)]);
    expect(without).toContain('REACT_STATICS');
    expect(withRules).not.toContain('REACT_STATICS');
    expect(withRules).toContain('function keyframes');
  });
});
