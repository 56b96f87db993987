/**
 * What every handler works with: the running site (`App`) and one request/answer (`Exchange`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Crumbs } from './crumb.ts';
import type { Params } from './http/router.ts';
import type { SiteConfig } from './site-config.ts';
import type { Store } from './store/store.ts';

/** The served site. */
export interface App {
  readonly config: SiteConfig;
  readonly store: Store;
  readonly crumbs: Crumbs;
  /** Folder of the HTML templates and site.json. */
  readonly siteDir: string;
  /** Folder served under /assets/. */
  readonly assetsDir: string;
  /** Folder of the built editor app: its index.html is `/config/`, its assets/ `/config/assets/`. */
  readonly editorDir: string;
  /** Aborts when the server closes (ends configured delays early). */
  readonly closing: AbortSignal;
  /** The `Content-Security-Policy` header of every page, if any. */
  readonly contentSecurityPolicy: string | undefined;
}

/** One request and its answer. */
export interface Exchange {
  readonly app: App;
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
  /** The request's cookies, decoded. */
  readonly cookies: Readonly<Record<string, string>>;
  /** `:name` segments of the matched route. */
  readonly params: Readonly<Params>;
}
