// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COLOR_PAIRS,
  contrastFailures,
  contrastRatio,
  describeFailure,
  ensureContrast,
} from '../../../theme/contrast.ts';
import { defaultTokens, mergeTokens } from '../../../theme/mergeTokens.ts';
import { partners } from '../../../theme/partners.ts';
import { resolveTokens } from '../../../theme/resolveTokens.ts';
import { checkThemeFile, themeCheck } from '../../../scripts/theme-check.ts';
import type { Tokens } from '../../../theme/types.ts';

const root = path.resolve(__dirname, '../../..');
const light = defaultTokens.colorSchemes.light;
const withLight = (colors: Partial<Tokens['colorSchemes']['light']>): Tokens =>
  mergeTokens(defaultTokens, { colorSchemes: { light: colors } }, new URLSearchParams());

afterEach(() => vi.restoreAllMocks());

describe('contrast check (WCAG 2.2 AA)', () => {
  it('measures ratios as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.487, 3);
    expect(contrastRatio('rgb(255, 255, 255)', 'hsl(0, 0%, 100%)')).toBe(1);
  });

  it('holds text to 4.5:1 and the primary control to 3:1', () => {
    expect(COLOR_PAIRS).toContainEqual({ foreground: 'textPrimary', background: 'surface', minimum: 4.5 });
    expect(COLOR_PAIRS).toContainEqual({
      foreground: 'primaryContrast',
      background: 'primary',
      minimum: 4.5,
    });
    expect(COLOR_PAIRS).toContainEqual({ foreground: 'primary', background: 'surface', minimum: 3 });
  });

  it('passes the defaults and every shipped partner, in both schemes', () => {
    expect(contrastFailures(defaultTokens).map(describeFailure)).toEqual([]);
    for (const partner of partners) {
      const merged = mergeTokens(defaultTokens, partner.tokens, new URLSearchParams());
      expect(contrastFailures(merged).map(describeFailure), partner.id).toEqual([]);
    }
  });

  it('names each failing pair with its colours and ratio', () => {
    // #777777 on white is 4.48:1: just under the line for text, above it for a control.
    const tokens = withLight({ textSecondary: '#777777', primary: '#777777' });
    expect(contrastFailures(tokens).map(describeFailure)).toEqual([
      'light textSecondary #777777 on surface #FFFFFF: 4.48:1, needs 4.5:1',
      'light textSecondary #777777 on surfaceMuted #F5F6F8: 4.14:1, needs 4.5:1',
      'light textSecondary #777777 on topBarBackground #FFFFFF: 4.48:1, needs 4.5:1',
      'light primaryContrast #FFFFFF on primary #777777: 4.48:1, needs 4.5:1',
    ]);
  });
});

describe('fallback to the default colours', () => {
  it('puts a failing foreground back and keeps the rest of the partner colours', () => {
    const fallbacks: string[] = [];
    const tokens = ensureContrast(
      withLight({ textSecondary: '#EEEEEE', textPrimary: '#000000' }),
      defaultTokens,
      (f) => fallbacks.push(`${f.foreground}/${f.background}`),
    );
    expect(tokens.colorSchemes.light.textSecondary).toBe(light.textSecondary);
    expect(tokens.colorSchemes.light.textPrimary).toBe('#000000');
    expect(fallbacks).toEqual(['textSecondary/surface']);
    expect(contrastFailures(tokens)).toEqual([]);
  });

  it('puts a background back when the default text does not read on it either', () => {
    const tokens = ensureContrast(
      withLight({ primary: '#FFFFFF', primaryContrast: '#FFFFFF' }),
      defaultTokens,
    );
    expect(contrastFailures(tokens)).toEqual([]);
    expect(tokens.colorSchemes.light.primary).toBe(light.primary);
  });

  it('no query string makes text unreadable: white on white falls back, and the console says which pair', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tokens = await resolveTokens({
      query: 'plugin-color-text-1=ffffff&plugin-color-button=ffffff&plugin-color-button-text=ffffff',
    });
    for (const scheme of ['light', 'dark'] as const) {
      expect(contrastFailures(tokens), scheme).toEqual([]);
    }
    expect(tokens.colorSchemes.light.textPrimary).toBe(light.textPrimary);
    expect(tokens.colorSchemes.light.primary).toBe(light.primary);
    expect(warn.mock.calls.map((c) => c[0])).toContain(
      'Theme: light textPrimary #ffffff on surface #FFFFFF: 1.00:1, needs 4.5:1; using the default colours for this pair.',
    );
  });

  it('keeps readable query colours as given', async () => {
    const tokens = await resolveTokens({
      query: 'plugin-color-text-1=000000&plugin-color-background=ffffff',
    });
    expect(tokens.colorSchemes.light.textPrimary).toBe('#000000');
    expect(tokens.colorSchemes.light.surface).toBe('#ffffff');
  });

  it('never changes the defaults themselves', () => {
    expect(ensureContrast(defaultTokens, defaultTokens)).toEqual(defaultTokens);
  });
});

describe('npm run theme:check', () => {
  it('names each failing pair of a file and exits non-zero; a good file passes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-check-'));
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(
      bad,
      JSON.stringify({
        name: 'Bad',
        origins: ['https://bad.example'],
        tokens: { colorSchemes: { dark: { promptText: '#333333' } } },
      }),
    );
    try {
      expect(checkThemeFile(bad)).toEqual([
        'dark promptText #333333 on surface #151A23: 1.38:1, needs 4.5:1',
        'dark promptText #333333 on surfaceMuted #1D2430: 1.23:1, needs 4.5:1',
        'dark promptText #333333 on topBarBackground #151A23: 1.38:1, needs 4.5:1',
      ]);
      expect(checkThemeFile(path.join(root, 'theme/partners/aurora.json'))).toEqual([]);
      const lines: string[] = [];
      const print = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
      expect(themeCheck([bad, 'theme/partners/aurora.json'], print)).toBe(1);
      expect(lines).toEqual([
        `✗ ${bad}`,
        '  - dark promptText #333333 on surface #151A23: 1.38:1, needs 4.5:1',
        '  - dark promptText #333333 on surfaceMuted #1D2430: 1.23:1, needs 4.5:1',
        '  - dark promptText #333333 on topBarBackground #151A23: 1.38:1, needs 4.5:1',
        '✓ theme/partners/aurora.json',
      ]);
      expect(themeCheck([], { log: () => {}, error: () => {} })).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a schema problem before any colour', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-check-'));
    const file = path.join(dir, 'typo.json');
    fs.writeFileSync(file, JSON.stringify({ name: 'T', origins: [], tokens: { colours: {} } }));
    try {
      expect(checkThemeFile(file)).toEqual(['tokens.colours is not a known token']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
