// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPartnerFiles } from '../../../scripts/checkPartnerFiles.ts';

/** What the plugin stops the build with, over a folder holding these partner files; '' when it lets it go on. */
function refusalOf(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partners-'));
  try {
    for (const [name, data] of Object.entries(files))
      fs.writeFileSync(path.join(dir, name), JSON.stringify(data));
    (checkPartnerFiles(dir).buildStart as () => void)();
    return '';
  } catch (error) {
    return (error as Error).message;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const good = { name: 'Shop', origins: ['https://shop.example'], tokens: { radius: { large: 30 } } };

describe('checkPartnerFiles', () => {
  it('lets a build with good partner files go on', () => {
    expect(refusalOf({ 'shop.json': good })).toBe('');
  });

  it('stops the build at a file the gateway would refuse, naming the file and each bad key', () => {
    const typo = {
      ...good,
      tokens: { colorSchemes: { light: { primray: '#fff' }, dark: { primary: 'violet' } } },
    };
    const refusal = refusalOf({ 'shop.json': good, 'typo.json': typo });
    expect(refusal).toMatch(/typo\.json:\n/);
    expect(refusal).not.toContain('shop.json');
    expect(refusal).toContain('tokens.colorSchemes.light.primray is not a known token');
    expect(refusal).toContain('tokens.colorSchemes.dark.primary has an invalid value "violet"');
  });
});
