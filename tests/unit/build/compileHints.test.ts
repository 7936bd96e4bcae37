// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bootChunks, COMPILE_HINT, shiftedMapFile } from '../../../scripts/compileHints.ts';

const chunk = (
  fileName: string,
  imports: string[] = [],
  facadeModuleId: string | null = null,
  isEntry = false,
) => ({
  fileName,
  imports,
  facadeModuleId,
  isEntry,
});

describe('bootChunks', () => {
  it('takes the entry and the first screens with what they import statically, not the chunks loaded later', () => {
    const chunks = [
      chunk('index.js', ['react.js', 'mui.js'], '/app/index.html', true),
      chunk('react.js'),
      chunk('mui.js', ['emotion.js']),
      chunk('emotion.js'),
      chunk('Edit.js', ['QuoteScreen.js', 'mui.js'], '/app/src/screens/Edit/index.tsx'),
      chunk('QuoteScreen.js', ['grid.js']),
      chunk('grid.js'),
      chunk('CurrencyPicker.js', ['Modal.js'], '/app/src/components/CurrencyPicker/index.ts'),
      chunk('Modal.js'),
      chunk('Settings.js', ['mui.js'], '/app/src/screens/Settings/index.tsx'),
    ];
    expect([...bootChunks(chunks, new Set(['/app/src/screens/Edit/index.tsx']))].sort()).toEqual([
      'Edit.js',
      'QuoteScreen.js',
      'emotion.js',
      'grid.js',
      'index.js',
      'mui.js',
      'react.js',
    ]);
  });
});

describe('shiftedMapFile', () => {
  it("moves every mapping one generated line down, as the hint's line moves the code", () => {
    // Line 1 of the chunk unmapped, line 2 mapped to column 0 of line 1 of a.ts.
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: ';AAAA' };
    const shifted = JSON.parse(shiftedMapFile(JSON.stringify(map)));
    expect(COMPILE_HINT.split('\n')).toHaveLength(2);
    expect(shifted).toEqual({ ...map, mappings: ';;AAAA' });
  });
});
