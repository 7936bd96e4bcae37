import { useCallback, type ReactNode } from 'react';
import { IntlProvider as ReactIntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { observer } from 'mobx-react-lite';
import { useOptionalStores } from '../stores/context.tsx';
import { messagesFor } from '../i18n/catalogues.ts';
import { DEFAULT_LOCALE, type AppLocale } from '../i18n/locales.ts';

export interface IntlProviderProps {
  /** Fixed locale (stories, tests); without it the RootStore's locale store decides. */
  locale?: AppLocale;
  children?: ReactNode;
}

/**
 * react-intl for the app: the locale store's language and messages, or a fixed locale's built-in ones
 * (loaded beforehand: `loadCatalogue`). Messages are precompiled to AST; the app's build has no ICU parser.
 */
export const IntlProvider = observer(function IntlProvider({ locale, children }: IntlProviderProps) {
  const store = useOptionalStores()?.locale;
  const active = locale ?? store?.locale ?? DEFAULT_LOCALE;
  const messages = store && store.locale === active ? store.messages : messagesFor(active);
  // As react-intl's own handler (logged outside production), and a missing message told to the store.
  const onError = useCallback<NonNullable<IntlConfig['onError']>>(
    (error) => {
      if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) store?.messageMissing();
      if (import.meta.env.MODE !== 'production') console.error(error);
    },
    [store],
  );
  return (
    <ReactIntlProvider locale={active} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={onError}>
      {children}
    </ReactIntlProvider>
  );
});
