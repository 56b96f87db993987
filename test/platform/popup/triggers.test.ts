import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import {
  DESKTOP_QUERY,
  isMobileViewport,
  whenPopupTriggered,
  type PopupTrigger,
} from '../../../platform/popup/triggers.ts';

/** Whether `promise` has settled after the tasks queued so far (and `ms` more) have run. */
async function settled(promise: Promise<unknown>, ms = 0): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return done;
}

/** The pointer leaving the window: through the top edge (`clientY` ≤ 0) or elsewhere. */
function pointerLeaves(clientY: number): void {
  document.dispatchEvent(
    new MouseEvent('mouseout', { clientY, relatedTarget: null, bubbles: true }),
  );
}

/**
 * This window, as a device with a mouse would answer {@link DESKTOP_QUERY} when it is at least
 * 433 px wide (the test browser runs without a pointing device: `(pointer: none)`).
 */
const withMouse = new Proxy(window, {
  get(target, key) {
    if (key === 'matchMedia') {
      return (query: string) =>
        query === DESKTOP_QUERY
          ? { matches: innerWidth >= 433, media: query }
          : target.matchMedia(query);
    }
    const value: unknown = Reflect.get(target, key);
    return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
  },
});

describe('platform/popup/triggers (when the popup overlay appears, beyond SPEC §4)', () => {
  let stop: AbortController;
  let filler: HTMLElement;
  beforeEach(async () => {
    await setViewport({ width: 1024, height: 600 });
    stop = new AbortController();
    filler = document.body.appendChild(document.createElement('div'));
    filler.style.blockSize = '3000px';
    scrollTo(0, 0);
  });
  afterEach(() => {
    stop.abort();
    filler.remove();
  });

  const trigger = (settings: PopupTrigger | undefined) =>
    whenPopupTriggered(settings, withMouse, stop.signal);

  it('no trigger set (absent, 0, false): fires at once', async () => {
    expect(await settled(trigger(undefined))).to.equal(true);
    expect(
      await settled(trigger({ delaySeconds: 0, scrollPercent: 0, exitIntent: false })),
    ).to.equal(true);
  });

  it('delaySeconds: fires once the delay has passed, not before', async () => {
    const fired = trigger({ delaySeconds: 0.3 });
    expect(await settled(fired, 50)).to.equal(false);
    await fired;
  });

  it('scrollPercent: fires once the visitor has scrolled that far down, not before', async () => {
    const fired = trigger({ scrollPercent: 50 });
    const room = document.documentElement.scrollHeight - innerHeight;
    scrollTo(0, room * 0.3);
    expect(await settled(fired, 50)).to.equal(false);
    scrollTo(0, room * 0.6);
    await fired;
  });

  it('scrollPercent on a page with nothing to scroll: fires at once', async () => {
    filler.style.blockSize = '0';
    expect(await settled(trigger({ scrollPercent: 80 }))).to.equal(true);
  });

  it('exitIntent on a desktop: fires when the pointer leaves through the top, not through a side', async () => {
    const fired = trigger({ exitIntent: true });
    pointerLeaves(300);
    expect(await settled(fired, 20)).to.equal(false);
    pointerLeaves(0);
    await fired;
  });

  it('the first set trigger wins: exit intent before a long delay', async () => {
    const fired = trigger({ delaySeconds: 60, exitIntent: true });
    expect(await settled(fired, 20)).to.equal(false);
    pointerLeaves(-5);
    await fired;
  });

  it('exitIntent away from a desktop (a phone) does not count: with no other trigger it fires at once', async () => {
    await setViewport({ width: 390, height: 700 });
    expect(await settled(trigger({ exitIntent: true }))).to.equal(true);
    const delayed = trigger({ exitIntent: true, delaySeconds: 60 });
    pointerLeaves(0);
    expect(await settled(delayed, 20)).to.equal(false);
  });

  it('an aborted wait never fires and removes its listeners', async () => {
    const fired = trigger({ exitIntent: true, scrollPercent: 50 });
    stop.abort();
    pointerLeaves(0);
    scrollTo(0, document.documentElement.scrollHeight);
    expect(await settled(fired, 50)).to.equal(false);
  });

  it('exitIntent without a pointer that hovers (a touch screen) does not count either', async () => {
    expect(matchMedia(DESKTOP_QUERY).matches, 'this browser has no pointer').to.equal(false);
    expect(await settled(whenPopupTriggered({ exitIntent: true }, window, stop.signal))).to.equal(
      true,
    );
  });

  it('enableMobile: a phone is a viewport up to 432 px wide (SPEC §9 mobile breakpoint)', async () => {
    await setViewport({ width: 432, height: 700 });
    expect(isMobileViewport()).to.equal(true);
    await setViewport({ width: 433, height: 700 });
    expect(isMobileViewport()).to.equal(false);
  });
});
