/**
 * The build's preload helper (vite.site.config.ts puts it in place of Vite's own): before a
 * chunk loaded on demand is imported, it and the chunks it imports are asked for with
 * `<link rel="modulepreload">`, so they come in one round trip with it. The site build lists
 * such imports only for the cookie banner and the system error overlay, and they are JavaScript
 * chunks only (elements carry their CSS in their code). A preload that fails costs nothing: the
 * import itself then fails, and its caller reports it (platform/chunks/chunk-loader.ts).
 * @param load imports the chunk
 * @param deps the chunk and the chunks it imports, relative to `importer`
 * @param importer the address of the importing chunk
 */
export function __vitePreload<T>(
  load: () => Promise<T>,
  deps?: string[],
  importer?: string,
): Promise<T> {
  for (const dep of deps ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(dep, importer).href;
    document.head.append(link);
  }
  return load();
}
