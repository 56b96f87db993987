// A web-test-runner / @web/dev-server plugin that serves React to browser tests as ES modules.
// React ships CommonJS only, which the dev server cannot hand to a browser. This plugin bundles
// react, react-dom, react-dom/client and the JSX runtimes once with esbuild into one module (so
// every import shares one React), and answers each bare import with a small module re-exporting
// that specifier's names.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PREFIX = '/__react-esm/';

/** Bare specifier → name of its namespace in the shared bundle. */
const MODULES = {
  react: 'react',
  'react/jsx-runtime': 'jsxRuntime',
  'react/jsx-dev-runtime': 'jsxDevRuntime',
  'react-dom': 'reactDom',
  'react-dom/client': 'reactDomClient',
};

const fileOf = (specifier) => `${PREFIX}${specifier.replace(/\//g, '__')}.js`;

async function bundle() {
  const entry = Object.entries(MODULES)
    .map(([specifier, name]) => `export * as ${name} from '${specifier}';`)
    .join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"development"' },
  });
  return result.outputFiles[0].text;
}

let exportNames;
/**
 * Specifier → the names its CommonJS module exports, read in a separate Node process (React's
 * development build calls console methods the test runner's console lacks).
 */
function namesOf(specifier) {
  const script = `console.log(JSON.stringify(Object.fromEntries(${JSON.stringify(Object.keys(MODULES))}
    .map((s) => [s, Object.keys(require(s))]))))`;
  exportNames ??= JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' }),
  );
  return exportNames[specifier].filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
}

/** The module answering `specifier`: its default export and every named export React has. */
function proxy(specifier) {
  const names = namesOf(specifier);
  const ns = MODULES[specifier];
  return [
    `import { ${ns} as ns } from '${PREFIX}bundle.js';`,
    `const mod = ns.default ?? ns;`,
    `export default mod;`,
    ...names.map((n) => `export const ${n} = mod.${n};`),
  ].join('\n');
}

/** @returns {import('@web/dev-server-core').Plugin} */
export function reactEsmPlugin() {
  let bundled;
  const byFile = new Map(Object.keys(MODULES).map((s) => [fileOf(s), s]));
  return {
    name: 'sq-react-esm',
    resolveImport({ source }) {
      return source in MODULES ? fileOf(source) : undefined;
    },
    async serve(context) {
      if (context.path === `${PREFIX}bundle.js`) {
        bundled ??= bundle();
        return { body: await bundled, type: 'js' };
      }
      const specifier = byFile.get(context.path);
      return specifier ? { body: proxy(specifier), type: 'js' } : undefined;
    },
  };
}
