import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../stories/**/*.mdx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Flags, token and pay-method logos the stories show (served by the gateway in the app).
  // …and the payment sandbox's hosted card field, the very files the gateway serves under /sandbox
  // (/sandbox/card-field.html and /sandbox/assets/card-field.*; there is no tokenization behind them here).
  staticDirs: ['../public', { from: '../server/providers/cardField/public', to: '/sandbox' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};
export default config;
