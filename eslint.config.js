import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * The rooms of DESIGN.md and what each must not import. An import of the app is matched by the folder its
 * relative path climbs into (`../../stores/…`), a package by its name; `import type` counts too, except
 * where `types: true`. Dynamic `import()` is not checked: that is how the route registry loads screens.
 */
const into = (...folders) => `^(\\.\\./)+(src/)?(${folders.join('|')})(/|$)`;
const REACT = '^(react|react-dom|react-router(-dom)?|mobx-react-lite|@mui/[^/]+|@emotion/[^/]+)(/|$)';
const ANY_OF_THE_APP = '^\\.\\./';
const rule = (regex, message, types = false) => ({ regex, message, allowTypeImports: types });
const noServer = rule(into('server'), 'The app and the gateway meet only in schemas/ (DESIGN.md).');
// The API's schemas are built with typebox at module load: a value imported from one brings typebox along.
const schemaTypesOnly = rule(
  into('schemas/api/(?!(calls|respKeys|isKyc|attributionRules)\\.ts)[^/]+'),
  'The app imports types only from the API schemas built with typebox; values from their plain-data modules (calls, respKeys, isKyc, attributionRules).',
  true,
);
const ofTheApp = [noServer, schemaTypesOnly];
const rooms = {
  'src/**': ofTheApp,
  'src/components/**': [
    ...ofTheApp,
    rule(
      into('stores', 'api', 'screens', 'routes'),
      'Components are pure: props in, callbacks out; no stores, api, screens or routes.',
    ),
    rule('^react-router', 'Components know nothing of the router: take a callback or an href.'),
  ],
  'src/screens/**': [
    ...ofTheApp,
    rule(into('api'), 'Screens reach the gateway through store actions, never the api directly.'),
  ],
  'src/stores/**': [
    ...ofTheApp,
    rule(REACT, 'Stores are plain MobX: no React, MUI or router (navigate through the injected navigator).'),
    rule(into('components', 'screens', 'shell'), 'Stores know nothing of the views.'),
  ],
  'src/api/**': [
    ...ofTheApp,
    rule(REACT, 'The api is transport: no React.'),
    rule(
      into('stores', 'components', 'screens', 'shell', 'routes', 'forms'),
      'The api imports schemas and lib only.',
    ),
  ],
  'src/routes/**': [
    ...ofTheApp,
    rule(into('screens'), 'Routes load screens lazily, with import() in the map of screens.'),
  ],
  'src/forms/**': [
    ...ofTheApp,
    rule(into('stores'), 'Forms know nothing of the stores: data in, onSubmit out.'),
  ],
  'src/shell/**': [...ofTheApp, rule(into('api'), 'The shell reaches the gateway through store actions.')],
  'src/platform/**': [
    ...ofTheApp,
    rule(into('stores'), 'The browser edges do not depend on stores (their interfaces only).', true),
    rule(into('components', 'screens', 'shell'), 'The browser edges render nothing.'),
  ],
  'src/i18n/**': [rule(ANY_OF_THE_APP, 'i18n imports nothing of the app.')],
  'src/lib/**': [
    rule(ANY_OF_THE_APP, 'lib is pure helpers: it imports nothing of the app.'),
    rule(REACT, 'lib is pure helpers: no React.'),
  ],
  'schemas/**': [
    rule(into('src', 'server', 'theme'), 'Schemas are shared data: they import nothing of the app.'),
  ],
  'theme/**': [rule(into('src', 'server', 'schemas'), 'The theme imports MUI, never app code.')],
  // The gateway's mail templates (React Email), rendered to HTML by the gateway and shown by the stories:
  // texts from the app's catalogues and message descriptors, colours from the theme's tokens.
  'mail/**': [
    rule(into('server'), 'Mail templates take their data as props; the gateway calls them.'),
    rule(
      '^(\\.\\./)+src/(?!i18n/messages/|mail/|components/[^/]+/[^/]+\\.messages\\.ts$)',
      "Mail templates use the app's catalogues and message descriptors only.",
    ),
    rule(
      '^(react-dom|react-router(-dom)?|mobx-react-lite|@mui/[^/]+|@emotion/[^/]+)(/|$)',
      "Mail templates are React Email, not the app's UI.",
    ),
  ],
  'server/**': [
    rule('^(\\.\\./)+src/(?!lib/)', 'The gateway and the app meet only in schemas/ (and the pure src/lib).'),
    rule(REACT, 'The gateway renders no React.'),
  ],
};
// Later entries override earlier ones for a file, so 'src/**' comes first and each room repeats ofTheApp.
const importBoundaries = Object.entries(rooms).map(([folder, patterns]) => ({
  files: [`${folder}/*.{ts,tsx}`],
  // The one React binding of the stores: RootStoreProvider and useStores.
  ignores: folder === 'src/stores/**' ? ['src/stores/context.tsx'] : [],
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'data',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'public/sw.js',
      'tests/unit/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...importBoundaries,
);
