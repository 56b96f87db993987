import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { testEndpoints } from './test/helpers/test-endpoints.mjs';
import { summaryReporter } from './test/helpers/summary-reporter.mjs';
import { defaultReporter } from '@web/test-runner';
import { reactEsmPlugin } from './scripts/react-esm-plugin.mjs';

/** Browser tests: every *.test.ts(x) under test/ except the Node and end-to-end suites. */
export default {
  files: [
    'test/{elements,platform,react}/**/*.test.{ts,tsx}',
    'test/runtime/**/*.test.ts',
    'test/editor/**/*.test.{ts,tsx}',
  ],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  // One page at a time: a background tab gets no animation frames, and fixture() waits for one.
  concurrency: 1,
  concurrentBrowsers: 1,
  // A hung test's limit: typing by keys and axe passes take seconds on a busy two-core machine.
  testFramework: { config: { timeout: 10_000 } },
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  plugins: [
    // The accessibility tree as assistive technology reads it (roles, names, modal).
    a11ySnapshotPlugin(),
    reactEsmPlugin(),
    esbuildPlugin({ ts: true, tsx: true, jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  ],
  middleware: testEndpoints,
  browsers: [
    chromeLauncher({
      launchOptions: { ...chromiumLaunchOptions(), headless: true },
    }),
  ],
  reporters: [defaultReporter(), summaryReporter(process.env.SQ_TEST_SUMMARY)],
};
