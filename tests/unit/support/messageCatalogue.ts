import { describe, expect, it } from 'vitest';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';

type Descriptor = { id: string; defaultMessage: string; description?: string };

export const en: Record<string, string> = enUS;
export const zh: Record<string, string> = zhCN;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

/**
 * For each group of messages (defineMessages results, by name): the code's English is the en-US
 * catalogue's word for word, each has a description for translators, and zh-CN translates it with the
 * same placeholders.
 */
export function describeMessageGroups(groups: Record<string, object>) {
  describe.each(Object.entries(groups))('%s messages', (_name, messages) => {
    const descriptors = Object.values(messages) as Descriptor[];

    it('are in en-US exactly as written in the code, each with a description for translators', () => {
      for (const { id, defaultMessage, description } of descriptors) {
        expect(en[id], id).toBe(defaultMessage);
        expect(description, id).toBeTruthy();
      }
    });

    it('are translated in zh-CN with the same placeholders', () => {
      for (const { id, defaultMessage } of descriptors) {
        expect(zh[id], id).toBeTruthy();
        expect(zh[id], `${id} is still English`).not.toBe(defaultMessage);
        expect(placeholders(zh[id]), id).toEqual(placeholders(defaultMessage));
      }
    });
  });
}
