import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendMouse } from '@web/test-runner-commands';
import { Autoplay, TOUCH_DEVICE_QUERY } from '../../../../elements/gallery/motion/autoplay.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to 3 s) until `check` is true. */
async function until(check: () => boolean): Promise<void> {
  const end = performance.now() + 3000;
  while (!check()) {
    if (performance.now() > end) throw new Error('condition not met in time');
    await sleep(5);
  }
}

/** An autoplay that records its advances. */
function recorder(timeoutMs: number, randomize?: boolean) {
  const advances: boolean[] = [];
  const autoplay = new Autoplay({ timeoutMs, randomize, onAdvance: (r) => advances.push(r) });
  return { autoplay, advances };
}

/** Runs `check` with `?nomotion=true` in the address, then puts the address back. */
function withNomotion<T>(check: () => T): T {
  const original = location.href;
  const url = new URL(original);
  url.searchParams.set('nomotion', 'true');
  history.replaceState(history.state, '', url);
  try {
    return check();
  } finally {
    history.replaceState(history.state, '', original);
  }
}

describe('gallery motion/autoplay: timer', () => {
  let active: Autoplay[] = [];
  const make = (timeoutMs: number, randomize?: boolean) => {
    const made = recorder(timeoutMs, randomize);
    active.push(made.autoplay);
    return made;
  };
  afterEach(async () => {
    active.forEach((autoplay) => autoplay.dispose());
    active = [];
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('SPEC §4: autoplay advances on a timeout, again and again, until disposed', async () => {
    const { autoplay, advances } = make(20);
    expect(autoplay.running).to.equal(false);
    autoplay.start();
    expect(autoplay.running).to.equal(true);
    await until(() => advances.length >= 3);
    expect(advances.slice(0, 3)).to.deep.equal([false, false, false]);
    autoplay.dispose();
    const count = advances.length;
    await sleep(80);
    expect(advances).to.have.length(count);
    expect(autoplay.running).to.equal(false);
  });

  it('SPEC §4: with randomize, autoplay asks for a random slide', async () => {
    const { autoplay, advances } = make(20, true);
    autoplay.start();
    await until(() => advances.length >= 1);
    expect(advances[0]).to.equal(true);
  });

  it('SPEC §9: the default timeout is used when none is valid', async () => {
    const { autoplay, advances } = make(Number.NaN);
    autoplay.start();
    await sleep(100);
    expect(advances).to.deep.equal([]);
    expect(autoplay.running).to.equal(true);
  });

  it('SPEC §4: autoplay is suspended while a video plays and restored afterwards', async () => {
    const { autoplay, advances } = make(20);
    autoplay.start();
    autoplay.hold('video');
    expect(autoplay.running).to.equal(false);
    await sleep(120);
    expect(advances).to.deep.equal([]);
    autoplay.release('video');
    expect(autoplay.running).to.equal(true);
    await until(() => advances.length >= 1);
  });

  it('SPEC §4: it resumes only when the last hold is released', async () => {
    const { autoplay, advances } = make(20);
    autoplay.start();
    autoplay.hold('video');
    autoplay.hold('hover');
    autoplay.release('video');
    expect(autoplay.heldBy).to.deep.equal(['hover']);
    await sleep(120);
    expect(advances).to.deep.equal([]);
    autoplay.release('hover');
    await until(() => advances.length >= 1);
  });

  it('SPEC §4: releasing the last hold starts the full timeout over', async () => {
    const { autoplay, advances } = make(400);
    autoplay.start();
    await sleep(300);
    autoplay.hold('hover');
    autoplay.release('hover');
    // The first countdown would have ended 100 ms from here; the new one ends 400 ms from here.
    await sleep(200);
    expect(advances).to.deep.equal([]);
    await until(() => advances.length >= 1);
  });

  it('SPEC §4: stop() is the user pause and start() lifts it', async () => {
    const { autoplay, advances } = make(20);
    autoplay.start();
    autoplay.stop();
    expect(autoplay.running).to.equal(false);
    expect(autoplay.heldBy).to.deep.equal(['user']);
    await sleep(100);
    expect(advances).to.deep.equal([]);
    autoplay.start();
    expect(autoplay.running).to.equal(true);
    await until(() => advances.length >= 1);
  });

  it('restart() starts the countdown over but never starts a held autoplay', async () => {
    const { autoplay, advances } = make(20);
    autoplay.restart();
    expect(autoplay.running).to.equal(false);
    autoplay.start();
    autoplay.hold('focus');
    autoplay.restart();
    expect(autoplay.running).to.equal(false);
    autoplay.release('focus');
    autoplay.restart();
    expect(autoplay.running).to.equal(true);
    await until(() => advances.length >= 1);
  });

  it('SPEC §2: nomotion=true and prefers-reduced-motion disable autoplay', async () => {
    const { autoplay, advances } = make(20);
    withNomotion(() => {
      expect(autoplay.enabled).to.equal(false);
      autoplay.start();
    });
    expect(autoplay.running).to.equal(false);

    await emulateMedia({ reducedMotion: 'reduce' });
    expect(autoplay.enabled).to.equal(false);
    autoplay.start();
    expect(autoplay.running).to.equal(false);
    await sleep(100);
    expect(advances).to.deep.equal([]);

    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(autoplay.enabled).to.equal(true);
    autoplay.start();
    await until(() => advances.length >= 1);
  });
});

async function gallery(): Promise<HTMLElement> {
  return fixture<HTMLElement>(html`
    <div>
      <section style="width:300px;height:120px;margin:20px">
        <button id="a">Previous</button><button id="b">Next</button>
      </section>
      <button id="outside">Outside</button>
    </div>
  `);
}

describe('gallery motion/autoplay: watch', () => {
  let autoplay: Autoplay;
  beforeEach(() => {
    autoplay = new Autoplay({ timeoutMs: 20, onAdvance: () => {} });
    autoplay.start();
  });
  afterEach(async () => {
    autoplay.dispose();
    await resetMouse();
  });

  it('SPEC §4: autoplay pauses while a mouse pointer is over the container (not on touch devices)', async () => {
    const root = await gallery();
    const container = root.querySelector('section')!;
    autoplay.watch(container);
    expect(matchMedia(TOUCH_DEVICE_QUERY).matches, 'not a touch device').to.equal(false);
    const rect = container.getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(rect.x + 150), Math.round(rect.y + 100)],
    });
    await until(() => autoplay.heldBy.includes('hover'));
    expect(autoplay.running).to.equal(false);
    await sendMouse({
      type: 'move',
      position: [Math.round(rect.right + 100), Math.round(rect.bottom + 100)],
    });
    await until(() => !autoplay.heldBy.includes('hover'));
    expect(autoplay.running).to.equal(true);
  });

  it('SPEC §4: a touch pointer over the container does not pause autoplay (not on mobile)', async () => {
    const root = await gallery();
    const container = root.querySelector('section')!;
    autoplay.watch(container);
    container.dispatchEvent(
      new PointerEvent('pointerenter', { pointerId: 9, pointerType: 'touch' }),
    );
    expect(autoplay.running).to.equal(true);
    expect(autoplay.heldBy).to.deep.equal([]);
  });

  it('WAI-ARIA carousel: autoplay stops while focus is inside the container', async () => {
    const root = await gallery();
    const container = root.querySelector('section')!;
    autoplay.watch(container);
    root.querySelector<HTMLButtonElement>('#a')!.focus();
    expect(autoplay.heldBy).to.deep.equal(['focus']);
    root.querySelector<HTMLButtonElement>('#b')!.focus();
    expect(autoplay.running, 'focus moved within').to.equal(false);
    root.querySelector<HTMLButtonElement>('#outside')!.focus();
    expect(autoplay.heldBy).to.deep.equal([]);
    expect(autoplay.running).to.equal(true);
  });

  it('WAI-ARIA carousel: focus already inside when watching starts holds at once', async () => {
    const root = await gallery();
    root.querySelector<HTMLButtonElement>('#b')!.focus();
    autoplay.watch(root.querySelector('section')!);
    expect(autoplay.running).to.equal(false);
  });

  it('autoplay pauses while the page is hidden', async () => {
    const root = await gallery();
    autoplay.watch(root.querySelector('section')!);
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      setVisibility('hidden');
      expect(autoplay.heldBy).to.deep.equal(['hidden']);
      setVisibility('visible');
      expect(autoplay.running).to.equal(true);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });

  it('the unwatch function removes the listeners and releases their holds', async () => {
    const root = await gallery();
    const unwatch = autoplay.watch(root.querySelector('section')!);
    root.querySelector<HTMLButtonElement>('#a')!.focus();
    expect(autoplay.running).to.equal(false);
    unwatch();
    expect(autoplay.running).to.equal(true);
    root.querySelector<HTMLButtonElement>('#b')!.focus();
    expect(autoplay.running).to.equal(true);
  });
});
