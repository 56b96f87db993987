import { expect } from '@open-wc/testing';
describe('probe', () => {
  for (let n = 0; n < 6; n++)
    it(`visibility ${n}`, async () => {
      const div = document.createElement('div');
      document.body.append(div);
      const a = div.animate([{ opacity: 0 }, { opacity: 1 }], 250);
      const t0 = performance.now();
      const state = document.visibilityState;
      const r = await Promise.race([a.finished.then(() => 'done'), new Promise((r) => setTimeout(() => r('stuck'), 1500))]);
      console.log(`probe ${n}: ${state} -> ${document.visibilityState}, ${r} after ${Math.round(performance.now() - t0)} ms, focus=${document.hasFocus()}`);
      expect(true).to.equal(true);
    });
});
