/**
 * A behaviour whose code is a chunk of its own, loaded only on the pages that need it (a
 * signed-in account, a site setting): every other page carries nothing of it.
 */
import type { Behaviour, RuntimeEnv } from '../environment.ts';

/**
 * The behaviour `load` answers, started when `needed(env)` says the page needs it; its stop
 * function's `ready` resolves once it has. `when`, if given, is awaited before the code is
 * fetched (e.g. `afterLoad`, for what may wait until the page has loaded: its request then never
 * competes with the page's own). A chunk that fails to load is logged; the page keeps working
 * without it.
 */
export function onDemand(
  name: string,
  needed: (env: RuntimeEnv) => boolean,
  load: () => Promise<Behaviour>,
  when?: (env: RuntimeEnv) => Promise<void>,
): Behaviour {
  return (env) => {
    if (!needed(env)) return;
    let stopped = false;
    let stop: (() => void) | void;
    const ready = (when ? when(env) : Promise.resolve())
      .then(() => (stopped ? undefined : load()))
      .then(
        (start) => {
          if (start && !stopped) stop = start(env);
        },
        (error: unknown) =>
          console.error(`[sq-runtime] could not load the ${name} behaviour:`, error),
      );
    return Object.assign(
      () => {
        stopped = true;
        stop?.();
      },
      { ready },
    );
  };
}
