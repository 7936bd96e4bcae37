/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base path of the buying API; default '/gateway/buying'. */
  readonly VITE_API_BASE?: string;
  /** Where message files of locales other than English are published; default '/i18n'. */
  readonly VITE_I18N_STORAGE_BASE_URL?: string;
  /** Days a partner's link keeps the buyer theirs (src/config/attribution.ts); default 30. */
  readonly VITE_ATTRIBUTION_WINDOW_DAYS?: string;
}
