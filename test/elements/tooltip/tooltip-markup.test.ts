import { expect } from '@open-wc/testing';
import { tooltipMarkupCss } from '../../../elements/tooltip/tooltip.styles.ts';

// The tooltip's code is never loaded here: `<sq-tooltip>` is the server markup with the page's
// sq-markup.css rules, as a visitor sees it while the code is on its way or after it failed.

/** A sentence holding a tooltip's server markup; `attributes` go on `<sq-tooltip>`. */
function sentence(attributes = ''): { tip: HTMLElement; remove: () => void } {
  const paragraph = document.createElement('p');
  paragraph.innerHTML = `<style>${tooltipMarkupCss}</style>Fired to
    <sq-tooltip ${attributes}><span>cone 6</span><span slot="content">about 1,220 °C</span></sq-tooltip>.`;
  document.body.append(paragraph);
  return { tip: paragraph.querySelector('[slot=content]')!, remove: () => paragraph.remove() };
}

describe('sq-tooltip markup before its code', () => {
  it('while its code loads, the tip’s text is hidden from the first paint (nothing reflows when it upgrades)', () => {
    const { tip, remove } = sentence();
    try {
      expect(tip.getClientRects().length).to.equal(0);
    } finally {
      remove();
    }
  });

  it('once its code has failed to load (data-sq-error), the tip’s text shows beside its term', () => {
    const { tip, remove } = sentence('data-sq-error="load: ChunkLoadError"');
    try {
      expect(tip.getClientRects().length).to.be.greaterThan(0);
      expect(tip.textContent).to.equal('about 1,220 °C');
    } finally {
      remove();
    }
  });
});
