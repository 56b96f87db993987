import { LitElement } from 'lit';
import { nextTask } from '../../platform/timing/next-task.ts';
import { hydrated } from './hydration.ts';
import { UPGRADING } from './stand-in.ts';

/**
 * Base of every sq- element.
 *
 * - Upgraded in place (the page held the element before its tag was defined, as when the
 *   runtime's chunks arrive), an element connects and draws in a task of its own, so the ten
 *   products of a shop page upgrade as ten short tasks and the page answers a tap in between.
 *   Until then it has no shadow root, its server markup shows as it did, and the host carries
 *   `data-sq-upgrading`, which stand-in styles select beside `:not(:defined)` (`sq-markup.css`
 *   does for every element; a template's own: `sq-NAME:is(:not(:defined), [data-sq-upgrading])`).
 *   An element created by script (`createElement`, a React wrapper, a Lit template) draws at
 *   once; markup parsed into the page (by the parser or `innerHTML`) is upgraded in place.
 * - Server-rendered by a React wrapper, an element carries `defer-hydration` (the community
 *   protocol for elements in server-rendered pages) and draws nothing until that attribute is
 *   removed, which the wrapper does once React has hydrated the page: the element never changes
 *   what hydration compares.
 */
export class SqElement extends LitElement {
  /** The page held the element before its tag was defined: its first draw waits one task. */
  readonly #inPlace = this.isConnected;

  /** The first connection's task, while it waits. */
  #waiting?: Promise<void>;

  override connectedCallback(): void {
    if (!this.#inPlace || this.renderRoot || this.hasAttribute('defer-hydration')) {
      return super.connectedCallback();
    }
    this.setAttribute(UPGRADING, '');
    if (this.#waiting) return;
    this.#waiting = nextTask().then(() => {
      this.#waiting = undefined;
      if (!this.isConnected || this.renderRoot) return;
      // The shadow root, the first render (in this task's microtasks) and the stand-in's end
      // come together, before the next frame.
      this.removeAttribute(UPGRADING);
      super.connectedCallback();
    });
  }

  protected override scheduleUpdate(): void | Promise<unknown> {
    if (!this.hasAttribute('defer-hydration')) return super.scheduleUpdate();
    return hydrated(this).then(() => super.scheduleUpdate());
  }
}
