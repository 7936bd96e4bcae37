// @vitest-environment node
import { autorun } from 'mobx';
import type { MessageFormatElement } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../src/i18n/catalogues.ts';
import type { AppLocale } from '../../../src/i18n/locales.ts';
import { LOCALE_KEY, LocaleStore } from '../../../src/stores/LocaleStore.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';

const [key] = Object.keys(messagesFor('en-US'));
/** A message of literal text (what a published file may hold), precompiled as the catalogues are. */
const literal = (text: string): MessageFormatElement[] => [{ type: 0, value: text }];
/** The text of a catalogue's message, for the messages of literal text compared here. */
const textOf = (message: MessageFormatElement[] | undefined) =>
  message?.map((element) => ('value' in element ? element.value : '')).join('');

/**
 * A store of a fresh catalogues module (the test setup has loaded every catalogue whole in its own), on its
 * first-screen messages, the rest of its catalogue held back until `releaseRest`.
 */
async function onFirstScreenMessages(locale: AppLocale) {
  vi.resetModules();
  let releaseRest = () => undefined as void;
  const restHeld = new Promise<void>((resolve) => (releaseRest = resolve));
  vi.doMock(`virtual:i18n/${locale}/rest`, async (importOriginal) => {
    // Unmocked here, once the store's import has met the mock: its constructor asks for the chunk, but the
    // import looks its mock up asynchronously, so an unmock right after the constructor could come first.
    vi.doUnmock(`virtual:i18n/${locale}/rest`);
    await restHeld;
    return importOriginal();
  });
  const { LocaleStore: FreshLocaleStore } = await import('../../../src/stores/LocaleStore.ts');
  const store = new FreshLocaleStore({ locale });
  await store.firstScreenReady;
  return { store, releaseRest };
}

/** Each catalogue object the store gave react-intl from now until its whole catalogue was there. */
async function cataloguesShownUntilWhole(store: LocaleStore, releaseRest: () => void): Promise<object[]> {
  const catalogues: object[] = [];
  const stop = autorun(() => catalogues.push(store.messages));
  releaseRest();
  await store.ready;
  stop();
  return catalogues;
}

describe('LocaleStore', () => {
  it('starts with the built-in messages of its locale (en-US by default)', () => {
    expect(new LocaleStore().messages).toEqual(messagesFor('en-US'));
    expect(new LocaleStore({ locale: 'zh-CN' }).messages).toEqual(messagesFor('zh-CN'));
  });

  it('switches to the loaded catalogue once it arrives, loading each locale once', async () => {
    const loadMessages = vi.fn((locale: AppLocale) =>
      Promise.resolve({ ...messagesFor(locale), [key]: literal(`remote ${locale}`) }),
    );
    const store = new LocaleStore({ loadMessages });
    const seen: string[] = [];
    const stop = autorun(() => seen.push(textOf(store.messages[key]) ?? ''));

    await vi.waitFor(() => expect(textOf(store.messages[key])).toBe('remote en-US'));
    store.setLocale('zh-CN');
    await vi.waitFor(() => expect(textOf(store.messages[key])).toBe('remote zh-CN'));
    store.setLocale('en-US');
    stop();

    expect(seen).toEqual([
      textOf(messagesFor('en-US')[key]),
      'remote en-US',
      textOf(messagesFor('zh-CN')[key]),
      'remote zh-CN',
      'remote en-US',
    ]);
    expect(loadMessages.mock.calls).toEqual([['en-US'], ['zh-CN']]);
  });

  it('keeps the same catalogue object when the published file only repeats the built-in texts', async () => {
    const loadMessages = vi.fn((locale: AppLocale) => Promise.resolve({ ...messagesFor(locale) }));
    const store = new LocaleStore({ locale: 'zh-CN', loadMessages });
    const catalogues: object[] = [];
    const stop = autorun(() => catalogues.push(store.messages));
    await vi.waitFor(() => expect(loadMessages).toHaveBeenCalledOnce());
    await Promise.resolve();
    stop();
    expect(catalogues).toHaveLength(1);
  });

  it('takes the rest of the catalogue after the first screen without a new catalogue object (no app-wide re-render)', async () => {
    const { store, releaseRest } = await onFirstScreenMessages('zh-CN');
    const firstScreenCount = Object.keys(store.messages).length;
    const catalogues = await cataloguesShownUntilWhole(store, releaseRest);
    expect(firstScreenCount).toBeGreaterThan(0);
    expect(Object.keys(store.messages)).toHaveLength(Object.keys(messagesFor('zh-CN')).length);
    expect(Object.keys(store.messages).length).toBeGreaterThan(firstScreenCount);
    expect(catalogues).toHaveLength(1);
  });

  it('renders again when the rest comes if a message was asked for before it', async () => {
    const { store, releaseRest } = await onFirstScreenMessages('en-US');
    expect(store.messages['kyc.enterInformation']).toBeUndefined();
    store.messageMissing();
    const catalogues = await cataloguesShownUntilWhole(store, releaseRest);
    expect(catalogues).toHaveLength(2);
    expect(textOf(store.messages['kyc.enterInformation'])).toBe(
      textOf(messagesFor('en-US')['kyc.enterInformation']),
    );
  });

  it("remembers the buyer's choice, which wins over the browser's language on the next visit", () => {
    const storage = createMemoryStorage();
    const first = new LocaleStore({ locale: 'en-US', storage });
    first.chooseLocale('zh-CN');
    expect(first.locale).toBe('zh-CN');
    expect(first.chosenLocale).toBe('zh-CN');
    expect(storage.getItem(LOCALE_KEY)).toBe('zh-CN');
    expect(new LocaleStore({ locale: 'en-US', storage }).locale).toBe('zh-CN');

    // A switch by code (a story, a test) is not a choice; a stored value that is no locale is ignored.
    const other = createMemoryStorage({ [LOCALE_KEY]: 'fr-FR' });
    const store = new LocaleStore({ locale: 'en-US', storage: other });
    expect(store.locale).toBe('en-US');
    store.setLocale('zh-CN');
    expect(other.getItem(LOCALE_KEY)).toBe('fr-FR');
  });

  it('tells the gateway of a choice: when it is made, and at start for one made before', () => {
    const remembered: AppLocale[] = [];
    const storage = createMemoryStorage();
    const first = new LocaleStore({ locale: 'en-US', storage, rememberChoice: (l) => remembered.push(l) });
    expect(remembered).toEqual([]); // the browser's language is no choice
    first.setLocale('zh-CN');
    expect(remembered).toEqual([]);
    first.chooseLocale('zh-CN');
    expect(remembered).toEqual(['zh-CN']);
    new LocaleStore({ locale: 'en-US', storage, rememberChoice: (l) => remembered.push(l) });
    expect(remembered).toEqual(['zh-CN', 'zh-CN']);
    new LocaleStore({
      locale: 'en-US',
      storage: createMemoryStorage({ [LOCALE_KEY]: 'fr-FR' }),
      rememberChoice: (l) => remembered.push(l),
    });
    expect(remembered).toHaveLength(2);
  });
});
