import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/menu/sq-menu.ts';
import type { SqMenu } from '../../../elements/menu/sq-menu.ts';
import { configureAnalytics } from '../../../platform/analytics/context.ts';
import type { PageContext } from '../../../platform/context/page-context.ts';
import { focused, tab } from '../shared/apg.ts';
import { blockFixture } from '../shared/block-fixture.ts';

/** The café's menu as a template writes it: four sections, prices as `<data>` amounts. */
function cafe(json = '{}') {
  return blockFixture<SqMenu>(
    html`<div>
      <button id="before">Before</button>
      <sq-menu data-block-json=${json}>
        <section>
          <h3>Coffee</h3>
          <ul>
            <li>
              <h4>Espresso</h4>
              <data value="3">$3.00</data>
            </li>
            <li>
              <h4>Cortado</h4>
              <data value="4.25">$4.25</data>
              <p>Espresso cut with warm milk.</p>
            </li>
          </ul>
        </section>
        <section>
          <h3>Tea</h3>
          <ul>
            <li><strong>Sencha</strong> <data value="3.5">$3.50</data></li>
          </ul>
        </section>
        <section>
          <h3>Bakes</h3>
          <ul>
            <li>
              <h4>Cardamom bun</h4>
              <data value="">Ask at the counter</data>
            </li>
          </ul>
        </section>
      </sq-menu>
      <button id="after">After</button>
    </div>`,
  ).then(({ el, ...rest }) => ({ el: el.querySelector('sq-menu')!, ...rest }));
}

const root = (el: SqMenu) => el.shadowRoot!;
const tabs = (el: SqMenu) => [...root(el).querySelectorAll<HTMLElement>('[role=tab]')];
const titles = (el: SqMenu) => tabs(el).map((t) => t.textContent!.trim());
const selected = (el: SqMenu) =>
  tabs(el)
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent!.trim());
/** The panels a visitor sees: each as its item lines "name · price · description". */
const shownItems = (el: SqMenu) =>
  [...root(el).querySelectorAll<HTMLElement>('[part~=item]')]
    .filter((item) => item.checkVisibility())
    .map((item) => [...item.children].map((part) => part.textContent!.trim()).join(' · '));
const focusedTab = () => focused()?.textContent?.trim();

async function press(el: SqMenu, key: string): Promise<void> {
  await sendKeys({ press: key });
  await el.updateComplete;
}

afterEach(() => configureAnalytics(undefined));

describe('<sq-menu> (SPEC §4 Menu block)', () => {
  it('SPEC §4: the sections become tabs, the first selected by default, its items with prices in the site currency (USD)', async () => {
    const { el, errors } = await cafe();
    expect(errors).to.deep.equal([]);
    expect(root(el).querySelector('[role=tablist]')!.getAttribute('aria-label')).to.equal('Menu');
    expect(titles(el)).to.deep.equal(['Coffee', 'Tea', 'Bakes']);
    expect(selected(el)).to.deep.equal(['Coffee']);
    expect(shownItems(el)).to.deep.equal([
      'Espresso · $3.00',
      'Cortado · $4.25 · Espresso cut with warm milk.',
    ]);
    const panel = root(el).querySelector<HTMLElement>('[role=tabpanel]:not([hidden])')!;
    expect(panel.getAttribute('aria-labelledby')).to.equal(tabs(el)[0]!.id);
    expect(tabs(el)[0]!.getAttribute('aria-controls')).to.equal(panel.id);
    expect(
      el.querySelector('section')!.checkVisibility(),
      'the server markup is not shown',
    ).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('SPEC §4 / APG tabs: one tab stop; arrows move focus with wrap, Home/End, without selecting; Enter and Space select', async () => {
    const { el } = await cafe();
    el.parentElement!.querySelector<HTMLElement>('#before')!.focus();
    await tab();
    expect(focusedTab(), 'Tab enters at the selected tab').to.equal('Coffee');
    expect(focused()?.getAttribute('role')).to.equal('tab');
    await tab();
    expect(focused()?.getAttribute('role'), 'the next stop is the panel').to.equal('tabpanel');
    await tab(true);
    await press(el, 'ArrowRight');
    expect(focusedTab()).to.equal('Tea');
    expect(selected(el), 'moving focus does not select (manual activation)').to.deep.equal([
      'Coffee',
    ]);
    await press(el, 'ArrowRight');
    await press(el, 'ArrowRight');
    expect(focusedTab(), 'Arrow Right wraps from the last tab to the first').to.equal('Coffee');
    await press(el, 'ArrowLeft');
    expect(focusedTab(), 'Arrow Left wraps from the first tab to the last').to.equal('Bakes');
    await press(el, 'Home');
    expect(focusedTab()).to.equal('Coffee');
    await press(el, 'End');
    expect(focusedTab()).to.equal('Bakes');

    const shown = oneEvent(el, 'sq-tab-show');
    await press(el, 'Enter');
    expect((await shown).detail).to.deep.equal({ index: 2, title: 'Bakes' });
    expect(selected(el)).to.deep.equal(['Bakes']);
    expect(shownItems(el), 'a price written as text shows as written').to.deep.equal([
      'Cardamom bun · Ask at the counter',
    ]);
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([-1, -1, 0]);
    await expect(el).to.be.accessible();

    await press(el, 'ArrowLeft');
    await press(el, ' ');
    expect(selected(el)).to.deep.equal(['Tea']);
    expect(shownItems(el)).to.deep.equal(['Sencha · $3.50']);
    await expect(el).to.be.accessible();
    await tab();
    await tab();
    expect((focused() as HTMLElement).id, 'one tab stop: after the panel comes the page').to.equal(
      'after',
    );
    await tab(true);
    await tab(true);
    expect(focusedTab(), 'Shift+Tab comes back to the selected tab').to.equal('Tea');
  });

  it('a click selects a tab', async () => {
    const { el } = await cafe();
    tabs(el)[1]!.click();
    await el.updateComplete;
    expect(selected(el)).to.deep.equal(['Tea']);
    expect(el.selectedIndex).to.equal(1);
  });

  it('SPEC §3 currency: prices follow the site currency (EUR, and whole yen for JPY)', async () => {
    configureAnalytics({
      website: { id: 'site-1' },
      websiteSettings: { storeSettings: { selectedCurrency: 'EUR' } },
    } as PageContext);
    const { el } = await cafe();
    expect(shownItems(el)[1]).to.equal('Cortado · €4.25 · Espresso cut with warm milk.');
    configureAnalytics({
      website: { id: 'site-1' },
      websiteSettings: { storeSettings: { selectedCurrency: 'JPY' } },
    } as PageContext);
    const yen = await fixture<SqMenu>(
      html`<sq-menu
        data-block-json=${JSON.stringify({
          sections: [{ title: 'Tea', items: [{ name: 'Matcha', price: 650.4 }] }],
        })}
      ></sq-menu>`,
    );
    expect(shownItems(yen)).to.deep.equal(['Matcha · ¥650']);
  });

  it('sections from data-block-json win over the markup; one section has a heading and no tab list', async () => {
    const json = JSON.stringify({
      sections: [
        {
          title: 'Soft drinks',
          items: [
            { name: 'Lemonade', description: 'Made here every morning.', price: 4 },
            { name: 'Seasonal soda', price: 'Ask us' },
          ],
        },
      ],
    });
    const { el } = await cafe(json);
    expect(root(el).querySelector('[role=tablist]')).to.equal(null);
    expect(root(el).querySelector('h3')!.textContent).to.equal('Soft drinks');
    expect(shownItems(el)).to.deep.equal([
      'Lemonade · $4.00 · Made here every morning.',
      'Seasonal soda · Ask us',
    ]);
    await expect(el).to.be.accessible();
  });

  it('the markup changing (a section added) is read again', async () => {
    const { el } = await cafe();
    const section = document.createElement('section');
    section.innerHTML =
      '<h3>Soft drinks</h3><ul><li><h4>Lemonade</h4><data value="4">$4</data></li></ul>';
    el.append(section);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Coffee', 'Tea', 'Bakes', 'Soft drinks']);
  });

  it('public contract 3: invalid data-block-json keeps the server markup and reports the path', async () => {
    const { el, errors } = await cafe('{"sections":[{"title":"","items":[]}]}');
    expect(el.getAttribute('data-sq-error')).to.equal('sections.0.title: must not be empty');
    expect(errors).to.deep.equal([
      '[sq-menu] invalid data-block-json: sections.0.title: must not be empty',
    ]);
    expect(el.querySelector('section')!.checkVisibility()).to.equal(true);
    expect(root(el).querySelector('[role=tablist]')).to.equal(null);
  });
});
