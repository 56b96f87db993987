/**
 * Helpers of the site server tests: a temporary copy of the fixture site, a server on a free
 * port with a fresh data folder, and a small cookie-keeping HTTP client (real requests).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/main.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURE_SITE = join(here, 'fixtures', 'site');
export const FIXTURE_ASSETS = join(here, 'fixtures', 'assets');

/** A fresh temporary folder, removed by `cleanup()`. */
export function tempDir(prefix = 'sq-server-test-') {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * A copy of the fixture site in a temporary folder. `config` entries replace top-level keys of
 * its site.json; `omit` lists files left out.
 */
export function makeSite({ config = {}, omit = [] } = {}) {
  const dir = tempDir('sq-site-');
  cpSync(FIXTURE_SITE, dir, { recursive: true });
  for (const file of omit) rmSync(join(dir, file));
  const siteJson = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
  writeFileSync(join(dir, 'site.json'), JSON.stringify({ ...siteJson, ...config }));
  return dir;
}

/**
 * Starts a server on a free port for a site made by {@link makeSite} (or `site`), with a fresh
 * data folder (or `data`); `editor` is the built editor folder (default: none is built).
 * `stop()` closes it and removes the folders it made.
 */
export async function start({ site, data, editor, ...siteOptions } = {}) {
  const siteDir = site ?? makeSite(siteOptions);
  const dataDir = data ?? tempDir('sq-data-');
  const made = [site ? undefined : siteDir, data ? undefined : dataDir].filter(Boolean);
  const server = await startServer({
    site: siteDir,
    data: dataDir,
    assets: FIXTURE_ASSETS,
    port: 0,
    ...(editor === undefined ? {} : { editor }),
  });
  /** Closes the server and removes the folders this helper made. */
  const stop = async () => {
    await server.close();
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  };
  return { server, url: server.url, siteDir, dataDir, stop, client: () => new Client(server.url) };
}

/** An HTTP client that keeps the cookies servers set, like a browser tab. */
export class Client {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
  }

  /** The Cookie header value. */
  cookieHeader() {
    return [...this.cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
  }

  /** Keeps the response's Set-Cookie values. */
  keep(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** A request; `headers` added to the Cookie header; redirects are not followed. */
  async fetch(path, init = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size && !headers.has('cookie')) headers.set('cookie', this.cookieHeader());
    const response = await fetch(new URL(path, this.base), {
      redirect: 'manual',
      ...init,
      headers,
    });
    this.keep(response);
    return response;
  }

  /** GET, following redirects (keeping cookies on the way). */
  async get(path, headers = {}) {
    let response = await this.fetch(path, { headers });
    for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops++) {
      response = await this.fetch(response.headers.get('location'), { headers });
    }
    return response;
  }

  /** The crumb cookie, after loading the home page when there is none yet. */
  async crumb() {
    if (!this.cookies.has('crumb')) await this.get('/');
    return this.cookies.get('crumb');
  }

  /** POST `fields` form-encoded, with the crumb as a form field (unless `crumb: false`). */
  async postForm(path, fields, { crumb = true } = {}) {
    const body = new URLSearchParams(fields);
    if (crumb) body.set('crumb', await this.crumb());
    return this.fetch(path, { method: 'POST', body });
  }

  /** POST `value` as JSON, with the crumb in the X-CSRF-Token header. */
  async postJson(path, value) {
    const headers = { 'content-type': 'application/json', 'x-csrf-token': await this.crumb() };
    return this.fetch(path, { method: 'POST', headers, body: JSON.stringify(value) });
  }

  /** A request with the crumb as a query parameter (how the data helper sends it). */
  async withQueryCrumb(method, path, init = {}) {
    const url = new URL(path, this.base);
    url.searchParams.set('crumb', await this.crumb());
    return this.fetch(url, { method, ...init });
  }

  /** Signs in with a password through the `/config/` sign-in form (the crumb from `/config/`). */
  async signInWith(email, password, frameUrl) {
    if (!this.cookies.has('crumb')) await this.get('/config/');
    const fields = { email, password };
    if (frameUrl !== undefined) fields.frameUrl = frameUrl;
    return this.postForm('/config/sign-in', fields);
  }

  /** Signs in as the site's `owner` or `viewer` through the development route. */
  async signIn(as) {
    return this.get(`/__dev/sign-in?as=${as}&return=/`);
  }
}

/** The JSON a page's sq-context element holds. */
export function pageContext(html) {
  const match = /<script type="application\/json" id="sq-context">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('the page has no sq-context element');
  return JSON.parse(match[1]);
}

/** The rows of `table` the store holds, oldest first. */
export function rows(server, table) {
  return server.store.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
}
