import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { prefersReducedMotion } from '../../../elements/shared/motion.ts';

/** Runs `check` with `?nomotion=VALUE` added to the page address, then puts the address back. */
async function withNomotion<T>(value: string, check: () => T): Promise<T> {
  const original = location.href;
  const url = new URL(original);
  url.searchParams.set('nomotion', value);
  history.replaceState(history.state, '', url);
  try {
    return check();
  } finally {
    history.replaceState(history.state, '', original);
  }
}

describe('prefersReducedMotion', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('follows prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(prefersReducedMotion()).to.equal(false);
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(prefersReducedMotion()).to.equal(true);
  });

  it('SPEC §2: the query flag nomotion=true also asks for no motion', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(await withNomotion('true', prefersReducedMotion)).to.equal(true);
    expect(await withNomotion('false', prefersReducedMotion)).to.equal(false);
  });
});
