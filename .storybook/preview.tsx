// The app's own Roboto faces (theme/robotoFaces.ts): a story draws its text as the app does.
import '../theme/fonts/roboto.css';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { partnerIds, resolveTokens, type Tokens } from '../theme/createTheme.ts';
import { loadAllCatalogues } from '../src/i18n/catalogues.ts';
import { LOCALES, type AppLocale } from '../src/i18n/locales.ts';
import { PARTNER_ID_KEY } from '../src/shell/partnerId.ts';
import { preloadTouchRipple } from '../src/shell/touchRippleOnDemand.tsx';
import { AppProviders } from '../stories/support/AppProviders.tsx';
import {
  createFakeRootStore,
  type FakeRootStore,
  type FakeRootStoreOverrides,
} from '../stories/support/fakeRootStore.ts';

const DEFAULT_PARTNER = 'default';
/** The colour scheme the theme's tokens pick (`scheme`: light by default, a partner's file may say dark). */
const TOKENS_MODE = 'tokens';

// Screens load their code lazily and CI shares two cores: the first story of a file may need more than
// Testing Library's default second to show what its play function looks for (on a loaded machine, opened in
// the built Storybook, more than 5 s: scripts/check-storybook.ts saw it).
configure({ asyncUtilTimeout: 20_000 });

/** The tokens shown in the toolbar's mode: their own scheme, or light or dark (each checked for contrast). */
const withMode = (tokens: Tokens, mode: string | undefined): Tokens =>
  mode === 'light' || mode === 'dark' ? { ...tokens, scheme: mode } : tokens;

/**
 * Every story runs inside what the app gives a screen: a fake RootStore (parameters.store), the
 * toolbar's locale and partner theme, and a memory router (parameters.route, default '/edit').
 */
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Locale', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
    partner: {
      description: 'Partner theme (theme/partners/*.json)',
      toolbar: {
        title: 'Partner',
        icon: 'paintbrush',
        items: [DEFAULT_PARTNER, ...partnerIds],
        dynamicTitle: true,
      },
    },
    mode: {
      description: "Colour scheme: the theme's own, or light or dark (both come from the tokens)",
      toolbar: { title: 'Mode', icon: 'contrast', items: [TOKENS_MODE, 'light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: {
    locale: 'en-US',
    partner: DEFAULT_PARTNER,
    mode: TOKENS_MODE,
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  // Loaders run once per story render: play functions reach the same store through context.loaded.store.
  loaders: [
    async ({ globals, parameters }) => {
      // The catalogues are chunks of their own, loaded before a story renders (the app loads its buyer's
      // before its first render); so is the buttons' ripple, which the app fetches when first idle: a
      // story's press or focus draws it whichever story the page opened first.
      await Promise.all([loadAllCatalogues(), preloadTouchRipple()]);
      return {
        store: createFakeRootStore({
          locale: globals.locale as AppLocale,
          ...(parameters.store as FakeRootStoreOverrides | undefined),
          // The partner the app shows, as it remembers it (shell/partnerId.ts): its 'Power by' footer setting.
          ...(globals.partner === DEFAULT_PARTNER
            ? {}
            : {
                local: {
                  ...(parameters.store as FakeRootStoreOverrides | undefined)?.local,
                  [PARTNER_ID_KEY]: globals.partner as string,
                },
              }),
        }),
        tokens: withMode(
          await resolveTokens({
            partnerId: globals.partner === DEFAULT_PARTNER ? undefined : globals.partner,
            query: '',
          }),
          globals.mode as string | undefined,
        ),
      };
    },
  ],
  decorators: [
    (Story, { globals, parameters, loaded }) => {
      const route = (parameters.route as string | undefined) ?? '/edit';
      return (
        <AppProviders
          store={loaded.store as FakeRootStore}
          locale={globals.locale as AppLocale}
          tokens={loaded.tokens as Tokens}
          initialEntries={[route]}
        >
          <Story />
        </AppProviders>
      );
    },
  ],
};

export default preview;
