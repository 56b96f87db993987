// Source of react-bindings/jsx.d.ts (see scripts/gen.mjs): React 19 JSX types of every sq- tag,
// so `<sq-accordion data-block-json="…" onsq-toggle={…}>` is typed in React code that uses the tag
// directly. React 19 sets a prop as a property when the element has it, and adds a listener for
// `on<event>` props holding a function.

/** Public, writable instance fields of a class declaration: the props React sets as properties. */
function propertiesOf(decl) {
  return (decl.members ?? []).filter(
    (m) => m.kind === 'field' && !m.static && !m.readonly && /^[A-Za-z]\w*$/.test(m.name),
  );
}

const describe = (text) => (text ? text.replace(/\s+/g, ' ').replace(/\*\//g, '*\\/') : undefined);

function line(doc, code) {
  return [doc ? `/** ${doc} */` : undefined, code].filter(Boolean).join('\n');
}

/** The JSX props of one element: its properties, attributes and `on<event>` listeners. */
function intrinsicElement({ decl }) {
  const props = propertiesOf(decl);
  const propNames = new Set(props.map((p) => p.name));
  const picked = props.length ? props.map((p) => `'${p.name}'`).join(' | ') : 'never';
  const members = [];
  for (const attr of decl.attributes ?? []) {
    if (propNames.has(attr.name)) continue;
    const type = attr.type?.text === 'boolean' ? 'boolean' : 'string';
    members.push(line(describe(attr.description), `'${attr.name}'?: ${type};`));
  }
  for (const event of decl.events ?? []) {
    const doc = `\`${event.name}\`${event.description ? `: ${describe(event.description)}` : ''}`;
    members.push(
      line(
        doc,
        `'on${event.name}'?: (event: GlobalEventHandlersEventMap['${event.name}']) => void;`,
      ),
    );
  }
  const summary = describe(decl.summary || decl.description) ?? `The <${decl.tagName}> element.`;
  return line(
    `\`<${decl.tagName}>\`: ${summary}`,
    `'${decl.tagName}': SqElementProps<${decl.name}, ${picked}> & {\n${members.join('\n')}\n};`,
  );
}

/**
 * @param {{ decl: any, classModule: string }[]} elements from `elementsOf` in gen.mjs
 * @param {string} header the generated-file comment
 */
export function jsxTypes(elements, header) {
  const imports = elements.map(
    ({ decl, classModule }) => `import type { ${decl.name} } from '../${classModule}';`,
  );
  return [
    header,
    `import type * as React from 'react';`,
    ...imports,
    '',
    '/** HTML attributes plus the element properties `P`, which React 19 sets as properties. */',
    'type SqElementProps<E extends HTMLElement, P extends keyof E> = Omit<',
    '  React.DetailedHTMLProps<React.HTMLAttributes<E>, E>,',
    '  P',
    '> &',
    '  Partial<Pick<E, P>>;',
    '',
    `declare module 'react' {`,
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    elements.map(intrinsicElement).join('\n'),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
