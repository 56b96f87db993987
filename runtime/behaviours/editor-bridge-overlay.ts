/**
 * The editor bridge's outlines: one around the block under the pointer, one around the selected
 * block, each with the block's name. Drawn in a shadow root of an overlay element of its own,
 * outside the page's body, styled by a constructed style sheet and placed through the CSSOM (no
 * style attribute, no inline style element: a page whose policy forbids inline styles shows them
 * too). The overlay ignores the pointer and is hidden from assistive technology (the editor lists
 * the blocks itself).
 */

const CSS = `
:host { all: initial; }
.box {
  position: fixed;
  box-sizing: border-box;
  pointer-events: none;
  z-index: 2147483646;
  border: 2px dashed #3346c4;
  border-radius: 2px;
}
.box[hidden] { display: none; }
.box.selected { border-style: solid; box-shadow: 0 0 0 1px #fff; }
.label {
  position: absolute;
  left: -2px;
  bottom: 100%;
  max-width: 20rem;
  padding: 2px 6px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font: 600 12px/1.4 system-ui, sans-serif;
  color: #fff;
  background: #3346c4;
  border-radius: 2px 2px 0 0;
}
.box.top .label { bottom: auto; top: 0; border-radius: 0 0 2px 0; }
`;

/** One outline: a box and its name label. */
class Outline {
  readonly box: HTMLElement;
  readonly #label: HTMLElement;
  target: Element | undefined;

  constructor(root: ShadowRoot, kind: 'hover' | 'selected') {
    const doc = root.ownerDocument;
    this.box = doc.createElement('div');
    this.box.className = `box ${kind}`;
    this.box.hidden = true;
    this.#label = doc.createElement('span');
    this.#label.className = 'label';
    this.box.append(this.#label);
    root.append(this.box);
  }

  show(target: Element | undefined, label: string): void {
    this.target = target;
    this.#label.textContent = label;
    this.draw();
  }

  draw(): void {
    const rect = this.target?.isConnected ? this.target.getBoundingClientRect() : undefined;
    this.box.hidden = !rect;
    if (!rect) return;
    const { style } = this.box;
    style.setProperty('left', `${rect.left}px`);
    style.setProperty('top', `${rect.top}px`);
    style.setProperty('width', `${rect.width}px`);
    style.setProperty('height', `${rect.height}px`);
    this.box.classList.toggle('top', rect.top < 20);
  }
}

/** The overlay of one document; {@link remove} takes it away. */
export class BlockOverlay {
  readonly host: HTMLElement;
  readonly hover: Outline;
  readonly selected: Outline;
  readonly #win: Window;
  #frame = 0;
  readonly #schedule = () => {
    if (this.#frame) return;
    this.#frame = this.#win.requestAnimationFrame(() => {
      this.#frame = 0;
      this.draw();
    });
  };

  constructor(doc: Document) {
    this.#win = doc.defaultView!;
    this.host = doc.createElement('div');
    this.host.setAttribute('data-sq-editor-overlay', '');
    this.host.setAttribute('aria-hidden', 'true');
    const root = this.host.attachShadow({ mode: 'open' });
    const sheet = new (this.#win as Window & typeof globalThis).CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
    this.hover = new Outline(root, 'hover');
    this.selected = new Outline(root, 'selected');
    doc.documentElement.append(this.host);
    this.#win.addEventListener('scroll', this.#schedule, { capture: true, passive: true });
    this.#win.addEventListener('resize', this.#schedule, { passive: true });
  }

  /** Draws both outlines where their blocks are now (on the next frame). */
  redraw(): void {
    this.#schedule();
  }

  draw(): void {
    this.hover.draw();
    this.selected.draw();
  }

  remove(): void {
    this.#win.removeEventListener('scroll', this.#schedule, { capture: true });
    this.#win.removeEventListener('resize', this.#schedule);
    if (this.#frame) this.#win.cancelAnimationFrame(this.#frame);
    this.host.remove();
  }
}
