import { expect, waitUntil } from '@open-wc/testing';
import type { PageContext } from '../../platform/context/page-context.ts';
import { get } from '../../platform/http/data-client.ts';
import { LOGOUT_NOTICE } from '../../runtime/behaviours/logout-notice.ts';
import type { LoginRequestDetail } from '../../runtime/behaviours/login.ts';
import { runningRuntime, startRuntime, type RuntimeHandle } from '../../runtime/start.ts';
import type { AutoloaderOptions, TagLoader } from '../../runtime/autoloader.ts';
import { captureConsole, nextFrames, recordingNavigation } from './helpers.ts';

const FIXTURE = '/test/runtime/fixtures/define-tag.js';
let serial = 0;
const freshTag = (name: string): string => `sq-s${++serial}-${name}`;

/** The autoloader's options of a runtime that knows the tags of `entries`. */
const registry =
  (entries: [string, TagLoader][] = []) =>
  async (): Promise<AutoloaderOptions> => ({ registry: new Map(entries) });

const loaderOf =
  (tag: string, calls: string[]): TagLoader =>
  () => {
    calls.push(tag);
    return import(/* @vite-ignore */ `${FIXTURE}?tag=${tag}`);
  };

let handle: RuntimeHandle | undefined;
const added: Element[] = [];
const originalUrl = location.href;

function add(markup: string): void {
  const template = document.createElement('template');
  template.innerHTML = markup;
  for (const element of template.content.children) added.push(element);
  document.body.append(template.content);
}

/** Puts a page context on the page. */
function context(ctx: Partial<PageContext>): void {
  add(`<script type="application/json" id="sq-context">${JSON.stringify(ctx)}</script>`);
}

describe('runtime/start', () => {
  afterEach(() => {
    handle?.stop();
    handle = undefined;
    for (const element of added.splice(0)) element.remove();
    for (const element of document.querySelectorAll('sq-notice, sq-system-error')) element.remove();
    history.replaceState(history.state, '', originalUrl);
  });

  it('SPEC §8: the runtime runs once; a second run logs one console error and does nothing', async () => {
    const [first, second] = [freshTag('first'), freshTag('second')];
    const calls: string[] = [];
    context({ website: { id: 'site-1' } });
    add(`<${first}></${first}><${second}></${second}>`);
    // The running runtime does not know `second`: it warns about it, and that is all.
    const warnings = captureConsole('warn');
    const errors = captureConsole('error');
    let again: RuntimeHandle | undefined;
    try {
      handle = startRuntime({ elements: registry([[first, loaderOf(first, calls)]]) });
      expect(runningRuntime()).to.equal(handle);
      again = startRuntime({ elements: registry([[second, loaderOf(second, calls)]]) });
    } finally {
      errors.restore();
      warnings.restore();
    }
    expect(again).to.equal(undefined);
    expect(errors.calls).to.have.length(1);
    expect(String(errors.calls[0]![0])).to.match(
      /^\[sq-runtime\] the runtime script ran a second time/,
    );
    await handle!.ready;
    await handle!.autoloader!.settled();
    await nextFrames(2);
    expect(calls).to.deep.equal([first]);
    expect(runningRuntime()).to.equal(handle);
  });

  it('ARCHITECTURE "Runtime": starts each behaviour in a task of its own, in order, after startRuntime returns', async () => {
    context({});
    const seen: string[] = [];
    const behaviour = (name: string) => ({
      name,
      start: () => {
        seen.push(name);
        setTimeout(() => seen.push(`${name}: a task later`));
      },
    });
    handle = startRuntime({
      elements: registry(),
      behaviours: [behaviour('consent'), behaviour('telemetry'), behaviour('analytics')],
    });
    expect(seen).to.deep.equal([]);
    await handle!.ready;
    expect(seen.slice(0, 5)).to.deep.equal([
      'consent',
      'consent: a task later',
      'telemetry',
      'telemetry: a task later',
      'analytics',
    ]);
  });

  it('a runtime stopped while it starts starts no behaviour after that', async () => {
    context({});
    const seen: string[] = [];
    handle = startRuntime({
      elements: registry(),
      behaviours: [{ name: 'consent', start: () => void seen.push('consent') }],
    });
    handle!.stop();
    await handle!.ready;
    expect(seen).to.deep.equal([]);
  });

  it('ARCHITECTURE contract 2: reads the page context and loads the tags on the page', async () => {
    const tag = freshTag('block');
    const calls: string[] = [];
    context({ website: { id: 'site-42', identifier: 'shop' }, pageType: 50 });
    add(`<${tag}></${tag}>`);
    handle = startRuntime({ elements: registry([[tag, loaderOf(tag, calls)]]) });
    expect(handle!.context.website?.id).to.equal('site-42');
    expect(handle!.context.pageType).to.equal(50);
    await customElements.whenDefined(tag);
    expect(calls).to.deep.equal([tag]);
  });

  it('a page without sq- tags loads no autoloader; the first tag added later loads it and its code', async () => {
    const tag = freshTag('later');
    const calls: string[] = [];
    let asked = 0;
    context({});
    handle = startRuntime({
      elements: async () => {
        asked += 1;
        return { registry: new Map([[tag, loaderOf(tag, calls)]]) };
      },
    });
    await handle!.ready;
    await nextFrames(2);
    expect(handle!.autoloader).to.equal(undefined);
    expect(asked).to.equal(0);
    add(`<section><${tag}></${tag}></section>`);
    await customElements.whenDefined(tag);
    expect(calls).to.deep.equal([tag]);
    expect(asked).to.equal(1);
    expect(handle!.autoloader).to.not.equal(undefined);
  });

  it('SPEC §2: an owner on the published site is sent to /config/ and nothing else starts', async () => {
    const tag = freshTag('never');
    const calls: string[] = [];
    context({
      website: { id: 'site-1', baseUrl: location.origin },
      authenticatedAccount: { id: 'owner-1' },
      websiteRoles: { '1': true },
    });
    add(`<${tag}></${tag}>`);
    history.replaceState(history.state, '', '/shop?sort=price');
    const navigation = recordingNavigation();
    handle = startRuntime({ elements: registry([[tag, loaderOf(tag, calls)]]), navigation });
    await handle!.ready;
    expect(navigation.visits).to.deep.equal([
      { how: 'replace', url: '/config/?frameUrl=%2Fshop%3Fsort%3Dprice' },
    ]);
    expect(handle!.autoloader).to.equal(undefined);
    expect(calls).to.deep.equal([]);
  });

  it('ARCHITECTURE contract 2: a signed-in page checks its context against the schema first; an invalid one gives one error and the defaults', async () => {
    const tag = freshTag('checked');
    const calls: string[] = [];
    context({
      website: { id: 'site-1', baseUrl: location.origin },
      authenticatedAccount: { id: 'owner-1' },
      websiteRoles: { '1': true },
      pageType: 'two',
    } as unknown as Partial<PageContext>);
    add(`<${tag}></${tag}>`);
    const navigation = recordingNavigation();
    const errors = captureConsole('error');
    try {
      handle = startRuntime({ elements: registry([[tag, loaderOf(tag, calls)]]), navigation });
      await handle!.ready;
    } finally {
      errors.restore();
    }
    expect(errors.calls.map((call) => String(call[0]))).to.deep.equal([
      '[sq-context] invalid page context: pageType: Invalid input',
    ]);
    // The defaults: an anonymous visitor, so no redirect, and the page works.
    expect(navigation.visits).to.deep.equal([]);
    expect(handle!.context.authenticatedAccount).to.equal(null);
    await customElements.whenDefined(tag);
    expect(calls).to.deep.equal([tag]);
  });

  it("SPEC §2: logout=true shows 'Logout Successful' / 'You have been successfully logged out.'", async () => {
    context({});
    history.replaceState(history.state, '', `${location.pathname}?a=1&logout=true`);
    handle = startRuntime({ elements: registry() });
    await waitUntil(
      () =>
        document.querySelector('sq-notice')?.shadowRoot?.querySelector('[role="status"] strong'),
      'no notice shown',
    );
    const notice = document.querySelector('sq-notice')!;
    const status = notice.shadowRoot!.querySelector('[role="status"]')!;
    expect(status.querySelector('strong')!.textContent).to.equal(LOGOUT_NOTICE.heading);
    expect(notice.textContent).to.equal(LOGOUT_NOTICE.message);
    expect(LOGOUT_NOTICE).to.deep.equal({
      heading: 'Logout Successful',
      message: 'You have been successfully logged out.',
    });
    expect(location.search, 'the flag leaves the address bar').to.equal('?a=1');
  });

  it('SPEC §6: a login-required answer on a signed-in page asks for a login again', async () => {
    context({ authenticatedAccount: { id: 'viewer-1' }, websiteRoles: { '10': true } });
    const navigation = recordingNavigation();
    handle = startRuntime({ elements: registry(), navigation });
    await handle!.ready;
    const requests: LoginRequestDetail[] = [];
    const listen = (event: CustomEvent<LoginRequestDetail>) => requests.push(event.detail);
    document.addEventListener('sq-login-request', listen);
    try {
      await get('/test-api/login-required').catch(() => undefined);
    } finally {
      document.removeEventListener('sq-login-request', listen);
    }
    const loginUrl = `/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`;
    expect(requests).to.deep.equal([{ reason: 'login-required', allowSignup: true, loginUrl }]);
    expect(navigation.visits).to.deep.equal([{ how: 'assign', url: loginUrl }]);
  });

  it('SPEC §6: for an anonymous visitor a login-required answer is left to its caller', async () => {
    context({});
    const navigation = recordingNavigation();
    handle = startRuntime({ elements: registry(), navigation });
    await handle!.ready;
    await get('/test-api/login-required').catch(() => undefined);
    expect(navigation.visits).to.deep.equal([]);
  });

  it('SPEC §6: an authorization failure no caller handled shows the system error overlay', async () => {
    context({});
    handle = startRuntime({ elements: registry() });
    await handle!.ready;
    // A real unhandled rejection: the test runner logs it ("An error was thrown in a Promise
    // outside a test"); this listener only keeps the browser from reporting it a second time.
    const quiet = (event: PromiseRejectionEvent) => event.preventDefault();
    window.addEventListener('unhandledrejection', quiet);
    try {
      void get('/test-api/status/403');
      await waitUntil(
        () => document.querySelector('sq-system-error')?.shadowRoot?.querySelector('dialog[open]'),
        'no overlay',
      );
      const overlay = document.querySelector('sq-system-error')!;
      const text = overlay.shadowRoot!.querySelector('dialog')!.textContent!.replace(/\s+/g, ' ');
      expect(text).to.contain('Something Went Wrong!');
      expect(text).to.contain('/test-api/status/403');
      expect(text).to.contain('Unauthorized request');
    } finally {
      window.removeEventListener('unhandledrejection', quiet);
    }
  });

  it('SPEC §6: an authorization failure its caller handled shows no overlay', async () => {
    context({});
    handle = startRuntime({ elements: registry() });
    await handle!.ready;
    const message = await get('/test-api/status/401').catch((error: Error) => error.message);
    expect(message).to.equal('Unauthorized request');
    await nextFrames(3);
    expect(document.querySelector('sq-system-error')).to.equal(null);
  });
});
