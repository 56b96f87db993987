import { defineConfig } from 'vite';

/**
 * Storybook's own Vite config (named in main.ts as the builder's `viteConfigPath`), so the
 * top-level vite.config.ts, the library build, does not apply to Storybook. Settings Storybook
 * needs are made in `viteFinal` in main.ts.
 */
export default defineConfig({});
