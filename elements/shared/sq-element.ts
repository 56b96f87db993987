import { LitElement } from 'lit';
import { hydrated } from './hydration.ts';
import { nextTask } from './next-task.ts';

/**
 * Base of every sq- element.
 *
 * - Each element's first render runs in a task of its own: the blocks a chunk defines upgrade one
 *   task each, so the page answers a tap in between (ten products on a shop page are ten short
 *   tasks, not one long one).
 * - Server-rendered by a React wrapper, an element carries `defer-hydration` (the community
 *   protocol for elements in server-rendered pages) and draws nothing until that attribute is
 *   removed, which the wrapper does once React has hydrated the page: the element never changes
 *   what hydration compares.
 */
export class SqElement extends LitElement {
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (this.hasUpdated) return super.scheduleUpdate();
    const ready = this.hasAttribute('defer-hydration') ? hydrated(this) : nextTask();
    return ready.then(() => super.scheduleUpdate());
  }
}
