import { writeFileSync } from 'node:fs';

/** Counts passed and failed browser tests and writes them as JSON for scripts/test.mjs. */
export function summaryReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const walk = (suite) => {
        for (const t of suite.tests) {
          if (t.skipped) continue;
          if (t.passed) passed++;
          else failed++;
        }
        for (const s of suite.suites) walk(s);
      };
      for (const s of sessions) {
        if (s.testResults) walk(s.testResults);
        // A file that failed to load counts as one failure.
        if (!s.passed && (!s.testResults || s.errors?.length)) failed += s.errors?.length || 1;
      }
      if (file) writeFileSync(file, JSON.stringify({ passed, failed }));
    },
  };
}
