// Custom Elements Manifest analyzer plugin for sq-elements conventions (see
// custom-elements-manifest.config.mjs). It teaches the analyzer what our modules mean:
// - tags are registered by the define module `elements/NAME/sq-NAME.ts` with
//   `define('sq-NAME', SqName)` from elements/shared/define.ts, not by `customElements.define`
//   in the class module; the define module is added to the manifest as a
//   `custom-element-definition` export, and the class gets its `tagName`;
// - events dispatched with `emit(this, 'sq-…', detail)` are listed even without an `@fires` tag,
//   and every event gets its type from the `GlobalEventHandlersEventMap` declarations;
// - Lit's default attribute of a property is its lower-cased name;
// - only the public API is documented (private and protected members are dropped).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ts } from '@custom-elements-manifest/analyzer';

const posix = path.posix;

/** `elements/NAME/sq-*.ts` files, the modules that register tags (none in elements/shared). */
export function findDefineModules(root) {
  const found = [];
  const elementsDir = path.join(root, 'elements');
  for (const dir of readdirSync(elementsDir, { withFileTypes: true })) {
    if (!dir.isDirectory() || dir.name === 'shared') continue;
    for (const file of readdirSync(path.join(elementsDir, dir.name))) {
      if (/^sq-.*\.ts$/.test(file) && !file.endsWith('.d.ts')) {
        found.push(posix.join('elements', dir.name, file));
      }
    }
  }
  return found.sort();
}

/** Property name → type text of every `interface GlobalEventHandlersEventMap` in `source`. */
function collectEventTypes(source, into) {
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'GlobalEventHandlersEventMap') {
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || !member.type) continue;
        const name = ts.isStringLiteral(member.name)
          ? member.name.text
          : member.name.getText(source);
        into.set(name, member.type.getText(source));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** `define('sq-x', Cls)` and `customElements.define('sq-x', Cls)` calls of a define module. */
function collectDefineCalls(source, modulePath) {
  const imports = new Map();
  const calls = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      const bindings = node.importClause?.namedBindings;
      if (spec.startsWith('.') && bindings && ts.isNamedImports(bindings)) {
        const from = posix.normalize(posix.join(posix.dirname(modulePath), spec));
        for (const el of bindings.elements) {
          imports.set(el.name.text, { module: from, name: (el.propertyName ?? el.name).text });
        }
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const [tag, cls] = node.arguments;
      const isDefine = callee === 'define' || /(^|\.)customElements\.define$/.test(callee);
      if (isDefine && tag && ts.isStringLiteral(tag) && cls && ts.isIdentifier(cls)) {
        calls.push({ tag: tag.text, local: cls.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls.map(({ tag, local }) => ({
    tag,
    declaration: imports.get(local) ?? { module: modulePath, name: local },
  }));
}

/** `emit(this, 'sq-…', …)` calls inside a class body. */
function collectEmittedEvents(classNode) {
  const names = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [target, type] = node.arguments;
      if (node.expression.text === 'emit' && target?.kind === ts.SyntaxKind.ThisKeyword) {
        if (type && ts.isStringLiteralLike(type)) names.push(type.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(classNode);
  return names;
}

const isPublic = (member) =>
  member.privacy !== 'private' && member.privacy !== 'protected' && !member.name.startsWith('#');

/**
 * @param {{ root: string }} options root: the project folder (where `elements/` is)
 * @returns {import('@custom-elements-manifest/analyzer').Plugin}
 */
export function sqElementsPlugin({ root }) {
  const eventTypes = new Map();
  return {
    name: 'sq-elements',
    analyzePhase({ node, moduleDoc }) {
      if (node.kind === ts.SyntaxKind.SourceFile) collectEventTypes(node, eventTypes);
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const classDoc = moduleDoc.declarations?.find((d) => d.name === node.name.text);
      if (!classDoc) return;
      classDoc.events ??= [];
      for (const name of collectEmittedEvents(node)) {
        if (!classDoc.events.some((e) => e.name === name)) classDoc.events.push({ name });
      }
    },
    packageLinkPhase({ customElementsManifest: manifest }) {
      const modules = manifest.modules;
      const classes = new Map();
      for (const mod of modules) {
        mod.path = mod.path.replace(/^\/+/, '');
        // The analyzer reads `customElements.define(tag, ctor)` inside helpers as a definition.
        mod.exports = (mod.exports ?? []).filter(
          (e) => e.kind !== 'custom-element-definition' || e.name.startsWith('sq-'),
        );
        for (const decl of mod.declarations ?? []) {
          if (decl.kind === 'class') classes.set(`${mod.path}#${decl.name}`, decl);
          if (decl.superclass?.module)
            decl.superclass.module = decl.superclass.module.replace(/^\/+/, '');
        }
      }
      for (const definePath of findDefineModules(root)) {
        const text = readFileSync(path.join(root, definePath), 'utf8');
        const source = ts.createSourceFile(definePath, text, ts.ScriptTarget.ES2022, true);
        collectEventTypes(source, eventTypes);
        const exports = [];
        for (const { tag, declaration } of collectDefineCalls(source, definePath)) {
          const decl = classes.get(`${declaration.module}#${declaration.name}`);
          if (!decl) {
            throw new Error(
              `${definePath} defines <${tag}> with ${declaration.name}, but no class ${declaration.name} ` +
                `was found in ${declaration.module} (is the module analyzed and the class exported?)`,
            );
          }
          decl.tagName = tag;
          decl.customElement = true;
          exports.push({ kind: 'custom-element-definition', name: tag, declaration });
        }
        if (exports.length) {
          modules.push({ kind: 'javascript-module', path: definePath, declarations: [], exports });
        }
      }
      for (const decl of classes.values()) {
        if (decl.members) decl.members = decl.members.filter(isPublic);
        for (const member of decl.members ?? []) {
          if (member.attribute) member.attribute = member.attribute.toLowerCase();
        }
        for (const attr of decl.attributes ?? []) attr.name = attr.name.toLowerCase();
        for (const event of decl.events ?? []) {
          const type = eventTypes.get(event.name);
          if (type && !event.type) event.type = { text: type };
        }
      }
      modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    },
  };
}
