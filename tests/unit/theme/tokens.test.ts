// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import Ajv from 'ajv';
import fs from 'node:fs';
import path from 'node:path';
import schema from '../../../theme/tokens.schema.json';
import defaults from '../../../theme/tokens.json';
import { validateTokens } from '../../../theme/validateTokens.ts';
import {
  COLOR_PATTERN_FILE,
  colorPatternModule,
  readThemeSchema,
  THEME_VALIDATOR_FILE,
  themeValidatorModule,
} from '../../../scripts/compile-form-validators.ts';
import { createAppTheme, defaultTokens, mergeTokens, resolveTokens } from '../../../theme/createTheme.ts';

const partnersDir = path.resolve(__dirname, '../../../theme/partners');
const partnerFiles = fs.readdirSync(partnersDir).filter((f) => f.endsWith('.json'));
const readPartner = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(partnersDir, file), 'utf8'));

/** ajv's view of the schema, with every `required` dropped for partner files. */
function ajvValidator(partial: boolean) {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k]) => !(partial && k === 'required'))
        .map(([k, v]) => [k, strip(v)]),
    );
  };
  return new Ajv({ allErrors: true, strict: true }).compile(strip(schema) as object);
}

afterEach(() => vi.restoreAllMocks());

describe('tokens.schema.json', () => {
  it('accepts the default tokens, by ajv and by the in-browser validator', () => {
    expect(ajvValidator(false)(defaults)).toBe(true);
    expect(validateTokens(defaults, { partial: false })).toEqual([]);
  });

  it.each(partnerFiles)('accepts the tokens of partner file %s as a partial theme', (file) => {
    const data = (readPartner(file) as { tokens?: unknown }).tokens ?? {};
    expect(ajvValidator(true)(data)).toBe(true);
    expect(validateTokens(data, { partial: true })).toEqual([]);
  });

  it('agrees with ajv on bad values', () => {
    const bad: unknown[] = [
      { colorSchemes: { light: { primray: '#ffffff' } } },
      { colorSchemes: { dark: { primary: 'red; background: url(x)' } } },
      { scheme: 'sepia' },
      { spacing: 1.5 },
      { radius: { small: -1 } },
      { typography: { fontFamily: [] } },
      { shadows: { card: 'url(javascript:alert(1))' } },
    ];
    const ajvCheck = ajvValidator(true);
    for (const value of bad) {
      expect(ajvCheck(value), JSON.stringify(value)).toBe(false);
      expect(validateTokens(value, { partial: true }).length, JSON.stringify(value)).toBeGreaterThan(0);
    }
  });

  it('requires every key of complete tokens', () => {
    const { spacing: _spacing, ...withoutSpacing } = defaults;
    expect(validateTokens(withoutSpacing, { partial: false }).map((e) => e.path)).toEqual(['spacing']);
  });

  it('names each bad key with what is wrong', () => {
    const errors = validateTokens(
      { typography: { fontFamily: ['Roboto', 'x;y'] }, spacing: 40, scheme: 'sepia' },
      { partial: true },
    );
    expect(errors.map((e) => e.message)).toEqual([
      'scheme must be one of "light", "dark"',
      'typography.fontFamily[1] has an invalid value "x;y"',
      'spacing must be <= 16',
    ]);
  });

  it('is checked by a validator compiled from the schema (else run npx tsx scripts/compile-form-validators.ts)', () => {
    expect(fs.readFileSync(THEME_VALIDATOR_FILE, 'utf8')).toBe(themeValidatorModule(readThemeSchema()));
  });

  it("checks query colours with the schema's colour pattern (else run npx tsx scripts/compile-form-validators.ts)", () => {
    expect(fs.readFileSync(COLOR_PATTERN_FILE, 'utf8')).toBe(colorPatternModule(readThemeSchema()));
  });
});

describe('resolveTokens', () => {
  const partner = { colorSchemes: { light: { primary: '#112233', page: '#445566' } }, radius: { large: 30 } };

  it('merges defaults < partner file < plugin-color-* query', async () => {
    const tokens = await resolveTokens({
      partnerId: 'acme',
      query: '?plugin-color-button=%23aa0000&plugin-color-text-1=0000bb',
      partnerFile: { name: 'Acme', origins: ['https://acme.example'], tokens: partner },
    });
    const light = tokens.colorSchemes.light;
    expect(light.primary).toBe('#aa0000'); // query beats the partner
    expect(light.page).toBe('#445566'); // partner beats the defaults
    expect(light.textPrimary).toBe('#0000bb'); // bare hex gets its '#'
    expect(light.surface).toBe(defaultTokens.colorSchemes.light.surface); // untouched keys stay
    expect(tokens.radius).toEqual({ ...defaultTokens.radius, large: 30 });
    // The query colours both schemes, but #aa0000 on the dark surface fails 3:1: it falls back (theme/contrast.ts).
    expect(
      mergeTokens(defaultTokens, undefined, new URLSearchParams('plugin-color-button=aa0000')).colorSchemes
        .dark.primary,
    ).toBe('#aa0000');
    expect(tokens.colorSchemes.dark.primary).toBe(defaultTokens.colorSchemes.dark.primary);
  });

  it('maps every plugin colour parameter to its token', () => {
    const query = new URLSearchParams({
      'plugin-color-text-1': '#010101',
      'plugin-color-text-2': '#020202',
      'plugin-prompt-color-text': '#030303',
      'plugin-color-button': '#040404',
      'plugin-color-button-text': '#050505',
      'plugin-color-background': 'rgb(6, 6, 6)',
    });
    const light = mergeTokens(defaultTokens, undefined, query).colorSchemes.light;
    expect(light).toMatchObject({
      textPrimary: '#010101',
      textSecondary: '#020202',
      promptText: '#030303',
      primary: '#040404',
      primaryContrast: '#050505',
      page: 'rgb(6, 6, 6)',
      surface: 'rgb(6, 6, 6)',
    });
  });

  it('ignores a query value that is not a colour, and says which parameter', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tokens = await resolveTokens({ query: 'plugin-color-button=red;background:url(x)' });
    expect(tokens).toEqual(defaultTokens);
    expect(warn.mock.calls[0][0]).toContain('plugin-color-button');
  });

  it('loads the shipped aurora partner: dark, violet and rounder', async () => {
    const tokens = await resolveTokens({ partnerId: 'aurora', query: '' });
    expect(tokens.scheme).toBe('dark');
    expect(tokens.colorSchemes.dark.primary).toBe('#A78BFA');
    expect(tokens.radius.medium).toBeGreaterThan(defaultTokens.radius.medium);
  });

  it('uses the defaults for an unknown partner', async () => {
    expect(await resolveTokens({ partnerId: 'nobody', query: '' })).toEqual(defaultTokens);
  });
});

describe('createAppTheme', () => {
  it('exposes the tokens through the MUI theme, with CSS variables under our prefix', () => {
    const theme = createAppTheme(defaultTokens);
    expect(theme.palette.primary.main).toBe(defaultTokens.colorSchemes.light.primary);
    expect(theme.vars?.palette.primary.main).toMatch(/^var\(--bc-palette-primary-main/);
    expect(theme.custom.amountFontSizes).toEqual(defaultTokens.typography.amountFontSizes);
    expect(theme.custom.topBarBackground).toBe(defaultTokens.colorSchemes.light.topBarBackground);
    expect(theme.typography.fontFamily).toBe('Roboto, bc-cjk, sans-serif');
    expect(theme.shape.borderRadius).toBe(defaultTokens.radius.medium);
  });

  it('shows the scheme the tokens pick', () => {
    const theme = createAppTheme({ ...defaultTokens, scheme: 'dark' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.background.default).toBe(defaultTokens.colorSchemes.dark.page);
  });
});
