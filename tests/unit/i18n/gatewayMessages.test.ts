// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';
import { RESP_KEYS, respMessageId, type RespKey } from '../../../schemas/api/respKeys.ts';
import { gatewayMessages } from '../../../src/api/gatewayMessages.messages.ts';

const catalogues: Record<string, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };
const keys = Object.keys(RESP_KEYS) as RespKey[];

function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type !== 0 && element.type !== 7) names.add(element.value);
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    if ('children' in element) argumentsOf(element.children, names);
  }
  return [...names].sort();
}

/** Latin words in a text: a Chinese text may name a currency, network or field, never say an English sentence. */
const ENGLISH_WORDS = /\b(?!(?:cardToken|cardId|rampeasy|address|network|NUL|E\.164)\b)[A-Za-z]{4,}\b/;

describe('gateway answer keys (schemas/api/respKeys.ts)', () => {
  it('are the keys of the app’s gateway messages, one catalogue id each', () => {
    expect(Object.keys(gatewayMessages).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(gatewayMessages[key].id).toBe(respMessageId(key));
  });

  it.each(Object.keys(catalogues))('each have a %s text using exactly the key’s parameters', (locale) => {
    const problems = keys.flatMap((key) => {
      const text = catalogues[locale][respMessageId(key)];
      if (typeof text !== 'string' || text.trim() === '') return [`${key}: no text`];
      const used = argumentsOf(parse(text));
      const declared = [...RESP_KEYS[key]].sort();
      return JSON.stringify(used) === JSON.stringify(declared)
        ? []
        : [`${key}: uses ${used.join(', ') || 'none'}, declares ${declared.join(', ') || 'none'}`];
    });
    expect(problems).toEqual([]);
  });

  it('have Chinese texts without an English sentence', () => {
    const withoutArguments = (text: string) => {
      let rest = text;
      while (/\{[^{}]*\}/.test(rest)) rest = rest.replace(/\{[^{}]*\}/g, ' ');
      return rest;
    };
    const english = keys.filter((key) =>
      ENGLISH_WORDS.test(withoutArguments(zhCN[respMessageId(key) as keyof typeof zhCN])),
    );
    expect(english).toEqual([]);
  });
});
