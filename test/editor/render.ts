/** Rendering React into the test page, and cleaning up after each test. */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';

let mounted: { root: Root; host: HTMLElement }[] = [];

/** Renders `node` with React 19 into a fresh container and returns the container. */
export function render(node: ReactNode): HTMLDivElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(node));
  mounted.push({ root, host });
  return host;
}

/** Unmounts everything {@link render} rendered. */
export function cleanup(): void {
  for (const { root, host } of mounted) {
    flushSync(() => root.unmount());
    host.remove();
  }
  mounted = [];
}
