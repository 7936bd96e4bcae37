import { defineMessages, type NoMessageValues } from 'react-intl';

type Count = { count: number };

export const demoLangMessages = defineMessages<{
  intro: NoMessageValues;
  filterLabel: NoMessageValues;
  filterHint: NoMessageValues;
  groupLabel: NoMessageValues;
  groupAll: NoMessageValues;
  languagesLabel: NoMessageValues;
  sideBySide: NoMessageValues;
  localeEnUS: NoMessageValues;
  localeZhCN: NoMessageValues;
  localeLabel: { name: string; locale: string };
  missingOnly: Count;
  summary: { shown: number; total: number };
  missingIn: { locale: string };
  noText: NoMessageValues;
  listLabel: NoMessageValues;
  noMatch: NoMessageValues;
  clearFilters: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  tryAgain: NoMessageValues;
}>({
  intro: {
    id: 'demoLang.intro',
    defaultMessage:
      'Every interface text by its message key, side by side in each language. A key without a text in a language is flagged.',
    description: 'Language Demo page (for partners and translators): what the page shows',
  },
  filterLabel: {
    id: 'demoLang.filterLabel',
    defaultMessage: 'Filter by key or text',
    description: 'Language Demo: label of the search field',
  },
  filterHint: {
    id: 'demoLang.filterHint',
    defaultMessage: 'For example order.confirmAddress or “address”',
    description:
      'Language Demo: hint under the search field (a message key prefix and a word are both found)',
  },
  groupLabel: {
    id: 'demoLang.groupLabel',
    defaultMessage: 'Screen or component',
    description: 'Language Demo: label of the list of key prefixes (one per screen or component)',
  },
  groupAll: {
    id: 'demoLang.groupAll',
    defaultMessage: 'All screens and components',
    description: 'Language Demo: the prefix choice that shows every key',
  },
  languagesLabel: {
    id: 'demoLang.languagesLabel',
    defaultMessage: 'Languages shown',
    description: 'Language Demo: label of the switch between both languages and one of them',
  },
  sideBySide: {
    id: 'demoLang.sideBySide',
    defaultMessage: 'Side by side',
    description: 'Language Demo: show the texts of every language together',
  },
  localeEnUS: {
    id: 'demoLang.locale.enUS',
    defaultMessage: 'English',
    description: 'Language Demo: name of the en-US language',
  },
  localeZhCN: {
    id: 'demoLang.locale.zhCN',
    defaultMessage: 'Chinese',
    description: 'Language Demo: name of the zh-CN language',
  },
  localeLabel: {
    id: 'demoLang.localeLabel',
    defaultMessage: '{name} ({locale})',
    description: 'Language Demo: a language with its code, above its text in each key (e.g. English (en-US))',
  },
  missingOnly: {
    id: 'demoLang.missingOnly',
    defaultMessage: 'Only keys missing a text ({count})',
    description:
      'Language Demo: switch that keeps only the keys some language has no text for; count is how many there are',
  },
  summary: {
    id: 'demoLang.summary',
    defaultMessage: '{shown, plural, one {# key} other {# keys}} of {total, number} shown',
    description: 'Language Demo: how many keys the filter leaves, of all keys',
  },
  missingIn: {
    id: 'demoLang.missingIn',
    defaultMessage: 'Missing in {locale}',
    description: 'Language Demo: flag on a key that a language has no text for; locale is e.g. zh-CN',
  },
  noText: {
    id: 'demoLang.noText',
    defaultMessage: 'No text',
    description: 'Language Demo: shown in place of the text a language does not have',
  },
  listLabel: {
    id: 'demoLang.listLabel',
    defaultMessage: 'Message keys',
    description: 'Language Demo: accessible name of the list of keys',
  },
  noMatch: {
    id: 'demoLang.noMatch',
    defaultMessage: 'No key or text matches your filter.',
    description: 'Language Demo: empty result of the filter',
  },
  clearFilters: {
    id: 'demoLang.clearFilters',
    defaultMessage: 'Clear filters',
    description: 'Language Demo: button that shows every key again',
  },
  loading: {
    id: 'demoLang.loading',
    defaultMessage: 'Loading the texts',
    description: 'Language Demo: accessible name of the placeholders while the catalogues load',
  },
  loadFailed: {
    id: 'demoLang.loadFailed',
    defaultMessage: 'The texts could not be loaded.',
    description: 'Language Demo: the catalogues did not load (e.g. offline)',
  },
  tryAgain: {
    id: 'demoLang.tryAgain',
    defaultMessage: 'Try again',
    description: 'Language Demo: button that loads the catalogues again',
  },
});
