/**
 * Browser-test helpers that act as a framework owning an element's light DOM (React, or any
 * other): what it rendered is recorded, and it removes, adds and reorders children with the plain
 * DOM calls a framework makes (`removeChild`, `insertBefore`, `appendChild`), which throw when
 * the element moved the framework's nodes.
 */
import { expect } from '@open-wc/testing';

/** The nodes a framework rendered: each with its parent and its parent's children at the time. */
export interface Owned {
  nodes: { node: Node; parent: Node; siblings: Node[] }[];
}

/** Records every node inside `root` (not `root` itself), as a framework keeps what it rendered. */
export function own(root: Node): Owned {
  const nodes: Owned['nodes'] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentNode!;
    nodes.push({ node, parent, siblings: [...parent.childNodes] });
  }
  return { nodes };
}

/**
 * Asserts that every recorded node is still the same object under the same parent, among the
 * same siblings in the same order: nothing moved, wrapped, replaced or inserted.
 */
export function expectOwned(owned: Owned, when: string): void {
  for (const { node, parent, siblings } of owned.nodes) {
    const name = node instanceof Element ? `<${node.localName}>` : node.nodeName;
    expect(node.parentNode === parent, `${when}: ${name} is still under its parent`).to.equal(true);
    const now = [...parent.childNodes];
    const same = now.length === siblings.length && now.every((child, i) => child === siblings[i]);
    expect(same, `${when}: the children of ${parent.nodeName} are the ones rendered`).to.equal(
      true,
    );
  }
}

/**
 * Parses `markup` into a detached element (no custom element upgrades yet) and records what a
 * framework would own of it: the element's whole light DOM.
 */
export function rendered<T extends HTMLElement>(markup: string): { el: T; owned: Owned } {
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  const el = document.importNode(template.content.firstElementChild!, true) as T;
  return { el, owned: own(el) };
}

/** Moves the element children of `parent` into `order` (indexes into the current order). */
export function reorder(parent: Element, order: number[]): void {
  const children = [...parent.children];
  for (const i of order) parent.appendChild(children[i]!);
}

/**
 * Whether `a` and `b` hold the very same nodes in the same order (chai's deep equality would
 * compare DOM nodes by their fields, and print whole elements on a failure).
 */
export const sameNodes = (a: readonly Node[], b: readonly Node[]): boolean =>
  a.length === b.length && a.every((node, i) => node === b[i]);
