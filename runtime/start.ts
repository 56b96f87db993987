/**
 * Starting the page runtime (ARCHITECTURE.md "Runtime"): once per page, read the page context,
 * configure the platform from it, start the site-wide behaviours and the element autoloader.
 * The entry module runtime/sq-runtime.ts calls {@link startRuntime} with the built registry.
 */
import { configureAssetsBase } from '../platform/chunks/chunk-loader.ts';
import { readPageContext, type PageContext } from '../platform/context/page-context.ts';
import { configureDataClient } from '../platform/http/data-client.ts';
import { VERSION } from '../platform/version/version.ts';
import { Autoloader, type TagLoader } from './autoloader.ts';
import { BEHAVIOURS, type NamedBehaviour } from './behaviours/index.ts';
import { redirectOwner } from './behaviours/owner-redirect.ts';
import { reportSystemError } from './behaviours/system-errors.ts';
import { isInFrame, pageNavigation, type PageNavigation, type RuntimeEnv } from './environment.ts';

/** The global flag of a running runtime: `window[RUNTIME_KEY]` holds its {@link RuntimeHandle}. */
export const RUNTIME_KEY: unique symbol = Symbol.for('sq-elements.runtime') as never;

/** Options of {@link startRuntime}. */
export interface RuntimeOptions {
  /** Every tag the autoloader can load (runtime/registry.ts builds it). */
  registry: ReadonlyMap<string, TagLoader>;
  /** Tags that load only near the viewport (runtime/registry.ts `LAZY_TAGS`). */
  lazyTags?: ReadonlySet<string>;
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
  /** The page context the runtime read. */
  readonly context: PageContext;
  /** The element autoloader; undefined on a page the owner redirect is leaving. */
  readonly autoloader: Autoloader | undefined;
  /**
   * Shows the system error overlay for `error` (SPEC §8), for code that met a failure it cannot
   * handle: `window[Symbol.for('sq-elements.runtime')]?.reportSystemError(error)`.
   */
  reportSystemError(error: unknown): Promise<HTMLElement | undefined>;
  /** Stops the behaviours and the autoloader and clears the global flag (tests, hot reload). */
  stop(): void;
}

type RuntimeHolder = { [RUNTIME_KEY]?: RuntimeHandle };

/** The runtime running on this page, if any. */
export function runningRuntime(): RuntimeHandle | undefined {
  return (window as RuntimeHolder)[RUNTIME_KEY];
}

/** Configures the data client from the context: secure calls go to the site's own origin. */
function configurePlatform(ctx: PageContext, options: RuntimeOptions): void {
  if (options.assetsBase) configureAssetsBase(options.assetsBase);
  const identifier = ctx.website?.identifier;
  const appDomain = ctx.appDomain;
  configureDataClient({
    siteOrigin: identifier && appDomain ? `https://${identifier}.${appDomain}` : null,
    providerDomains: appDomain ? [appDomain] : [],
  });
}

/** Starts one behaviour; a behaviour that throws is logged and the others still start. */
function startBehaviour(behaviour: NamedBehaviour, env: RuntimeEnv): (() => void) | undefined {
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
 * 1. reads the page context (anonymous defaults when it is missing or invalid);
 * 2. configures the chunk loader's assets base and the data client;
 * 3. sends a signed-in editor to the configuration area when SPEC §2 says so, and then starts
 *    nothing else;
 * 4. starts the behaviours (logout notice, Escape key, login-required, authorization failures)
 *    and the element autoloader on the document.
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
  const ctx = readPageContext(document);
  const stops: (() => void)[] = [];
  const report = (error: unknown) => reportSystemError(error, document);
  const started: { autoloader?: Autoloader } = {};
  const handle: RuntimeHandle = {
    version: VERSION,
    context: ctx,
    get autoloader() {
      return started.autoloader;
    },
    reportSystemError: report,
    stop() {
      for (const stop of stops.splice(0)) stop();
      if (holder[RUNTIME_KEY] === handle) delete holder[RUNTIME_KEY];
    },
  };
  holder[RUNTIME_KEY] = handle;

  configurePlatform(ctx, options);
  const env: RuntimeEnv = {
    ctx,
    document,
    address: location,
    inFrame: isInFrame(window),
    navigation: options.navigation ?? pageNavigation,
    reportSystemError: (error) => void report(error),
  };
  if (redirectOwner(env)) return handle;

  for (const behaviour of options.behaviours ?? BEHAVIOURS) {
    const stop = startBehaviour(behaviour, env);
    if (stop) stops.push(stop);
  }
  const loader = new Autoloader({
    registry: options.registry,
    ...(options.lazyTags ? { lazyTags: options.lazyTags } : {}),
  });
  started.autoloader = loader;
  stops.push(() => loader.stop());
  loader.watch(document);
  return handle;
}
