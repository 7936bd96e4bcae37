// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { bootModuleSets, OUTLINED_FIELD, SLOT_HELPERS } from '../../../scripts/fewBootChunks.ts';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facadeModuleId: string | null = null,
  isEntry = false,
) => ({ fileName, moduleIds, imports, facadeModuleId, isEntry });

const ENTRY = '/app/src/main.tsx';
const EDIT = '/app/src/screens/Edit/index.tsx';
const DEFERRED = '/app/src/stores/deferredStores.ts';

describe('bootModuleSets', () => {
  // Rolldown's own chunks: the entry's modules spread over chunks shared with lazy screens.
  const chunks = [
    chunk('index.js', [ENTRY, '/app/src/App.tsx'], ['react.js', 'mui-styles.js'], ENTRY, true),
    chunk('react.js', ['/nm/react/index.js', '/nm/react-dom/client.js']),
    chunk('mui-styles.js', ['/nm/@mui/material/styles/styled.js'], ['emotion.js']),
    chunk('emotion.js', ['/nm/@emotion/styled/base.js']),
    chunk('Edit.js', [EDIT], ['QuoteScreen.js', 'InputBase.js', 'mui-styles.js'], EDIT),
    chunk('QuoteScreen.js', ['/app/src/screens/Edit/QuoteScreen.tsx']),
    chunk('InputBase.js', ['/nm/@mui/material/InputBase/InputBase.js']),
    chunk(
      'Settings.js',
      ['/app/src/screens/Settings/index.tsx'],
      ['InputBase.js', 'Dialog.js'],
      '/app/src/screens/Settings/index.tsx',
    ),
    chunk('Dialog.js', ['/nm/@mui/material/Dialog/Dialog.js']),
    // The deferred stores, spread over chunks that screens also import one by one.
    chunk('deferredStores.js', [DEFERRED], ['OrderStore.js', 'LoginStore.js', 'QuoteScreen.js'], DEFERRED),
    chunk('OrderStore.js', ['/app/src/stores/OrderStore.ts'], ['react.js']),
    chunk('LoginStore.js', ['/app/src/stores/LoginStore.ts']),
  ];
  const { boot, quoteScreen, deferredStores } = bootModuleSets(chunks, ENTRY, EDIT, DEFERRED);

  it('puts every module of the chunks the entry imports in the boot chunk, the entry itself left to be the entry', () => {
    expect([...boot].sort()).toEqual([
      '/app/src/App.tsx',
      '/nm/@emotion/styled/base.js',
      '/nm/@mui/material/styles/styled.js',
      '/nm/react-dom/client.js',
      '/nm/react/index.js',
    ]);
  });

  it('puts what Edit adds in the quote screen chunk: not the boot’s modules, not Edit’s own module, not other screens’', () => {
    expect([...quoteScreen].sort()).toEqual([
      '/app/src/screens/Edit/QuoteScreen.tsx',
      '/nm/@mui/material/InputBase/InputBase.js',
    ]);
  });

  it('puts what the deferred stores add to the boot and the quote screen in one chunk, their own module left out', () => {
    expect([...deferredStores].sort()).toEqual([
      '/app/src/stores/LoginStore.ts',
      '/app/src/stores/OrderStore.ts',
    ]);
  });
});

describe('the outlined field’s chunk and the slot helpers’', () => {
  // The build's module ids are these files' paths; a part MUI moved or renamed fails here, not silently.
  const modulePath = (file: string) => {
    const id = path.resolve('node_modules', file);
    if (!fs.existsSync(id)) throw new Error(`${file} is not in node_modules`);
    return id;
  };
  const fieldParts = ['FormControl', 'FormLabel', 'InputLabel', 'FormHelperText', 'OutlinedInput'].map(
    (part) => modulePath(`@mui/material/${part}/${part}.mjs`),
  );
  const slotHelpers = [
    '@mui/material/utils/useSlot.mjs',
    ...[
      'mergeSlotProps',
      'extractEventHandlers',
      'omitEventHandlers',
      'isEventHandler',
      'appendOwnerState',
    ].map((helper) => `@mui/utils/${helper}/${helper}.mjs`),
  ].map(modulePath);

  it('take the parts of MUI the field composes, and the slot helpers those parts share with most components', () => {
    expect(fieldParts.filter((id) => !OUTLINED_FIELD.test(id))).toEqual([]);
    expect(OUTLINED_FIELD.test(path.resolve('src/components/OutlinedField/OutlinedField.tsx'))).toBe(true);
    expect(slotHelpers.filter((id) => !SLOT_HELPERS.test(id))).toEqual([]);
  });

  it('leave the rest of MUI alone: Select, TextField and the input base are not the field’s', () => {
    for (const other of ['Select/Select.mjs', 'TextField/TextField.mjs', 'InputBase/InputBase.mjs'])
      expect(OUTLINED_FIELD.test(modulePath(`@mui/material/${other}`))).toBe(false);
    expect(slotHelpers.some((id) => OUTLINED_FIELD.test(id))).toBe(false);
  });
});
