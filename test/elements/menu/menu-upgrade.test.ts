import { expect, waitUntil } from '@open-wc/testing';
import { menuMarkupCss } from '../../../elements/menu/menu.styles.ts';

// This file loads the menu's code only in its last test: until then `<sq-menu>` is the server
// markup with the page's sq-markup.css rules, as a visitor sees it while the code is on its way.

/** A menu of three sections as a template writes it, in a column as wide as the café page's. */
const MARKUP = `
  <section><h3>Coffee</h3><ul>
    <li><h4>Espresso</h4> <data value="3.25">$3.25</data> <p>A double shot of the house blend.</p></li>
    <li><h4>Cortado</h4> <data value="4.25">$4.25</data></li>
  </ul></section>
  <section><h3>Tea</h3><ul>
    <li><h4>Sencha</h4> <data value="3.75">$3.75</data> <p>Green tea from Shizuoka.</p></li>
  </ul></section>
  <section><h3>Bakes</h3><ul>
    <li><h4>Cardamom bun</h4> <data value="4.50">$4.50</data></li>
  </ul></section>`;

/** A page column with the site's heading styles, holding a menu and a line after it. */
function page(
  attributes = '',
  width = '40rem',
): { menu: HTMLElement; after: HTMLElement; remove: () => void } {
  const column = document.createElement('div');
  column.style.width = width;
  column.innerHTML = `<style>${menuMarkupCss} h3 { font-size: 1.4rem; margin: 1rem 0; }</style>
    <sq-menu ${attributes}>${MARKUP}</sq-menu><p>After the menu.</p>`;
  document.body.append(column);
  return {
    menu: column.querySelector('sq-menu')!,
    after: column.querySelector('sq-menu + p')!,
    remove: () => column.remove(),
  };
}

/** Where each visible box of the menu stands, relative to the menu, rounded to the pixel. */
function boxes(menu: HTMLElement, selectors: string[], root: ParentNode): number[][] {
  const origin = menu.getBoundingClientRect();
  return selectors.map((selector) => {
    const box = root.querySelector(selector)!.getBoundingClientRect();
    return [box.left - origin.left, box.top - origin.top, box.width, box.height].map(Math.round);
  });
}

describe('sq-menu before and after its code loads', () => {
  it('without its code, a menu whose code failed to load (data-sq-error) shows every section', () => {
    const { menu, remove } = page('data-sq-error="load: ChunkLoadError"');
    try {
      const lists = [...menu.querySelectorAll('ul')];
      expect(lists.map((list) => list.getBoundingClientRect().height > 0)).to.deep.equal([
        true,
        true,
        true,
      ]);
    } finally {
      remove();
    }
  });

  it('SPEC §4: while its code loads it already has the tabs’ shape, so nothing moves as it upgrades (in a wide column, and in one too narrow for its tabs)', async () => {
    const columns = [page(), page('', '12rem')];
    try {
      for (const { menu } of columns) {
        const shown = [...menu.querySelectorAll('ul')].map((list) => list.offsetHeight > 0);
        expect(shown, 'only the first section’s items show').to.deep.equal([true, false, false]);
      }
      const waiting = columns.map(({ menu, after }) => ({
        height: menu.getBoundingClientRect().height,
        after: after.getBoundingClientRect().top,
        boxes: boxes(menu, ['section h3', 'section + section h3', 'li', 'li + li'], menu),
      }));

      await import('../../../elements/menu/sq-menu.ts');
      for (const { menu } of columns) {
        await waitUntil(() => menu.shadowRoot?.querySelector('[role=tab]'), 'the menu upgrades');
        await (menu as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      }

      const upgraded = columns.map(({ menu, after }) => ({
        height: menu.getBoundingClientRect().height,
        after: after.getBoundingClientRect().top,
        boxes: boxes(
          menu,
          ['#tab-0', '#tab-1', '[part~=item]', '[part~=item] + [part~=item]'],
          menu.shadowRoot!,
        ),
      }));
      expect(upgraded).to.deep.equal(waiting);
    } finally {
      for (const { remove } of columns) remove();
    }
  });
});
