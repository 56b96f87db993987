import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Counts passed and failed browser tests and writes them, with the failed ones' names (file ›
 * suite › test), as JSON for scripts/test.mjs.
 */
export function summaryReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const failures = [];
      const walk = (suite, names) => {
        for (const t of suite.tests) {
          if (t.skipped) continue;
          if (t.passed) passed++;
          else {
            failed++;
            failures.push([...names, t.name].join(' › '));
          }
        }
        for (const s of suite.suites) walk(s, [...names, s.name]);
      };
      for (const s of sessions) {
        if (s.testResults) walk(s.testResults, [relative(process.cwd(), s.testFile)]);
        // A file that failed to load counts as one failure.
        if (!s.passed && (!s.testResults || s.errors?.length)) {
          failed += s.errors?.length || 1;
          failures.push(
            `${relative(process.cwd(), s.testFile)}: ${s.errors?.[0]?.message ?? 'did not run'}`,
          );
        }
      }
      if (file) writeFileSync(file, JSON.stringify({ passed, failed, failures }));
    },
  };
}
