import { partnerIds } from '../theme/createTheme.ts';

/**
 * Chromatic modes (https://www.chromatic.com/docs/modes/): one snapshot of a story per mode, each with its
 * own baseline, from the same globals the toolbar sets (locale, partner) and the viewport's width. A story
 * family lists the modes it is reviewed in (`parameters: { chromatic: { modes: reviewModes } }`) instead of
 * a `Chinese`, `Desktop` or partner copy of a story; its play function reads `globals.locale` where its
 * texts differ. Chromatic runs the play function in every mode.
 */
export const modes = {
  /** The default: en-US on a phone, the default theme. */
  'en-US phone': { locale: 'en-US', partner: 'default', viewport: 360 },
  'zh-CN phone': { locale: 'zh-CN', partner: 'default', viewport: 360 },
  'en-US desktop': { locale: 'en-US', partner: 'default', viewport: 1280 },
  // Every partner file, generated from theme/partners/*.json.
  ...Object.fromEntries(
    partnerIds.map((id) => [`${id} phone`, { locale: 'en-US', partner: id, viewport: 360 }]),
  ),
} as Record<string, { locale: string; partner: string; viewport: number }>;

/** Languages and viewports: for a component or screen whose look does not depend on the partner. */
export const localeModes = {
  'en-US phone': modes['en-US phone'],
  'zh-CN phone': modes['zh-CN phone'],
  'en-US desktop': modes['en-US desktop'],
};

/** The default theme and every partner's, on a desktop: for pages about the theme itself (the tokens). */
export const themeModes = Object.fromEntries(
  ['default', ...partnerIds].map((id) => [`${id} desktop`, { locale: 'en-US', partner: id, viewport: 1280 }]),
);

/**
 * Every partner's theme (and the default) in light and in dark (the toolbar's Mode), on a phone: the
 * screens a partner's look is judged on before it goes live (Edit and both widgets).
 */
export const partnerSchemeModes = Object.fromEntries(
  ['default', ...partnerIds].flatMap((id) =>
    (['light', 'dark'] as const).map((scheme) => [
      `${id} ${scheme}`,
      { locale: 'en-US', partner: id, mode: scheme, viewport: 360 },
    ]),
  ),
);

/** Every mode: both languages, both viewports and every partner theme. */
export const allModes = modes;

/**
 * A component in both languages and a partner's theme (aurora, dark), on a phone: where a family had
 * `Chinese` and `PartnerTheme` copies of a story, that story lists these modes instead.
 */
export const languageAndThemeModes = {
  'en-US phone': modes['en-US phone'],
  'zh-CN phone': modes['zh-CN phone'],
  'aurora phone': modes['aurora phone'],
};

/** Both languages on a phone: a story that had only a `Chinese` copy. */
export const languageModes = {
  'en-US phone': modes['en-US phone'],
  'zh-CN phone': modes['zh-CN phone'],
};

/** Both languages, the desktop and a partner's theme: a story that had `Chinese`, `Desktop` and partner copies. */
export const reviewModes = {
  ...localeModes,
  'aurora phone': modes['aurora phone'],
};

/** The default theme and a partner's (aurora, dark) on a phone: a story that had only a partner copy. */
export const partnerThemeModes = {
  'en-US phone': modes['en-US phone'],
  'aurora phone': modes['aurora phone'],
};
