/**
 * The `defer-hydration` attribute (the community protocol for elements in server-rendered
 * pages): an element that carries it draws nothing until it is removed, which a React wrapper
 * does once React has hydrated the page, so the element never changes what hydration compares.
 */

/** Resolves once `host` has no `defer-hydration` attribute (at once when it has none). */
export function hydrated(host: Element): Promise<void> {
  return new Promise((resolve) => {
    if (!host.hasAttribute('defer-hydration')) {
      resolve();
      return;
    }
    const watch = new MutationObserver(() => {
      if (host.hasAttribute('defer-hydration')) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(host, { attributes: true, attributeFilter: ['defer-hydration'] });
  });
}
