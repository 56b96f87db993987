import { LitElement } from 'lit';
import { hydrated } from './hydration.ts';

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
