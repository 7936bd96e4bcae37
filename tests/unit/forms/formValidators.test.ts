// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  formNames,
  moduleFile,
  readSchema,
  validatorModule,
} from '../../../scripts/compile-form-validators.ts';
import { propertyPath } from '../../../src/forms/SchemaForm/transformErrors.ts';

describe('precompiled form validators (the CSP forbids compiling them in the browser)', () => {
  it.each(formNames())(
    '%s: src/forms/validators matches its schema (else run npx tsx scripts/compile-form-validators.ts)',
    (name) => {
      expect(fs.existsSync(moduleFile(name))).toBe(true);
      expect(fs.readFileSync(moduleFile(name), 'utf8')).toBe(validatorModule(name, readSchema(name)));
    },
  );

  it('generated modules import their helpers instead of requiring them', () => {
    for (const name of formNames())
      expect(fs.readFileSync(moduleFile(name), 'utf8')).not.toMatch(/\brequire\(/);
  });
});

describe('error property paths', () => {
  it.each([
    ['walletType', ['walletType']],
    ['.walletType', ['walletType']],
    ["['first-name']", ['first-name']],
    ['address.city', ['address', 'city']],
    ['.list[0].name', ['list', '0', 'name']],
    ['', []],
  ])('%s → %o', (property, path) => {
    expect(propertyPath(property)).toEqual(path);
  });
});
