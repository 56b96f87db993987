import { expect, fixture, html } from '@open-wc/testing';
import {
  loadThirdPartyScript,
  loadThirdPartyStylesheet,
  ThirdPartyLoadError,
} from '../../../platform/third-party/load-script.ts';

const FIXTURES = '/test/platform/third-party/fixtures';

/** How many times the script double ran with this `t`. */
function runs(t: string): number {
  return (window as { sqFixtureRuns?: Record<string, number> }).sqFixtureRuns?.[t] ?? 0;
}

/** The script elements the loader put in for this `t`. */
function scriptsOf(t: string): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter(
    (script) => new URL(script.src).searchParams.get('t') === t,
  );
}

async function rejection(promise: Promise<unknown>): Promise<ThirdPartyLoadError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).to.be.instanceOf(ThirdPartyLoadError);
  return error as ThirdPartyLoadError;
}

describe('platform/third-party/load-script', () => {
  it('SPEC §7: a script loads once per address, its params in the query, async', async () => {
    const t = crypto.randomUUID();
    const url = `${FIXTURES}/counted.js`;
    const options = { timeoutMs: 30_000, params: { t, language: 'en' } };
    await Promise.all([loadThirdPartyScript(url, options), loadThirdPartyScript(url, options)]);
    await loadThirdPartyScript(url, options);
    expect(runs(t)).to.equal(1);
    const [script, ...others] = scriptsOf(t);
    expect(others).to.have.length(0);
    expect(script!.async).to.equal(true);
    expect(new URL(script!.src).searchParams.get('language')).to.equal('en');
  });

  it('with callbackParam it resolves when the script calls the fresh global it names', async () => {
    const t = crypto.randomUUID();
    let calledBack = false;
    const loading = loadThirdPartyScript(`${FIXTURES}/counted.js`, {
      timeoutMs: 30_000,
      params: { t },
      callbackParam: 'callback',
    }).then(() => {
      calledBack = runs(t) === 1;
    });
    const name = new URL(scriptsOf(t)[0]!.src).searchParams.get('callback')!;
    expect(name).to.match(/^sqThirdParty\d+$/);
    expect(typeof (window as unknown as Record<string, unknown>)[name]).to.equal('function');
    await loading;
    expect(calledBack).to.equal(true);
  });

  it('SPEC §8: a script that never calls back rejects after its time-out, type timeout', async () => {
    const t = crypto.randomUUID();
    const url = `${FIXTURES}/silent.js`;
    const error = await rejection(
      loadThirdPartyScript(url, { timeoutMs: 300, params: { t }, callbackParam: 'callback' }),
    );
    expect(runs(t), 'the script ran').to.equal(1);
    expect(error.type).to.equal('timeout');
    const address = new URL(`${url}?t=${t}`, location.href).href;
    expect(error.url).to.equal(address);
    expect(error.message).to.equal(`Loading ${address} failed (timeout)`);
  });

  it('a script that does not load rejects (failed) and is tried again on the next call', async () => {
    const t = crypto.randomUUID();
    const url = `${FIXTURES}/missing.js`;
    const first = await rejection(loadThirdPartyScript(url, { timeoutMs: 30_000, params: { t } }));
    expect(first.type).to.equal('failed');
    expect(first.message).to.match(/^Loading http:\/\/.+\/missing\.js\?t=.+ failed \(failed\)$/);
    expect(scriptsOf(t), 'the failed element is removed').to.have.length(0);
    await rejection(loadThirdPartyScript(url, { timeoutMs: 30_000, params: { t } }));
    const tried = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(t));
    expect(tried).to.have.length(2);
  });

  it('fresh loads the script again, replacing its element (a widget re-init)', async () => {
    const t = crypto.randomUUID();
    const options = { timeoutMs: 30_000, params: { t } };
    await loadThirdPartyScript(`${FIXTURES}/counted.js`, options);
    await loadThirdPartyScript(`${FIXTURES}/counted.js`, { ...options, fresh: true });
    expect(runs(t)).to.equal(2);
    expect(scriptsOf(t)).to.have.length(1);
  });

  it('an address that is not http(s) is refused (failed), nothing is put in the page', async () => {
    const before = document.scripts.length;
    const error = await rejection(loadThirdPartyScript('javascript:alert(1)', { timeoutMs: 1000 }));
    expect(error.type).to.equal('failed');
    expect(document.scripts.length).to.equal(before);
  });

  it('a stylesheet loads once per address and applies; a missing one rejects (failed)', async () => {
    const el = await fixture<HTMLElement>(html`<p class="sq-fixture-marked">x</p>`);
    const url = `${FIXTURES}/marked.css`;
    await Promise.all([
      loadThirdPartyStylesheet(url, { timeoutMs: 30_000 }),
      loadThirdPartyStylesheet(url, { timeoutMs: 30_000 }),
    ]);
    expect(getComputedStyle(el).outlineWidth).to.equal('7px');
    expect(document.querySelectorAll('link[href$="/marked.css"]')).to.have.length(1);
    const error = await rejection(
      loadThirdPartyStylesheet(`${FIXTURES}/missing.css`, { timeoutMs: 30_000 }),
    );
    expect(error.type).to.equal('failed');
    expect(document.querySelector('link[href$="/missing.css"]')).to.equal(null);
  });
});
