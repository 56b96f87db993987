/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/web-components-vite';

/**
 * Storybook: one stories file per element under stories/, docs generated from
 * custom-elements.json (see preview.ts), accessibility checks by the a11y addon.
 * Works offline: telemetry is off and nothing is fetched from the network.
 */
const config: StorybookConfig = {
  framework: {
    name: '@storybook/web-components-vite',
    options: {
      builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) },
    },
  },
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: [{ from: '../stories/assets', to: '/stories/assets' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(vite) {
    // Lit's decorators as tsconfig.json compiles them: experimentalDecorators with
    // useDefineForClassFields false (class fields must not shadow Lit's reactive accessors).
    vite.oxc = {
      ...(vite.oxc || {}),
      decorator: { legacy: true },
      assumptions: { setPublicClassFields: true },
      typescript: { removeClassFieldsWithoutInitializer: true },
    };
    // Storybook's own manager and docs bundles are large by nature; only ours would be news.
    vite.build = { ...vite.build, chunkSizeWarningLimit: 2048 };
    return vite;
  },
};

export default config;
