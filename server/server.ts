/**
 * The local site server (ARCHITECTURE.md "The local site server"): serves a site folder's
 * templates with their page context, its built assets, and every SPEC §7 call, keeping what a
 * platform keeps in SQLite.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { EDITOR_ASSETS_PREFIX, serveConfigPage, serveEditorAsset } from './admin/config-page.ts';
import { postSignIn } from './admin/sign-in.ts';
import { serveSignInCss, SIGN_IN_CSS_PATH, SIGN_IN_PATH } from './admin/sign-in-page.ts';
import { handleApi, type Endpoint } from './api/pipeline.ts';
import { apiRouter } from './api/routes.ts';
import type { App, Exchange } from './app.ts';
import { CAPTCHA_DOUBLE_PATH, serveCaptchaDouble } from './captcha/captcha-route.ts';
import { AUDIO_DOUBLE_ROUTE, serveAudioPlayer } from './third-party/audio/audio-route.ts';
import { MAPS_DOUBLE_PATH, serveMapsDouble } from './third-party/maps/maps-route.ts';
import { Crumbs } from './crumb.ts';
import { WIDGET_DOUBLE_ROUTES } from './third-party/reservations/reservations-route.ts';
import {
  COMMENTS_DOUBLE_PATH,
  serveCommentsDouble,
} from './third-party/comments/comments-route.ts';
import { FOLLOW_DOUBLE_PATH, serveFollowDouble } from './third-party/follow/follow-route.ts';
import { FONTS_DOUBLE_PATH, serveFontsDouble } from './third-party/fonts/fonts-route.ts';
import { unknownFailureEndpoints } from './failures.ts';
import { parseCookies } from './http/cookies.ts';
import { redirect, sendJson } from './http/respond.ts';
import { Router } from './http/router.ts';
import { COMMERCE_PAGE_ROUTES } from './commerce/cart-routes.ts';
import { serveCollectionPage } from './collections/collection-pages.ts';
import { MEMBER_AREA_PAGE_ROUTES } from './member-areas/routes.ts';
import { SITE_USER_PAGE_ROUTES } from './site-users/account-routes.ts';
import { seedStock } from './commerce/stock.ts';
import { ANNOUNCEMENT_DISMISS_PATH, dismissAnnouncement } from './pages/announcement-bar.ts';
import { CHECKOUT_ROUTES, serveCheckout } from './pages/checkout.ts';
import { devSignIn, devSignOut } from './pages/dev.ts';
import { PAGE_CSS_PATH, servePageCss } from './pages/layout.ts';
import { serveSitePage } from './pages/site-pages.ts';
import { serveSearchPage } from './search/search-page.ts';
import { seedSiteUsers } from './site-users/accounts.ts';
import { loadSiteConfig, SiteConfigError, type SiteConfig } from './site-config.ts';
import { fileInside, sendFile } from './static.ts';
import type { PasswordAccount } from './store/credentials.ts';
import { newToken, Store } from './store/store.ts';

/** Where the server finds its site, store and assets. */
export interface ServerOptions {
  /** Site folder: HTML templates and site.json. */
  site: string;
  /** Data folder: the store file site.db. */
  data: string;
  /** Built assets, served under /assets/. */
  assets: string;
  /**
   * The built editor app (index.html and assets/), served at /config/; default: the folder
   * `editor` beside `assets` (dist/editor for dist/assets).
   */
  editor?: string;
  /** Port; 0 (default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /**
   * The `Content-Security-Policy` header of every page; default site.json's
   * `contentSecurityPolicy`, else none ('' sends none whatever site.json says).
   */
  contentSecurityPolicy?: string;
}

/** A running server. */
export interface RunningServer {
  /** `http://localhost:PORT` */
  url: string;
  port: number;
  /** The store (tests read what calls left there). */
  store: Store;
  /** Stops listening, ends open connections and closes the store. */
  close(): Promise<void>;
}

type PageHandler = (ex: Exchange) => void | Promise<void>;

/** The accounts of `config` that sign in with a password. */
function passwordAccounts(config: SiteConfig): PasswordAccount[] {
  return Object.values(config.accounts).flatMap((account) =>
    account?.password === undefined ? [] : [{ id: account.id, password: account.password }],
  );
}

/** `config` without the accounts' plain passwords (the store keeps their hashes). */
function withoutPasswords(config: SiteConfig): SiteConfig {
  const accounts = Object.fromEntries(
    Object.entries(config.accounts).map(([kind, account]) => {
      if (!account) return [kind, account];
      const { password: _password, ...rest } = account;
      return [kind, rest];
    }),
  ) as SiteConfig['accounts'];
  return { ...config, accounts };
}

function pageRouter(): Router<PageHandler> {
  const router = new Router<PageHandler>()
    .add('GET', '/__dev/sign-in', devSignIn)
    .add('GET', '/__dev/sign-out', devSignOut)
    .add('GET', CAPTCHA_DOUBLE_PATH, serveCaptchaDouble)
    .add('GET', AUDIO_DOUBLE_ROUTE, serveAudioPlayer)
    .add('GET', MAPS_DOUBLE_PATH, serveMapsDouble)
    .add('GET', FOLLOW_DOUBLE_PATH, serveFollowDouble)
    .add('GET', FONTS_DOUBLE_PATH, serveFontsDouble)
    .add('GET', COMMENTS_DOUBLE_PATH, serveCommentsDouble)
    .add('GET', '/search', serveSearchPage)
    .add('GET', PAGE_CSS_PATH, servePageCss)
    .add('GET', SIGN_IN_CSS_PATH, serveSignInCss)
    .add('GET', '/config', (ex) => redirect(ex.res, `/config/${ex.url.search}`, 301))
    .add('GET', '/config/', serveConfigPage)
    .add('POST', SIGN_IN_PATH, postSignIn)
    .add('POST', ANNOUNCEMENT_DISMISS_PATH, dismissAnnouncement)
    .add('GET', SIGN_IN_PATH, (ex) => redirect(ex.res, `/config/${ex.url.search}`, 303));
  for (const [method, path, handler] of COMMERCE_PAGE_ROUTES) router.add(method, path, handler);
  for (const [method, path, handler] of MEMBER_AREA_PAGE_ROUTES) router.add(method, path, handler);
  for (const [method, path, handler] of SITE_USER_PAGE_ROUTES) router.add(method, path, handler);
  for (const [method, path, handler] of WIDGET_DOUBLE_ROUTES) router.add(method, path, handler);
  for (const route of CHECKOUT_ROUTES)
    router.add(route.method, route.path, (ex) => serveCheckout(ex, route));
  return router;
}

async function route(
  ex: Exchange,
  api: Router<Endpoint>,
  pages: Router<PageHandler>,
): Promise<void> {
  const { pathname } = ex.url;
  if (pathname.startsWith('/api/')) return handleApi(ex, api);
  const method = ex.req.method ?? 'GET';
  const match = pages.match(method, pathname);
  if (match.kind === 'found') return match.handler({ ...ex, params: match.params });
  if (method !== 'GET' && method !== 'HEAD') {
    ex.res.setHeader(
      'Allow',
      match.kind === 'method-not-allowed' ? match.allow.join(', ') : 'GET, HEAD',
    );
    return sendJson(ex.res, 405, { error: `${method} is not allowed on ${pathname}` });
  }
  if (pathname.startsWith(EDITOR_ASSETS_PREFIX)) return serveEditorAsset(ex);
  if (pathname.startsWith('/assets/')) {
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice('/assets/'.length));
    } catch {
      return sendJson(ex.res, 400, { error: 'Malformed asset path' });
    }
    const file = fileInside(ex.app.assetsDir, relative);
    if (file) return sendFile(ex.req, ex.res, file.path, file.stats);
    return sendJson(ex.res, 404, { error: `No asset ${pathname}` });
  }
  if (serveCollectionPage(ex)) return;
  serveSitePage(ex);
}

/** Starts the server; rejects with a SiteConfigError when site.json is missing or invalid. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const siteDir = resolve(options.site);
  const config = loadSiteConfig(siteDir);
  const api = apiRouter();
  const unknown = unknownFailureEndpoints(config.failures, api.patterns());
  if (unknown.length) {
    throw new SiteConfigError(
      `${siteDir}/site.json is invalid:\n  - failures.endpoints: no such endpoint: ${unknown.join(', ')}`,
    );
  }
  const store = new Store(resolve(options.data));
  try {
    await store.credentials.ensure(passwordAccounts(config));
    seedStock(store.db, config.store);
    await seedSiteUsers(store.db, config.siteUsers);
  } catch (error) {
    store.close();
    throw error;
  }
  const closing = new AbortController();
  const assetsDir = resolve(options.assets);
  const app: App = {
    config: withoutPasswords(config),
    store,
    crumbs: new Crumbs(store.meta('crumbSecret', () => newToken(32))),
    siteDir,
    assetsDir,
    editorDir: resolve(options.editor ?? join(dirname(assetsDir), 'editor')),
    closing: closing.signal,
    contentSecurityPolicy:
      (options.contentSecurityPolicy ?? config.contentSecurityPolicy) || undefined,
  };
  const pages = pageRouter();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const ex: Exchange = {
      app,
      req,
      res,
      url,
      cookies: parseCookies(req.headers.cookie),
      params: {},
    };
    route(ex, api, pages).catch((error: unknown) => {
      console.error(`[site server] ${req.method} ${req.url}:`, error);
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error' });
      else res.destroy();
    });
  });

  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
        server.off('error', fail);
        done();
      });
    });
  } catch (error) {
    store.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    port,
    store,
    close: () =>
      new Promise<void>((done) => {
        closing.abort();
        server.close(() => {
          store.close();
          done();
        });
        server.closeAllConnections();
      }),
  };
}
