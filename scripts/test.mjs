// `npm test`: every stage in order, output streamed, each stage's checks counted. A failing stage
// does not stop the next ones. Ends with the line `N passed, N failed`; exits 1 if any failed.
//   node scripts/test.mjs                    all stages
//   node scripts/test.mjs --only node,lint   some stages (build is added when one needs it)
//   node scripts/test.mjs --no-build         with --only: use the dist/ already there
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './entries.mjs';

const BIN = join(ROOT, 'node_modules/.bin');
const OUT = join(ROOT, '.test-output');
/**
 * A stage still running after this is stopped (and counted as failed): a hung stage, not a slow
 * one (the end-to-end stage has taken 14 min on the slowest two-core machine seen).
 */
const STAGE_TIMEOUT_MS = 20 * 60_000;
/** One Node test running longer than this fails, so the others still report. */
const NODE_TEST_TIMEOUT_MS = 8 * 60_000;
/**
 * How many test files (Node and end-to-end) and commands of one stage run at once. Two even on a
 * two-core machine: a file spends much of its time waiting for its browser or server, so a second
 * one fills the gap (`node --test` alone would run one file at a time there). SQ_TEST_CONCURRENCY
 * overrides it.
 */
const CONCURRENCY = Number(process.env.SQ_TEST_CONCURRENCY) || Math.max(2, availableParallelism());

/** Test files under `dirs` (relative to the root) whose names match `pattern`. */
function findTests(dirs, pattern) {
  return dirs
    .filter((d) => existsSync(join(ROOT, d)))
    .flatMap((d) =>
      readdirSync(join(ROOT, d), { recursive: true })
        .map(String)
        .filter((f) => pattern.test(f) && !f.split('/').includes('node_modules'))
        .map((f) => join(d, f)),
    )
    .sort();
}

/**
 * Runs a command with streamed output; resolves to its exit code (timeout or signal: 1). With
 * `output` (an array), what it prints is collected there instead, to be shown in one piece.
 */
function run(cmd, args, env = {}, output = undefined) {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const timer = setTimeout(() => {
      console.error(`\n[test] ${cmd} ran past ${STAGE_TIMEOUT_MS / 60_000} min: stopping it.`);
      child.kill('SIGTERM');
    }, STAGE_TIMEOUT_MS);
    child.on('error', (err) => {
      console.error(`[test] could not start ${cmd}: ${err.message}`);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      done(code ?? 1);
    });
  });
}

/**
 * A stage that is one check: passed when every command exits 0 (all of them run, CONCURRENCY at
 * a time, each one's output shown in one piece, in the order given, once it and those before it
 * have ended).
 */
const single =
  (...commands) =>
  async () => {
    const outputs = commands.map(() => []);
    const codes = [];
    let next = 0;
    let shown = 0;
    const show = () => {
      for (; shown < commands.length && codes[shown] !== undefined; shown += 1) {
        const [cmd, args] = commands[shown];
        console.log(`[test] ${[cmd.replace(`${BIN}/`, ''), ...args].join(' ')}`);
        process.stdout.write(Buffer.concat(outputs[shown]));
      }
    };
    const worker = async () => {
      for (let i = next++; i < commands.length; i = next++) {
        const [cmd, args] = commands[i];
        // One command alone streams its output as it comes.
        codes[i] = await run(cmd, args, {}, commands.length > 1 ? outputs[i] : undefined);
        show();
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, commands.length) }, worker));
    const ok = codes.every((code) => code === 0);
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  };

/** Reads {passed, failed} that a runner wrote; a failed run with no failure counted is one. */
function fromSummary(file, code) {
  let counts = { passed: 0, failed: 0 };
  if (existsSync(file)) counts = JSON.parse(readFileSync(file, 'utf8'));
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** Counts of a `node --test` TAP report: the totals at its end. */
function fromTap(file, code) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const total = (name) =>
    Number([...text.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].pop()?.[1] ?? 0);
  const counts = { passed: total('pass'), failed: total('fail') + total('cancelled') };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  // Leaf failures only: a failing subtest also fails its suite and its file.
  counts.failures = [...text.matchAll(/^( *)not ok \d+ - (.*)$/gm)]
    .filter((m, i, all) => !all[i - 1] || all[i - 1][1].length <= m[1].length)
    .map((m) => `${m[2]}\n${failureDetail(text.slice(m.index + m[0].length))}`);
  return counts;
}

/** The first lines of a failure's YAML block (its error, expected and actual): the cause, kept in the summary. */
function failureDetail(rest) {
  const block = rest.split('\n').slice(1);
  const end = block.findIndex((line) => /^ *\.\.\.$/.test(line));
  return block
    .slice(0, end < 0 ? 20 : end)
    .filter((line) => !/duration_ms|failureType|^ *---$|^ *code:|^ *name:|^ *stack:/.test(line))
    .slice(0, 16)
    .map((line) => `         ${line.trim()}`)
    .join('\n');
}

/**
 * The test files that take longest (each several minutes on a busy two-core machine): they start
 * first, so the stage does not end with one of them running alone.
 */
const SLOW_FIRST = [
  'stories-a11y',
  'demo-site',
  'csp',
  'editor',
  'commerce',
  'xss',
  'consent',
  'react-package',
  'demo-arrival',
];
const slowRank = (file) => {
  const rank = SLOW_FIRST.findIndex((name) => file.endsWith(`/${name}.test.mjs`));
  return rank < 0 ? SLOW_FIRST.length : rank;
};

/**
 * A `node --test` stage over the test files in `dirs`, the slowest first. With `buffered`, its
 * output is shown in one piece once it ends (a stage that runs alongside another).
 */
const nodeTests =
  (name, dirs, { buffered = false } = {}) =>
  async () => {
    const files = findTests(dirs, /\.test\.(mjs|js|ts)$/).sort((a, b) => slowRank(a) - slowRank(b));
    if (!files.length) {
      console.log(`[test] no ${name} tests yet (${dirs.join(', ')})`);
      return { passed: 0, failed: 0 };
    }
    const tap = join(OUT, `${name}.tap`);
    rmSync(tap, { force: true });
    const args = ['--test', `--test-timeout=${NODE_TEST_TIMEOUT_MS}`];
    args.push(`--test-concurrency=${CONCURRENCY}`);
    args.push('--test-reporter=spec', '--test-reporter-destination=stdout');
    args.push('--test-reporter=tap', `--test-reporter-destination=${tap}`);
    // tsx lets tests (and the server code they start) be TypeScript.
    args.unshift('--import', 'tsx');
    const output = buffered ? [] : undefined;
    const code = await run(process.execPath, [...args, ...files], {}, output);
    if (output) {
      console.log(`\n━━ ${name} (ran alongside) ━━`);
      process.stdout.write(Buffer.concat(output));
    }
    return fromTap(tap, code);
  };

// The build comes first: the editor (and its story and tests) imports the package by its public
// name, which resolves to the built files, as it would for an outside app.
const STAGES = [
  {
    name: 'build',
    run: single(['npm', ['run', '--silent', 'build']]),
  },
  {
    name: 'typecheck',
    needsBuild: true,
    // The browser stage runs one page at a time: the type check fits in the time it leaves idle.
    alongside: 'browser',
    run: single(
      [join(BIN, 'tsc'), ['--noEmit', '-p', 'tsconfig.json']],
      [join(BIN, 'tsc'), ['--noEmit', '-p', 'server/tsconfig.json']],
      [join(BIN, 'tsc'), ['--noEmit', '-p', 'editor/tsconfig.json']],
    ),
  },
  {
    name: 'lint',
    // Lint needs no build: it runs while the build does (its output shown once it ends).
    alongside: 'build',
    run: single([join(BIN, 'eslint'), ['.']], [join(BIN, 'prettier'), ['--check', '.']]),
  },
  {
    name: 'browser',
    needsBuild: true,
    run: async () => {
      // Which files run is web-test-runner.config.mjs's choice; this only notices there are none.
      const files = findTests(['test'], /\.test\.tsx?$/);
      if (!files.length) {
        console.log('[test] no browser tests yet');
        return { passed: 0, failed: 0 };
      }
      const summary = join(OUT, 'browser.json');
      rmSync(summary, { force: true });
      const args = process.stdout.isTTY ? [] : ['--static-logging'];
      const code = await run(join(BIN, 'web-test-runner'), args, { SQ_TEST_SUMMARY: summary });
      return fromSummary(summary, code);
    },
  },
  {
    name: 'node',
    needsBuild: true,
    // The browser stage runs one page at a time and leaves most of the machine idle: the server
    // tests and the Storybook pass run meanwhile.
    alongside: 'browser',
    run: nodeTests('node', ['test/node', 'test/server'], { buffered: true }),
  },
  {
    name: 'e2e',
    needsBuild: true,
    run: nodeTests('e2e', ['test/e2e']),
  },
  {
    name: 'budgets',
    needsBuild: true,
    // Sizes the built files only: it runs in the browser stage's idle time, after the type check
    // (its output shown at its end).
    alongside: 'browser',
    run: async () => {
      const output = [];
      const summary = join(OUT, 'budgets.json');
      rmSync(summary, { force: true });
      const code = await run(
        process.execPath,
        ['bench/size.mjs', '--check'],
        { SQ_TEST_SUMMARY: summary },
        output,
      );
      const editorSummary = join(OUT, 'budgets-editor.json');
      rmSync(editorSummary, { force: true });
      const editorCode = await run(
        process.execPath,
        ['bench/editor.mjs', '--check'],
        { SQ_TEST_SUMMARY: editorSummary },
        output,
      );
      console.log('\n━━ budgets (ran alongside) ━━');
      process.stdout.write(Buffer.concat(output));
      const chunks = fromSummary(summary, code);
      const editor = fromSummary(editorSummary, editorCode);
      return { passed: chunks.passed + editor.passed, failed: chunks.failed + editor.failed };
    },
  },
];

function selectedStages(argv) {
  const i = argv.indexOf('--only');
  if (i < 0) return STAGES;
  const names = new Set((argv[i + 1] ?? '').split(',').filter(Boolean));
  const unknown = [...names].filter((n) => !STAGES.some((s) => s.name === n));
  if (!names.size || unknown.length) {
    console.error(`--only takes stage names among: ${STAGES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const build =
    !argv.includes('--no-build') && STAGES.some((s) => names.has(s.name) && s.needsBuild);
  if (build) names.add('build');
  return STAGES.filter((s) => names.has(s.name));
}

/** Runs a stage; its counts and seconds. */
async function runStage(stage) {
  const started = performance.now();
  let counts;
  try {
    counts = await stage.run();
  } catch (err) {
    console.error(`[test] stage ${stage.name} broke: ${err.stack ?? err}`);
    counts = { passed: 0, failed: 1 };
  }
  return { name: stage.name, ...counts, seconds: (performance.now() - started) / 1000 };
}

mkdirSync(OUT, { recursive: true });
const results = [];
const selected = selectedStages(process.argv.slice(2));
/** The stages that run alongside `stage`, one after another while it runs. */
const alongside = (stage) => selected.filter((s) => s.alongside === stage.name);
for (const stage of selected) {
  if (selected.some((s) => s.name === stage.alongside)) continue; // started with that stage
  const partners = alongside(stage);
  const names = partners.map((p) => p.name).join(', then ');
  console.log(`\n━━ ${stage.name}${partners.length ? ` (${names} alongside)` : ''} ━━`);
  const pending = (async () => {
    const done = [];
    for (const partner of partners) done.push(await runStage(partner));
    return done;
  })();
  results.push(await runStage(stage));
  results.push(...(await pending));
}

console.log('\n━━ summary ━━');
for (const r of results) {
  const mark = r.failed ? 'FAIL' : 'ok  ';
  console.log(
    `${mark} ${r.name.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${r.seconds.toFixed(1).padStart(7)} s`,
  );
  for (const name of r.failures ?? []) console.log(`       not ok: ${name}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
process.exitCode = failed ? 1 : 0;
console.log(`${passed} passed, ${failed} failed`);
