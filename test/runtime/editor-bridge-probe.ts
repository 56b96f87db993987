/**
 * A block for the editor bridge tests: draws its `data-block-json` one animation frame after it
 * changes (into `data-drawn`), and says when through `updateComplete`, as a Lit element does.
 */
class SqProbe extends HTMLElement {
  static observedAttributes = ['data-block-json'];
  #drawn: Promise<void> = Promise.resolve();

  get updateComplete(): Promise<void> {
    return this.#drawn;
  }

  attributeChangedCallback(): void {
    this.#drawn = new Promise((resolve) =>
      requestAnimationFrame(() => {
        this.dataset.drawn = this.getAttribute('data-block-json') ?? '';
        resolve();
      }),
    );
  }
}

customElements.define('sq-probe', SqProbe);
