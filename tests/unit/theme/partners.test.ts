// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PARTNER_VALIDATOR_FILE,
  partnerValidatorModule,
  readPartnerSchema,
  readThemeSchema,
} from '../../../scripts/compile-form-validators.ts';
import { parsePartners, validatePartnerFile } from '../../../theme/partnerFile.ts';
import { partnerById, partners } from '../../../theme/partners.ts';
import { readPartners } from '../../../server/partners.ts';

const good = { name: 'Shop', origins: ['https://shop.example'] };

describe('one partner file (theme/partners/<id>.json, theme/partner.schema.json)', () => {
  it('the app and the gateway read the same registry, and every shipped file passes the schema', () => {
    const gateway = readPartners();
    expect(gateway.map((p) => p.id)).toEqual(partners.map((p) => p.id));
    for (const partner of gateway) {
      const { id: _id, ...file } = partner;
      expect(validatePartnerFile(file), partner.id).toEqual([]);
      expect(partnerById(partner.id)).toEqual(partner);
    }
    expect(partnerById('aurora')).toMatchObject({
      origins: ['https://aurora.example', 'https://www.aurora.example'],
      rules: { orderStep: { action: 'pass' } },
      tokens: { scheme: 'dark' },
    });
  });

  it('accepts a minimal file and names each bad key with what is wrong', () => {
    expect(validatePartnerFile(good)).toEqual([]);
    const errors = validatePartnerFile({
      name: 'Shop',
      origins: ['https://shop.example/path', 'http://evil.example'],
      rules: { orderStep: { action: 'jump' }, selectOffr: {} },
      footer: { poweredBy: 'yes' },
      reference: 'a b',
      colour: 'red',
      tokens: { colorSchemes: { light: { primray: '#fff', primary: 'violet' } } },
    });
    expect(errors.map((e) => e.message)).toEqual([
      'colour is not a known key',
      'origins[0] has an invalid value "https://shop.example/path" (An origin: https://host[:port] (http:// only for localhost or 127.0.0.1), lower case, no path.)',
      'origins[1] has an invalid value "http://evil.example" (An origin: https://host[:port] (http:// only for localhost or 127.0.0.1), lower case, no path.)',
      "reference has an invalid value \"a b\" (The reference a quote carries when the link does not give one (SPEC §3 'reference'): letters, digits, '.', '_' and '-'.)",
      'footer.poweredBy must be boolean',
      'rules.selectOffr is not a known key',
      'rules.orderStep.action must be one of "pass", "advance"',
      'tokens.colorSchemes.light.primray is not a known token',
      'tokens.colorSchemes.light.primary has an invalid value "violet" (A CSS colour as hex (#rgb, #rgba, #rrggbb, #rrggbbaa) or rgb()/rgba()/hsl()/hsla() with commas.)',
    ]);
    expect(validatePartnerFile({}).map((e) => e.message)).toEqual([
      'name is required',
      'origins is required',
    ]);
  });

  it('the gateway refuses to start with a bad file, naming the file and the key', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partners-'));
    try {
      fs.writeFileSync(path.join(dir, 'ok.json'), JSON.stringify(good));
      fs.writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ ...good, origins: ['*'] }));
      expect(() => readPartners(dir)).toThrow(/bad\.json:\n {2}- origins\[0\] has an invalid value "\*"/);
      fs.rmSync(path.join(dir, 'bad.json'));
      expect(readPartners(dir)).toEqual([{ ...good, id: 'ok' }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the partner id from the file name, and refuses a name that is not one', () => {
    expect(parsePartners({ 'x/theme/partners/acme-1.json': good })).toEqual([{ ...good, id: 'acme-1' }]);
    expect(() => parsePartners({ 'x/a b.json': good })).toThrow(/"a b" is not a partner id/);
  });

  it('is checked by a validator compiled from the schema (else run npx tsx scripts/compile-form-validators.ts)', () => {
    expect(fs.readFileSync(PARTNER_VALIDATOR_FILE, 'utf8')).toBe(
      partnerValidatorModule(readPartnerSchema(), readThemeSchema()),
    );
  });
});
