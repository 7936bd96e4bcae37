// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from '../../../src/i18n/messages/en-US.json';
import { loadCatalogue } from '../../../src/i18n/catalogues.ts';
import { firstScreenMessages } from '../../../scripts/firstScreenMessages.ts';

const root = path.resolve(__dirname, '../../..');

describe('the first screen’s part of the catalogue', () => {
  const needed = firstScreenMessages(root);

  it('holds what Edit, the widgets and the shell show, and the texts of every gateway answer and pay method', () => {
    for (const id of [
      'quote.continue',
      'routes.edit.title',
      'shell.back',
      'shell.error.retry',
      'gateway.quote.expired',
      'gateway.common.internal',
      'payMethods.card',
    ])
      expect(needed(id), id).toBe(true);
  });

  it('leaves the later steps’ messages to the rest', () => {
    for (const id of [
      'order.flow.continue',
      'order.confirmAddress.confirm',
      'kyc.enterInformation',
      'demoLang.filterLabel',
    ])
      expect(needed(id), id).toBe(false);
  });

  it('the two parts make the whole catalogue, each id in one of them', async () => {
    const { default: firstScreen } = await import('virtual:i18n/en-US');
    const { default: rest } = await import('virtual:i18n/en-US/rest');
    expect(Object.keys(firstScreen).sort()).toEqual(Object.keys(enUS).filter(needed).sort());
    expect(Object.keys(rest).sort()).toEqual(
      Object.keys(enUS)
        .filter((id) => !needed(id))
        .sort(),
    );
    expect(Object.keys(firstScreen).length).toBeLessThan(Object.keys(rest).length / 2);
    expect(Object.keys(await loadCatalogue('en-US')).sort()).toEqual(Object.keys(enUS).sort());
  });
});
