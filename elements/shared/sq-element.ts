import { LitElement } from 'lit';

/**
 * Base of every sq- element. Server-rendered by a React wrapper, an element carries
 * `defer-hydration` (the community protocol for elements in server-rendered pages) and draws
 * nothing until that attribute is removed, which the wrapper does once React has hydrated the
 * page: the element never changes what hydration compares.
 */
export class SqElement extends LitElement {
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (!this.hasAttribute('defer-hydration')) return super.scheduleUpdate();
    return hydrated(this).then(() => super.scheduleUpdate());
  }
}

/** Resolves once `host` has no `defer-hydration` attribute. */
function hydrated(host: Element): Promise<void> {
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (host.hasAttribute('defer-hydration')) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(host, { attributes: true, attributeFilter: ['defer-hydration'] });
  });
}
