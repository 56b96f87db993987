/**
 * The project's own tracking and telemetry client modules (platform/analytics,
 * platform/telemetry), bundled with esbuild into one script that a test adds to a served page.
 * The runtime calls only some of them on its own (page view, landing, heartbeat, media, block
 * traces, error reports, performance records); with this bundle an end-to-end test makes every
 * other call of SPEC §7 with the very code a block would use, in a real browser, against the
 * real site server. The script sets `window.sqClient`.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './helpers.mjs';

/** What `window.sqClient` holds: module name → the module's exports. */
const MODULES = {
  census: 'platform/analytics/census.ts',
  tracking: 'platform/analytics/tracking.ts',
  trace: 'platform/analytics/trace.ts',
  landing: 'platform/analytics/landing.ts',
  buttons: 'platform/analytics/buttons.ts',
  errors: 'platform/telemetry/error-reporter.ts',
  performance: 'platform/telemetry/performance.ts',
  transport: 'platform/telemetry/transport.ts',
};

/** Builds the bundle; answers its JavaScript text (an IIFE setting `window.sqClient`). */
export async function clientBundle() {
  const contents = Object.entries(MODULES)
    .map(([name, path]) => `export * as ${name} from './${path}';`)
    .join('\n');
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: 'sq-client-e2e.ts' },
    bundle: true,
    format: 'iife',
    globalName: 'sqClient',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    tsconfig: join(ROOT, 'tsconfig.json'),
  });
  return result.outputFiles[0].text;
}
