// The generated files (custom-elements.json, react-bindings/, editor/generated/) are committed: they must equal what
// `npm run gen` produces now. The generator's own rules are checked on a small fixture project.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, generate } from '../../scripts/gen.mjs';

/** Relative paths of the generated files found under `dir`. */
function generatedFiles(dir) {
  const bindings = path.join(dir, 'react-bindings');
  const names = existsSync(bindings) ? readdirSync(bindings).map((n) => `react-bindings/${n}`) : [];
  const single = ['custom-elements.json', 'editor/generated/block-schemas.json'];
  return [...single.filter((f) => existsSync(path.join(dir, f))), ...names].sort();
}

test('ARCHITECTURE generated files: committed custom-elements.json, react-bindings/ and editor/generated/block-schemas.json are fresh', (t) => {
  const out = mkdtempSync(path.join(tmpdir(), 'sq-gen-'));
  t.after(() => rmSync(out, { recursive: true, force: true }));
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/gen.mjs'), '--out', out], { cwd: ROOT });
  const fresh = generatedFiles(out);
  const committed = generatedFiles(ROOT);
  const stale = [
    ...fresh.filter((f) => !committed.includes(f)).map((f) => `${f} is missing`),
    ...committed.filter((f) => !fresh.includes(f)).map((f) => `${f} is no longer generated`),
    ...fresh
      .filter((f) => committed.includes(f))
      .filter(
        (f) => readFileSync(path.join(out, f), 'utf8') !== readFileSync(path.join(ROOT, f), 'utf8'),
      )
      .map((f) => `${f} differs`),
  ];
  assert.deepEqual(
    stale,
    [],
    `Generated files are stale (${stale.join('; ')}). Run \`npm run gen\`.`,
  );
});

const PROBE_CLASS = `import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { emit, type SqEvent } from '../shared/events.ts';

/**
 * A fixture element.
 * @summary Probes the generator.
 * @fires sq-toggle - An item opened or closed.
 */
export class SqProbe extends LitElement {
  /** Settings. */
  @property({ attribute: 'data-block-json' }) blockJson: string | null = null;
  /** A count. */
  @property({ type: Number }) itemCount = 0;
  private secret = 1;
  protected override render() {
    return html\`<button @click=\${() => emit(this, 'sq-moved', { to: this.secret })}>b</button>\`;
  }
}
declare global {
  interface GlobalEventHandlersEventMap {
    'sq-toggle': SqEvent<{ index: number; open: boolean }>;
    'sq-moved': SqEvent<{ to: number }>;
  }
}
`;
const PROBE_DEFINE = `import { define } from '../shared/define.ts';
import { SqProbe } from './probe.ts';
define('sq-probe', SqProbe);
`;

/** A project folder holding one element (elements/probe) and the real generator config. */
function fixture(t, classSource = PROBE_CLASS) {
  const root = mkdtempSync(path.join(tmpdir(), 'sq-gen-fixture-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'elements/probe'), { recursive: true });
  mkdirSync(path.join(root, 'elements/shared'));
  // The analyzer's config loader looks for the nearest package.json (and loops without one).
  writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }\n');
  for (const file of ['custom-elements-manifest.config.mjs', '.prettierrc.json', '.editorconfig']) {
    if (existsSync(path.join(ROOT, file)))
      copyFileSync(path.join(ROOT, file), path.join(root, file));
  }
  symlinkSync(path.join(ROOT, 'scripts'), path.join(root, 'scripts'));
  copyFileSync(
    path.join(ROOT, 'elements/shared/events.ts'),
    path.join(root, 'elements/shared/events.ts'),
  );
  copyFileSync(
    path.join(ROOT, 'elements/shared/define.ts'),
    path.join(root, 'elements/shared/define.ts'),
  );
  writeFileSync(path.join(root, 'elements/probe/probe.ts'), classSource);
  writeFileSync(path.join(root, 'elements/probe/sq-probe.ts'), PROBE_DEFINE);
  return root;
}

test('gen: the define module gives the class its tag, and the wrapper registers it and maps every event', async (t) => {
  const files = await generate(fixture(t));
  assert.deepEqual([...files.keys()].sort(), [
    'custom-elements.json',
    'editor/generated/block-schemas.json',
    'react-bindings/create-wrapper.ts',
    'react-bindings/jsx.d.ts',
    'react-bindings/sq-probe.ts',
  ]);
  const manifest = JSON.parse(files.get('custom-elements.json'));
  const probe = manifest.modules.find((m) => m.path === 'elements/probe/probe.ts').declarations[0];
  assert.equal(probe.tagName, 'sq-probe');
  assert.deepEqual(
    probe.attributes.map((a) => a.name),
    ['data-block-json', 'itemcount'],
  );
  assert.deepEqual(
    probe.members.map((m) => m.name),
    ['blockJson', 'itemCount'],
    'private members are left out',
  );
  assert.deepEqual(
    probe.events.map((e) => [e.name, e.type.text]),
    [
      ['sq-toggle', 'SqEvent<{ index: number; open: boolean }>'],
      ['sq-moved', 'SqEvent<{ to: number }>'],
    ],
  );
  const wrapper = files.get('react-bindings/sq-probe.ts');
  assert.match(wrapper, /^\/\/ Generated by `npm run gen`/);
  assert.match(
    wrapper,
    /import \{ SqProbe as SqProbeElement \} from '\.\.\/elements\/probe\/probe\.ts';/,
  );
  assert.match(wrapper, /import '\.\.\/elements\/probe\/sq-probe\.ts';/);
  assert.match(wrapper, /export const SqProbe = createWrapper\(\{/);
  assert.match(
    wrapper,
    /attributes: \{\s*blockJson: 'data-block-json',\s*itemCount: 'itemcount',\s*\}/,
    'every attribute-backed property, for server rendering',
  );
  assert.match(
    wrapper,
    /onSqToggle: 'sq-toggle' as EventName<GlobalEventHandlersEventMap\['sq-toggle'\]>/,
  );
  assert.match(
    wrapper,
    /onSqMoved: 'sq-moved' as EventName<GlobalEventHandlersEventMap\['sq-moved'\]>/,
  );
  const jsx = files.get('react-bindings/jsx.d.ts');
  assert.match(jsx, /'sq-probe': SqElementProps<SqProbe, 'blockJson' \| 'itemCount'>/);
  assert.match(
    jsx,
    /'onsq-toggle'\?: \(event: GlobalEventHandlersEventMap\['sq-toggle'\]\) => void;/,
  );
});

test('gen: two runs give the same bytes', async (t) => {
  const root = fixture(t);
  const [first, second] = [await generate(root), await generate(root)];
  assert.deepEqual([...second], [...first]);
});

test('gen: an sq- event missing from GlobalEventHandlersEventMap fails, naming the event and the fix', async (t) => {
  const undeclared = PROBE_CLASS.replace("    'sq-moved': SqEvent<{ to: number }>;\n", '');
  await assert.rejects(generate(fixture(t, undeclared)), (error) => {
    assert.match(error.message, /'sq-moved'/);
    assert.match(error.message, /GlobalEventHandlersEventMap/);
    return true;
  });
});
