import type { ConfigEnv, UserConfig } from 'vite';

/** Storybook builds with `vite build` too (its own `storybook:*` plugins added). */
const isStorybook = (config: UserConfig) =>
  (config.plugins ?? [])
    .flat(Infinity as 1)
    .some(
      (plugin) =>
        typeof plugin === 'object' &&
        plugin !== null &&
        'name' in plugin &&
        String(plugin.name).startsWith('storybook:'),
    );

/** The app's own `vite build` (not the tests, the dev server or Storybook): a plugin's `apply`. */
export const appBuild = (config: UserConfig, env: ConfigEnv) =>
  env.command === 'build' && !isStorybook(config);
