/**
 * Resolves once `host` has no `defer-hydration` attribute: the community protocol by which a
 * server-rendered element waits for the framework that hydrates the page (the React wrappers
 * remove it after hydration).
 */
export function hydrated(host: Element): Promise<void> {
  return new Promise((resolve) => {
    if (!host.hasAttribute('defer-hydration')) return resolve();
    const watch = new MutationObserver(() => {
      if (host.hasAttribute('defer-hydration')) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(host, { attributes: true, attributeFilter: ['defer-hydration'] });
  });
}
