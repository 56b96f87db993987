/**
 * The one loader of third-party scripts and stylesheets (SPEC §7 "Third-party loads": the maps
 * script with its callback and 30 s time-out, the follow widget script with 10000 ms, the
 * comments count script, the font stylesheet, the reservation widgets). Call it only once the
 * embed may load (policy.ts): it loads at once.
 *
 * A script's address goes through the library's Trusted Types policy
 * (platform/dom/trusted-types.ts); the address the caller names is declared allowed first
 * (`allowScriptUrl`), as the site's settings chose it.
 */
import { allowScriptUrl, trustedScriptUrl } from '../dom/trusted-types.ts';

/** Why a third-party resource did not load: no answer in time, or the load failed. */
export type ThirdPartyLoadErrorType = 'timeout' | 'failed';

/** A third-party script or stylesheet that did not load (SPEC §8 "Maps load time-out … rejects"). */
export class ThirdPartyLoadError extends Error {
  override readonly name = 'ThirdPartyLoadError';
  /** `timeout`: not loaded (or not called back) within the time-out; `failed`: the load failed. */
  readonly type: ThirdPartyLoadErrorType;
  /** The address requested (with its parameters, without the callback's name). */
  readonly url: string;

  constructor(type: ThirdPartyLoadErrorType, url: string, options?: { cause?: unknown }) {
    super(`Loading ${url} failed (${type})`, options);
    this.type = type;
    this.url = url;
  }
}

/** Options of {@link loadThirdPartyScript}. */
export interface LoadScriptOptions {
  /** Gives up after this long: maps 30_000 (SPEC §7), follow 10_000 (SPEC §9), others 30_000. */
  timeoutMs: number;
  /** Added to the address's query (language, region, theme …); they replace same-named ones. */
  params?: Record<string, string>;
  /**
   * The query parameter that names the script's ready callback (e.g. `callback`): a fresh global
   * function's name is put there and the load resolves when the script calls it, not on `load`.
   */
  callbackParam?: string;
  /** Loads again even when the same address loaded before (a widget's re-init). */
  fresh?: boolean;
}

/** Loads under way or done, by address (with params, without callback). */
const scripts = new Map<string, { loading: Promise<void>; element: HTMLScriptElement }>();
const stylesheets = new Map<string, Promise<void>>();
let callbacks = 0;

type Globals = Record<string, unknown>;

/** `url` resolved against the document with `params` set in its query. */
function withParams(url: string, params: Record<string, string> = {}): URL {
  const address = new URL(url, document.baseURI);
  for (const [name, value] of Object.entries(params)) address.searchParams.set(name, value);
  return address;
}

/** Runs `start` with a time-out; `start` gets settle functions and answers its clean-up. */
function timed(
  url: string,
  timeoutMs: number,
  start: (done: () => void, fail: (error: ThirdPartyLoadError) => void) => () => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let cleanUp = () => {};
    const timer = setTimeout(() => {
      cleanUp();
      reject(new ThirdPartyLoadError('timeout', url));
    }, timeoutMs);
    const settle = (error?: ThirdPartyLoadError) => {
      clearTimeout(timer);
      cleanUp();
      if (error) reject(error);
      else resolve();
    };
    cleanUp = start(
      () => settle(),
      (error) => settle(error),
    );
  });
}

function injectScript(key: string, address: URL, options: LoadScriptOptions) {
  const element = document.createElement('script');
  element.async = true;
  const loading = timed(key, options.timeoutMs, (done, fail) => {
    let callback: string | undefined;
    if (options.callbackParam) {
      callback = `sqThirdParty${++callbacks}`;
      address.searchParams.set(options.callbackParam, callback);
      (window as unknown as Globals)[callback] = done;
    }
    element.onload = callback ? null : done;
    element.onerror = () => {
      element.remove();
      fail(new ThirdPartyLoadError('failed', key));
    };
    try {
      allowScriptUrl(address.href);
      element.src = trustedScriptUrl(address.href) as string;
      document.head.append(element);
    } catch (cause) {
      queueMicrotask(() => fail(new ThirdPartyLoadError('failed', key, { cause })));
    }
    return () => {
      element.onload = element.onerror = null;
      // A script that calls back late finds a function that does nothing.
      if (callback) (window as unknown as Globals)[callback] = () => {};
    };
  });
  return { loading, element };
}

/**
 * Loads the classic script at `url` (with `options.params`) once per address: later calls for the
 * same address, in parallel or after, share the first load, unless `fresh` (then the earlier
 * script element is removed and the script runs again). A failed load is forgotten, so a later
 * call tries again.
 * @throws (as a rejection) {@link ThirdPartyLoadError}: `timeout` when neither the load nor the
 *   callback came within `timeoutMs`, `failed` when the script did not load or its address is
 *   not one a script may come from (not http(s)).
 */
export function loadThirdPartyScript(url: string, options: LoadScriptOptions): Promise<void> {
  let address: URL;
  try {
    address = withParams(url, options.params);
  } catch (cause) {
    return Promise.reject(new ThirdPartyLoadError('failed', url, { cause }));
  }
  const key = address.href;
  const known = scripts.get(key);
  if (known && !options.fresh) return known.loading;
  known?.element.remove();
  const entry = injectScript(key, address, options);
  scripts.set(key, entry);
  entry.loading.catch(() => {
    if (scripts.get(key) === entry) scripts.delete(key);
  });
  return entry.loading;
}

/**
 * Loads the stylesheet at `url` once per address (a `<link rel="stylesheet">` in the head).
 * @throws (as a rejection) {@link ThirdPartyLoadError}: `timeout` or `failed`, as for scripts; a
 *   failed one is forgotten (its link removed) so a later call tries again.
 */
export function loadThirdPartyStylesheet(
  url: string,
  options: { timeoutMs: number },
): Promise<void> {
  let href: string;
  try {
    href = withParams(url).href;
  } catch (cause) {
    return Promise.reject(new ThirdPartyLoadError('failed', url, { cause }));
  }
  let loading = stylesheets.get(href);
  if (loading) return loading;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  loading = timed(href, options.timeoutMs, (done, fail) => {
    link.onload = done;
    link.onerror = () => fail(new ThirdPartyLoadError('failed', href));
    link.href = href;
    document.head.append(link);
    return () => {
      link.onload = link.onerror = null;
    };
  });
  stylesheets.set(href, loading);
  loading.catch(() => {
    link.remove();
    stylesheets.delete(href);
  });
  return loading;
}
