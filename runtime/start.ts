/**
 * Starting the page runtime (ARCHITECTURE.md "Runtime"): once per page, read the page context,
 * configure the platform from it, start the site-wide behaviours and the element autoloader.
 * The entry module runtime/sq-runtime.ts calls {@link startRuntime} with the built registry.
 */
import { configureAssetsBase } from '../platform/chunks/chunk-loader.ts';
import { isSignedIn, readPageContext, type PageContext } from '../platform/context/page-context.ts';
import { hasNoRedirectParam, isNoRedirect } from '../platform/page/flags.ts';
import { VERSION } from '../platform/version/version.ts';
import type { Autoloader, AutoloaderOptions } from './autoloader.ts';
import { BEHAVIOURS, type NamedBehaviour } from './behaviours/index.ts';
import { reportSystemError } from './behaviours/system-errors.ts';
import { whenSqElementAppears } from './element-watch.ts';
import { afterNextPaint, aTaskLater } from './after-load.ts';
import {
  isInFrame,
  pageNavigation,
  type BehaviourStop,
  type PageNavigation,
  type RuntimeEnv,
} from './environment.ts';

/** The global flag of a running runtime: `window[RUNTIME_KEY]` holds its {@link RuntimeHandle}. */
export const RUNTIME_KEY: unique symbol = Symbol.for('sq-elements.runtime') as never;

/** Options of {@link startRuntime}. */
export interface RuntimeOptions {
  /**
   * Every tag the autoloader can load and the tags that load only near the viewport
   * (runtime/registry.ts `autoloaderOptions`), asked for the first time the page holds an sq- tag.
   */
  elements: () => Promise<AutoloaderOptions>;
  /** Where chunks loaded by name come from (the folder the runtime was served from). */
  assetsBase?: string;
  /** The behaviours to start; default all of runtime/behaviours/index.ts. */
  behaviours?: readonly NamedBehaviour[];
  /** How behaviours navigate; default the real `location`. */
  navigation?: PageNavigation;
}

/** The running runtime, kept on `window[RUNTIME_KEY]`. */
export interface RuntimeHandle {
  /** The sq-elements release of the running runtime. */
  readonly version: string;
  /**
   * The page context the runtime works with: as the page gives it, or for a signed-in account
   * the context checked against the schema once `ready` has resolved (see `startRuntime`).
   */
  readonly context: PageContext;
  /**
   * Resolves once the behaviours and the autoloader have started (behaviours a page loads on
   * demand included, not those that wait for the load event), or the page is being left for the
   * configuration area.
   */
  readonly ready: Promise<void>;
  /**
   * The element autoloader, once the page has held an sq- tag (by `ready` when it did from the
   * start); undefined on a page without blocks and on a page the owner redirect is leaving.
   */
  readonly autoloader: Autoloader | undefined;
  /**
   * Shows the system error overlay for `error` (SPEC §8), for code that met a failure it cannot
   * handle: `window[Symbol.for('sq-elements.runtime')]?.reportSystemError(error)`.
   */
  reportSystemError(error: unknown): Promise<HTMLElement | undefined>;
  /**
   * Resolves once `ready` has and every element load started so far has settled (failures
   * included): the page's blocks have their code.
   */
  settled(): Promise<void>;
  /** Stops the behaviours and the autoloader and clears the global flag (tests, hot reload). */
  stop(): void;
}

type RuntimeHolder = { [RUNTIME_KEY]?: RuntimeHandle };

/** The runtime running on this page, if any. */
export function runningRuntime(): RuntimeHandle | undefined {
  return (window as RuntimeHolder)[RUNTIME_KEY];
}

/**
 * For a signed-in account (SPEC §2, §6): the context checked against the schema, and whether
 * the owner redirect sends the page to the configuration area. Both are chunks: a visitor who is
 * not signed in never loads them. When they cannot load, the page stays and works as it is.
 */
async function checkSignedIn(env: RuntimeEnv): Promise<{ env: RuntimeEnv; leaving: boolean }> {
  try {
    const [{ validPageContext }, { redirectOwner }] = await Promise.all([
      import('../platform/context/check-page-context.ts'),
      import('./behaviours/owner-redirect.ts'),
    ]);
    const ctx = validPageContext(env.document);
    const checked = { ...env, ctx };
    return { env: checked, leaving: redirectOwner(checked) };
  } catch (error) {
    console.error('[sq-runtime] could not check the signed-in account:', error);
    return { env, leaving: false };
  }
}

/** Starts one behaviour; a behaviour that throws is logged and the others still start. */
function startBehaviour(behaviour: NamedBehaviour, env: RuntimeEnv): BehaviourStop | undefined {
  try {
    return behaviour.start(env) ?? undefined;
  } catch (error) {
    console.error(`[sq-runtime] the ${behaviour.name} behaviour failed to start:`, error);
    return undefined;
  }
}

/**
 * Starts the runtime on this page, once. A second run (the script included twice, or run again
 * from another copy) logs one console error and does nothing (SPEC §8). Otherwise it:
 * 1. reads the page context (anonymous defaults when it is missing or not JSON; no schema:
 *    platform/context/page-context.ts);
 * 2. configures the chunk loader's assets base (the data client reads where secure calls go
 *    from the page context itself, platform/http/site-origin.ts);
 * 3. for a signed-in account, checks the context against the schema and sends a signed-in editor
 *    to the configuration area when SPEC §2 says so, and then starts nothing else;
 * 4. starts the behaviours (consent, telemetry, analytics, fonts, the page extras,
 *    authorization failures), each in a task of its own, then the element autoloader on the
 *    document: from the next task, or for a signed-in account once step 3 has answered (`ready`
 *    resolves once they have started).
 * @returns the running runtime, or undefined on a second run
 */
export function startRuntime(options: RuntimeOptions): RuntimeHandle | undefined {
  const holder = window as RuntimeHolder;
  const running = holder[RUNTIME_KEY];
  if (running) {
    console.error(
      `[sq-runtime] the runtime script ran a second time (sq-elements ${VERSION}; ` +
        `${running.version} is already running): include /assets/sq-runtime.js once per page.`,
    );
    return undefined;
  }
  const read = readPageContext(document);
  const stops: (() => void)[] = [];
  const report = (error: unknown) => reportSystemError(error, document);
  let env: RuntimeEnv = {
    ctx: read,
    document,
    address: location,
    inFrame: isInFrame(window),
    navigation: options.navigation ?? pageNavigation,
    reportSystemError: (error) => void report(error),
  };
  let stopped = false;
  let autoloader: Autoloader | undefined;

  /** Once the page has painted, loads the autoloader and the registry and watches the document. */
  const startAutoloader = (): Promise<void> =>
    afterNextPaint()
      .then(() => Promise.all([import('./autoloader.ts'), options.elements()]))
      .then(
        ([{ Autoloader }, elements]) => {
          if (stopped) return;
          const loader = new Autoloader(elements);
          autoloader = loader;
          stops.push(() => loader.stop());
          loader.watch(document);
        },
        (error: unknown) => console.error('[sq-runtime] could not load the autoloader:', error),
      );

  /**
   * Starts the behaviours, each in a task of its own (so the page's start is a few short tasks,
   * not one long one), then the autoloader; resolves once behaviours still loading have.
   */
  const startPage = async (): Promise<unknown> => {
    const loading: Promise<void>[] = [];
    for (const behaviour of options.behaviours ?? BEHAVIOURS) {
      await aTaskLater();
      if (stopped) return;
      const stop = startBehaviour(behaviour, env);
      if (stop) stops.push(stop);
      if (stop?.ready) loading.push(stop.ready);
    }
    let autoloading: Promise<void> | undefined;
    stops.push(
      whenSqElementAppears(document, () => {
        autoloading = startAutoloader();
      }),
    );
    if (autoloading) loading.push(autoloading);
    return Promise.all(loading);
  };

  if (options.assetsBase) configureAssetsBase(options.assetsBase);
  // Remembered for the session whoever opens the page (SPEC §2), so a later sign-in keeps it.
  // (Only then is session storage touched: its first use can hold the page's first task.)
  if (hasNoRedirectParam(location.href)) isNoRedirect(location.href);
  const ready = (
    isSignedIn(read)
      ? checkSignedIn(env).then((checked) => {
          env = checked.env;
          return stopped || checked.leaving ? undefined : startPage();
        })
      : startPage()
  ).then(() => undefined);

  const handle: RuntimeHandle = {
    version: VERSION,
    get context() {
      return env.ctx;
    },
    ready,
    get autoloader() {
      return autoloader;
    },
    reportSystemError: report,
    async settled() {
      await ready;
      await autoloader?.settled();
    },
    stop() {
      stopped = true;
      for (const stop of stops.splice(0)) stop();
      if (holder[RUNTIME_KEY] === handle) delete holder[RUNTIME_KEY];
    },
  };
  holder[RUNTIME_KEY] = handle;
  return handle;
}
