/**
 * Packages with no side effects that do not say so (no `sideEffects` in their package.json), for the bundler's
 * tree shaking: a module of theirs that nothing uses is then left out even where a library imports it bare.
 * hoist-non-react-statics: @emotion/react imports it bare (`import 'hoist-non-react-statics'`) for its
 * withTheme, which the app does not use; it and the react-is 16 it requires were 3 KB of the entry.
 */
export const SIDE_EFFECT_FREE_PACKAGES = [
  { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
];
