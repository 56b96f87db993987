import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { PageContext } from '../../platform/context/page-context.ts';
import { COOKIES } from '../../platform/cookies/cookie-names.ts';
import { readCookie, writeCookie } from '../../platform/cookies/cookies.ts';
import { DataError } from '../../platform/http/errors.ts';
import { escapeAction, escapeKey, type KeyPress } from '../../runtime/behaviours/escape-key.ts';
import type { LoginRequestDetail } from '../../runtime/behaviours/login.ts';
import { logOut } from '../../runtime/behaviours/logout.ts';
import { OWNER, testEnv } from './helpers.ts';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

const ESCAPE_TO_LOGIN: Partial<PageContext> = { websiteSettings: { useEscapeKeyToLogin: true } };
const CONFIG_URL = '/config/?frameUrl=%2Fabout%3Fref%3Dhome';

let stop: (() => void) | void;
const added: Element[] = [];

function add<T extends HTMLElement>(element: T): T {
  document.body.append(element);
  added.push(element);
  return element;
}

/** Starts the Escape behaviour for `ctx` with focus on a plain button of the page. */
function start(ctx: Partial<PageContext>) {
  const env = testEnv(ctx);
  stop = escapeKey(env);
  const button = add(document.createElement('button'));
  button.textContent = 'Somewhere on the page';
  button.focus();
  return env;
}

describe('runtime/behaviours/escape-key', () => {
  afterEach(() => {
    stop?.();
    for (const element of added.splice(0)) element.remove();
  });

  it('SPEC §6: escapeAction for each kind of visitor', () => {
    expect(escapeAction(OWNER, press('Escape'))).to.equal('config');
    expect(escapeAction(OWNER, press('Escape', { shiftKey: true }))).to.equal('logout');
    expect(escapeAction(OWNER, press('Escape', { ctrlKey: true }))).to.equal(null);
    expect(escapeAction(OWNER, press('Enter'))).to.equal(null);
    expect(escapeAction({}, press('Escape'))).to.equal(null);
    expect(escapeAction(ESCAPE_TO_LOGIN, press('Escape'))).to.equal('login');
    expect(escapeAction(ESCAPE_TO_LOGIN, press('Escape', { shiftKey: true }))).to.equal(null);
  });

  it('SPEC §6: a signed-in owner pressing Escape goes to the configuration page', async () => {
    const env = start(OWNER);
    await sendKeys({ press: 'Escape' });
    expect(env.navigation.visits).to.deep.equal([{ how: 'assign', url: CONFIG_URL }]);
  });

  it('SPEC §6: an anonymous visitor pressing Escape stays, unless useEscapeKeyToLogin is on', async () => {
    const env = start({});
    await sendKeys({ press: 'Escape' });
    expect(env.navigation.visits).to.deep.equal([]);
  });

  it('SPEC §6: Escape-to-login opens the login dialog without account creation', async () => {
    const env = start(ESCAPE_TO_LOGIN);
    const requests: LoginRequestDetail[] = [];
    const listen = (event: CustomEvent<LoginRequestDetail>) => requests.push(event.detail);
    document.addEventListener('sq-login-request', listen);
    try {
      await sendKeys({ press: 'Escape' });
    } finally {
      document.removeEventListener('sq-login-request', listen);
    }
    expect(requests).to.deep.equal([
      { reason: 'escape-key', allowSignup: false, loginUrl: CONFIG_URL },
    ]);
    await waitUntil(() => document.querySelector('sq-login-dialog')?.open, 'no login dialog');
    const dialog = document.querySelector('sq-login-dialog')!;
    await dialog.updateComplete;
    expect(dialog.allowSignup).to.equal(false);
    expect(dialog.shadowRoot!.querySelector('[part~="switch-mode"]')).to.equal(null);
    expect(env.navigation.visits).to.deep.equal([]);
    dialog.cancel();
    await waitUntil(() => !document.querySelector('sq-login-dialog'), 'the dialog stayed');
  });

  it('SPEC §6: Escape-to-login does nothing for a signed-in site user', async () => {
    document.documentElement.setAttribute('data-sq-site-user', '');
    try {
      const env = start(ESCAPE_TO_LOGIN);
      await sendKeys({ press: 'Escape' });
      expect(env.navigation.visits).to.deep.equal([]);
      expect(document.querySelector('sq-login-dialog')).to.equal(null);
    } finally {
      document.documentElement.removeAttribute('data-sq-site-user');
    }
  });

  it('a login prompt on the page may take the login request over (preventDefault)', async () => {
    const env = start(ESCAPE_TO_LOGIN);
    const handle = (event: Event) => event.preventDefault();
    document.addEventListener('sq-login-request', handle);
    try {
      await sendKeys({ press: 'Escape' });
    } finally {
      document.removeEventListener('sq-login-request', handle);
    }
    expect(env.navigation.visits).to.deep.equal([]);
  });

  it('Escape typed in a field, in a dialog, or already handled by an element does nothing', async () => {
    const env = start(OWNER);
    const input = add(document.createElement('input'));
    input.setAttribute('aria-label', 'Search');
    input.focus();
    await sendKeys({ press: 'Escape' });

    const dialog = add(document.createElement('dialog'));
    const inside = document.createElement('button');
    inside.textContent = 'Inside';
    dialog.append(inside);
    dialog.show();
    inside.focus();
    await sendKeys({ press: 'Escape' });
    dialog.close();

    const closer = add(document.createElement('button'));
    closer.addEventListener('keydown', (event) => event.key === 'Escape' && event.preventDefault());
    closer.focus();
    await sendKeys({ press: 'Escape' });
    expect(env.navigation.visits).to.deep.equal([]);
  });

  it('SPEC §6/§7: Shift+Escape posts /api/auth/Logout; a failed logout keeps the page and shows the system error', async () => {
    const env = start(OWNER);
    const before = performance.getEntriesByType('resource').length;
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Escape' });
    await sendKeys({ up: 'Shift' });
    await waitUntil(() => env.reported.length === 1);
    const requested = performance
      .getEntriesByType('resource')
      .slice(before)
      .map((entry) => new URL(entry.name).pathname);
    expect(requested).to.include('/api/auth/Logout');
    expect(env.reported[0]).to.be.instanceOf(DataError);
    expect(env.navigation.visits).to.deep.equal([]);
  });

  it('SPEC §2: a logout removes the last-site cookie and goes to the site root with logout=true', async () => {
    const env = testEnv(OWNER);
    writeCookie(COOKIES.lastSite.name, 'site-1');
    expect(await logOut(env, '/test-api/echo?key=escape-logout')).to.equal(true);
    const hits = (await (await fetch('/test-api/hits?key=escape-logout')).json()) as {
      requests: { method: string }[];
    };
    expect(hits.requests.map((request) => request.method)).to.deep.equal(['POST']);
    expect(readCookie(COOKIES.lastSite.name)).to.equal(undefined);
    expect(env.navigation.visits).to.deep.equal([{ how: 'assign', url: '/?logout=true' }]);
  });

  it("SPEC §2: a logout from the editor's preview frame takes the whole window to that page with logout=true", async () => {
    const env = {
      ...testEnv(OWNER, 'https://shop.example.com/gallery?sort=new#top'),
      inFrame: true,
    };
    expect(await logOut(env, '/test-api/echo?key=frame-logout')).to.equal(true);
    expect(env.navigation.visits).to.deep.equal([
      { how: 'leaveFrame', url: '/gallery?sort=new&logout=true' },
    ]);
  });
});
