/**
 * A behaviour whose code is a chunk of its own, loaded only on the pages that need it (a
 * signed-in account, a site setting): every other page carries nothing of it.
 */
import type { Behaviour, BehaviourStop, RuntimeEnv } from '../environment.ts';

/**
 * The behaviour `load` answers, started when `needed(env)` says the page needs it; its stop
 * function's `ready` resolves once it has started, and once what it loads in turn has (its own
 * `ready`). A chunk that fails to load is logged; the page keeps
 * working without it.
 */
export function onDemand(
  name: string,
  needed: (env: RuntimeEnv) => boolean,
  load: () => Promise<Behaviour>,
): Behaviour {
  return (env) => {
    if (!needed(env)) return;
    let stopped = false;
    let stop: BehaviourStop | void;
    const ready = load().then(
      (start) => {
        if (!stopped) stop = start(env);
        // A behaviour that loads code of its own again is ready once that has started too.
        return stop?.ready;
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
