// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { onDemandModuleFor, PARTS_ON_DEMAND, partsOnDemand } from '../../../scripts/partsOnDemand.ts';
import { bundleChunks } from '../support/bundleEntry.ts';

/** RJSF's description and @rjsf/mui's range widget, as the schema form's registry holds them, and MUI's button. */
const bundle = (withPlugin: boolean) =>
  bundleChunks(
    `import RichDescription from '@rjsf/core/lib/components/RichDescription.js';
     import RangeWidget from '@rjsf/mui/lib/RangeWidget/RangeWidget.js';
     import Button from '@mui/material/Button';
     export const used = [RichDescription, RangeWidget, Button];`,
    { plugins: withPlugin ? [partsOnDemand()] : [] },
  );

/**
 * A string of each part's own, which its build keeps: markdown-to-jsx's footnotes, the Slider's name, the
 * ripple's name (its class names, which stay with the button, are written otherwise).
 */
const PARTS = {
  markdown: 'footnoteReference',
  slider: 'name: "MuiSlider"',
  ripple: 'name: "MuiTouchRipple"',
};

describe('partsOnDemand', () => {
  it("leaves markdown-to-jsx, MUI's Slider and its touch ripple out of the code that imports them, each in a chunk loaded on demand", async () => {
    const [without, withPlugin] = await Promise.all([bundle(false), bundle(true)]);
    const entryOf = (chunks: typeof without) => chunks.find((chunk) => chunk.isEntry)!;
    for (const part of Object.values(PARTS)) {
      // Without the plugin the part is in the entry: what the test looks for is there to be moved.
      expect(entryOf(without).code).toContain(part);
      expect(entryOf(withPlugin).code).not.toContain(part);
      const loaded = withPlugin.filter((chunk) => chunk.code.includes(part));
      expect(loaded.map((chunk) => entryOf(withPlugin).dynamicImports.includes(chunk.fileName))).toEqual([
        true,
      ]);
    }
  });

  it("redirects the libraries' own imports only: the on-demand modules' imports of them resolve as usual", () => {
    const rjsfCore = '/app/node_modules/@rjsf/core/lib/components/RichHelp.js';
    const rangeWidget = '/app/node_modules/@rjsf/mui/lib/RangeWidget/RangeWidget.js';
    const buttonBase = '/app/node_modules/@mui/material/ButtonBase/ButtonBase.mjs';
    const [markdown, slider, ripple] = PARTS_ON_DEMAND.map((part) => part.module);
    expect(onDemandModuleFor('markdown-to-jsx/react', rjsfCore)).toBe(markdown);
    expect(onDemandModuleFor('@mui/material/Slider', rangeWidget)).toBe(slider);
    expect(onDemandModuleFor('./TouchRipple.mjs', buttonBase)).toBe(ripple);
    expect(onDemandModuleFor('markdown-to-jsx/react', markdown)).toBeNull();
    expect(onDemandModuleFor('@mui/material/Slider', slider)).toBeNull();
    expect(onDemandModuleFor('@mui/material/ButtonBase/TouchRipple', ripple)).toBeNull();
    expect(onDemandModuleFor('@mui/material/TextField', rangeWidget)).toBeNull();
    expect(
      onDemandModuleFor('./TouchRipple.mjs', '/app/node_modules/@mui/material/Chip/Chip.mjs'),
    ).toBeNull();
  });
});
