/**
 * The page runtime: the one script a published page includes (ARCHITECTURE.md public contract 1),
 * `<script type="module" src="/assets/sq-runtime.js"></script>`.
 *
 * In the task after its script runs, it reads the page context; then it starts the site-wide
 * behaviours, each in a task of its own, and loads the code of each `sq-*` tag on the page (and of
 * tags added later) from the folder it was served from: the autoloader and the registry of tags
 * are a chunk loaded the first time the page holds an `sq-*` tag. It runs once per page; a second
 * copy logs one console error and does nothing (SPEC §8). Built by
 * `vite build -c vite.site.config.ts` to `dist/assets/sq-runtime.js`, with one chunk per element
 * in `dist/assets/chunks/`.
 */
import { startRuntime } from './start.ts';

export { RUNTIME_KEY, runningRuntime, type RuntimeHandle } from './start.ts';

// A task later: the browser's own work as the page finishes parsing (DOMContentLoaded, and the
// style and layout it does then) and the runtime's start are two short tasks, not one long one.
setTimeout(() =>
  startRuntime({
    elements: async () => (await import('./registry.ts')).autoloaderOptions(location),
    assetsBase: new URL(/* @vite-ignore */ '.', import.meta.url).href,
  }),
);
