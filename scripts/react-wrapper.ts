import { createComponent, type EventName, type Options, type ReactWebComponent } from '@lit/react';

type EventNames = Record<string, EventName | string>;

/** What `createWrapper` takes: `createComponent`'s options plus the element's attributes. */
export interface WrapperOptions<I extends HTMLElement, E extends EventNames> extends Options<I, E> {
  /** Property name → attribute name, for every property backed by an attribute. */
  attributes: Record<string, string>;
}

/**
 * A React component for a custom element. In a browser it is `@lit/react`'s `createComponent`:
 * element properties are set as properties and `on…` props listen to the element's events.
 *
 * Where there is no DOM (server rendering), it renders the tag with each attribute-backed
 * property written as its attribute (`blockJson` as `data-block-json`, `forced` as `forced=""`),
 * so the server's HTML holds everything the element reads, plus `defer-hydration`: the element
 * waits until the client's React has hydrated the tree (`@lit/react` removes the attribute after
 * it mounts), and so changes nothing that hydration compares.
 */
export function createWrapper<I extends HTMLElement, E extends EventNames = Record<never, never>>(
  options: WrapperOptions<I, E>,
): ReactWebComponent<I, E> {
  // Type arguments given: inferred ones cost the type check about 30 s (it compares the React
  // component types member by member).
  if (typeof document !== 'undefined') return createComponent<I, E>(options);
  const { react: React, tagName, elementClass, events = {}, attributes, displayName } = options;
  const rendered = React.forwardRef<I, Record<string, unknown>>((props, _ref) => {
    const out: Record<string, unknown> = { 'defer-hydration': '' };
    for (const [name, value] of Object.entries(props)) {
      if (name in events || typeof value === 'function') continue;
      const attribute = attributes[name];
      if (attribute) out[attribute] = value;
      else if (name === 'className') out.class = value;
      // Other element properties (objects, methods) have no HTML form.
      else if (!(name in elementClass.prototype) || name === 'children') out[name] = value;
    }
    return React.createElement(tagName, out);
  });
  rendered.displayName = displayName ?? elementClass.name;
  return rendered as unknown as ReactWebComponent<I, E>;
}
