import { expect } from '@open-wc/testing';
import { define } from '../../../elements/shared/define.ts';
import { VERSION } from '../../../platform/version/version.ts';

let count = 0;
/** A tag no other test has used. */
const freshTag = (): `sq-${string}` => `sq-define-test-${++count}`;

/** Runs `action` and returns what it logged with console.warn. */
function warnings(action: () => void): string[] {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => seen.push(args.map(String).join(' '));
  try {
    action();
  } finally {
    console.warn = original;
  }
  return seen;
}

describe('define', () => {
  it('registers a new tag, marked with this version', () => {
    const tag = freshTag();
    class First extends HTMLElement {}
    expect(warnings(() => define(tag, First))).to.deep.equal([]);
    expect(customElements.get(tag)).to.equal(First);
    expect((First as unknown as { sqVersion: string }).sqVersion).to.equal(VERSION);
    expect(document.createElement(tag)).to.be.instanceOf(First);
  });

  it('the same version defining the tag again is silent and keeps the first class', () => {
    const tag = freshTag();
    class First extends HTMLElement {}
    class Again extends HTMLElement {}
    define(tag, First);
    expect(warnings(() => define(tag, Again))).to.deep.equal([]);
    expect(customElements.get(tag)).to.equal(First);
  });

  it('another version holding the tag: one warning naming both versions, no throw', () => {
    const tag = freshTag();
    class Older extends HTMLElement {
      static sqVersion = '0.0.1-older';
    }
    customElements.define(tag, Older);
    class Newer extends HTMLElement {}
    const seen = warnings(() => define(tag, Newer));
    expect(seen).to.deep.equal([
      `[${tag}] already defined by sq-elements 0.0.1-older; version ${VERSION} was not registered.`,
    ]);
    expect(customElements.get(tag)).to.equal(Older);
  });

  it('a tag taken by code outside sq-elements: one warning with an unknown version', () => {
    const tag = freshTag();
    customElements.define(tag, class extends HTMLElement {});
    const seen = warnings(() => define(tag, class extends HTMLElement {}));
    expect(seen).to.have.length(1);
    expect(seen[0]).to.contain('(unknown version)');
  });
});
