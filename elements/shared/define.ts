import { VERSION } from '../../platform/version/version.ts';

type Versioned = CustomElementConstructor & { sqVersion?: string };

/**
 * Registers `tag` once. Does nothing when the same sq-elements version already holds the tag
 * (a page that loads a chunk twice), and warns, without throwing, when another version holds it.
 */
export function define(tag: `sq-${string}`, ctor: CustomElementConstructor): void {
  // No registry (a server rendering React wrappers): there is nothing to upgrade there.
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag) as Versioned | undefined;
  if (!existing) {
    (ctor as Versioned).sqVersion = VERSION;
    customElements.define(tag, ctor);
    return;
  }
  if (existing.sqVersion === VERSION) return;
  console.warn(
    `[${tag}] already defined by sq-elements ${existing.sqVersion ?? '(unknown version)'}; ` +
      `version ${VERSION} was not registered.`,
  );
}
