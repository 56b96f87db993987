import { expect, oneEvent } from '@open-wc/testing';
import type { SqReservation } from '../../../elements/reservation/sq-reservation.ts';
import {
  consoleErrors,
  DOUBLE,
  doubleUrls,
  drawnWidget,
  loadButton,
  loadByClick,
  mountReservation,
  setContext,
  shows,
} from './reservation-fixture.ts';

/** Every widget at an address that answers 404. */
const missingUrls = () =>
  Object.fromEntries(
    Object.keys(doubleUrls()).map((name) => [name, DOUBLE.replace('widget-double', 'missing')]),
  );

/** Presses the load button (focused first, as a visitor's press leaves it) and waits for the failure. */
async function failByClick(el: SqReservation): Promise<unknown[][]> {
  return consoleErrors(async () => {
    const failed = oneEvent(el, 'sq-embed-error');
    const button = loadButton(el)!;
    button.focus();
    button.click();
    await failed;
  });
}

describe('<sq-reservation> failures (SPEC §8: console-only, block left as is)', () => {
  afterEach(() => document.getElementById('sq-context')?.remove());

  it("SPEC §8: a script that does not load logs 'loadjs failed' and only that; the placeholder stays", async () => {
    setContext({}, missingUrls());
    const el = await mountReservation('restaurant-v1');
    const errors = await failByClick(el);
    await el.updateComplete;
    expect(errors.map((args) => args[0])).to.deep.equal(['[sq-reservation] loadjs failed']);
    expect(el.state).to.equal('failed');
    expect(el.matches(':state(failed)')).to.equal(true);
    expect(shows(el.querySelector('a[href^="https://booking.example.com"]'))).to.equal(true);
    const status = el.shadowRoot!.querySelector('[part~=facade-status]')!;
    expect(shows(status), 'no message on the page').to.equal(false);
    expect(shows(loadButton(el))).to.equal(true);
    expect(el.shadowRoot!.activeElement).to.equal(loadButton(el));
    expect(el.querySelector('[slot^=widget]'), 'no container left').to.equal(null);
    await expect(el).to.be.accessible();

    // The button stays a way to try again.
    setContext();
    await loadByClick(el);
    expect(el.state).to.equal('loaded');
    expect(shows(drawnWidget(el)!.querySelector('.ot-dtp-picker'))).to.equal(true);
  });

  it("SPEC §8: a script that never draws its picker, button and title logs 'widget DOM never rendered'", async function () {
    this.timeout(15_000); // the wait helper looks for about 5 s
    setContext({}, doubleUrls('&fail=timeout'));
    const el = await mountReservation('scheduling');
    const errors = await failByClick(el);
    await el.updateComplete;
    expect(errors.map((args) => args[0])).to.deep.equal([
      '[sq-reservation] widget DOM never rendered',
    ]);
    expect(el.state).to.equal('failed');
    expect(shows(el.querySelector('a[href^="tel:"]'))).to.equal(true);
    expect(el.querySelector('[slot^=widget]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it("SPEC §4, §8: a widget drawn without its button is not loaded: 'widget DOM never rendered'", async function () {
    this.timeout(15_000);
    setContext({}, doubleUrls('&omit=button'));
    const el = await mountReservation('restaurant-v2');
    const errors = await failByClick(el);
    expect(errors.map((args) => args[0])).to.deep.equal([
      '[sq-reservation] widget DOM never rendered',
    ]);
    expect(el.state).to.equal('failed');
  });

  it("SPEC §8: a re-init whose script fails logs 'could not reloadScript and reinit block' and keeps the widget", async () => {
    setContext();
    const el = await mountReservation('table-booking');
    await loadByClick(el);
    const widget = drawnWidget(el)!;

    setContext({}, missingUrls());
    let result: boolean | undefined;
    const errors = await consoleErrors(async () => {
      result = await el.reinit();
    });
    expect(result).to.equal(false);
    expect(errors.map((args) => args[0])).to.deep.equal([
      '[sq-reservation] could not reloadScript and reinit block',
    ]);
    expect(el.state).to.equal('loaded');
    expect(drawnWidget(el)).to.equal(widget);
    expect(shows(widget.querySelector('.resy-picker'))).to.equal(true);
    expect(el.querySelectorAll('[slot^=widget]').length).to.equal(1);
  });
});
