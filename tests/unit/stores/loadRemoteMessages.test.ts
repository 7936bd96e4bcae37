// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../src/i18n/catalogues.ts';
import { loadRemoteMessages } from '../../../src/stores/loadRemoteMessages.ts';
import { createFakeFetch, json } from '../support/fakeFetch.ts';

const languages = json({
  respCode: 200,
  respMessage: 'success',
  dataList: [{ localName: 'en-US' }, { localName: 'zh-CN' }],
});

function platform(
  files: Record<string, () => Response>,
  languageList: () => Response = () => languages.clone(),
) {
  return createFakeFetch((call) => {
    if (call.url === '/gateway/admin/languages') return languageList();
    const file = files[call.url];
    return file ? file() : new Response('not found', { status: 404 });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadRemoteMessages', () => {
  it('merges the English file from the app host over the built-in English messages', async () => {
    const [overridden, kept] = Object.keys(messagesFor('en-US'));
    const { fetch, calls } = platform({
      '/i18n/en-US.json': () => json({ [overridden]: 'Buy now', 'remote.only': 'Hi' }),
    });
    const messages = await loadRemoteMessages('en-US', { fetch, storageBaseUrl: 'https://cdn.example/i18n' });
    expect(calls.map((call) => call.url)).toEqual(['/gateway/admin/languages', '/i18n/en-US.json']);
    // A plain text of a published file is taken as it is (precompiled files hold AST, like the built-in ones).
    expect(messages[overridden]).toEqual([{ type: 0, value: 'Buy now' }]);
    expect(messages[kept]).toBe(messagesFor('en-US')[kept]);
    expect(messages['remote.only']).toEqual([{ type: 0, value: 'Hi' }]);
  });

  it('fetches other locales from the storage base URL', async () => {
    const [key] = Object.keys(messagesFor('zh-CN'));
    const compiled = [
      { type: 0, value: '你好，' },
      { type: 1, value: 'name' },
    ];
    const { fetch, calls } = platform({
      'https://cdn.example/i18n/zh-CN.json': () => json({ [key]: compiled }),
    });
    const messages = await loadRemoteMessages('zh-CN', {
      fetch,
      storageBaseUrl: 'https://cdn.example/i18n/',
    });
    expect(calls[1].url).toBe('https://cdn.example/i18n/zh-CN.json');
    expect(messages[key]).toEqual(compiled);
  });

  it('leaves out an ICU text that would need parsing (the app has no parser): the built-in message stays', async () => {
    const [key] = Object.keys(messagesFor('en-US'));
    const { fetch } = platform({ '/i18n/en-US.json': () => json({ [key]: 'Hello {name}', 'other.id': 42 }) });
    const messages = await loadRemoteMessages('en-US', { fetch });
    expect(messages).toEqual(messagesFor('en-US'));
  });

  it('does not fetch a file for a locale the platform does not list', async () => {
    const { fetch, calls } = platform({}, () => json({ dataList: [{ localName: 'en-US' }] }));
    expect(await loadRemoteMessages('zh-CN', { fetch })).toEqual(messagesFor('zh-CN'));
    expect(calls).toHaveLength(1);
  });

  it('logs a failure and keeps the built-in messages', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const missingFile = platform({});
    expect(await loadRemoteMessages('en-US', { fetch: missingFile.fetch })).toEqual(messagesFor('en-US'));

    const brokenList = platform({}, () => new Response('<html>', { status: 200 }));
    expect(await loadRemoteMessages('zh-CN', { fetch: brokenList.fetch })).toEqual(messagesFor('zh-CN'));

    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await loadRemoteMessages('en-US', { fetch: offline })).toEqual(messagesFor('en-US'));
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
