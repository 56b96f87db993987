/** Several behaviours started as one. */
import type { Behaviour, BehaviourStop } from '../environment.ts';

/**
 * A behaviour that starts each of `behaviours` in order; stopping it stops them all, and its
 * `ready` waits for all of theirs.
 */
export function together(...behaviours: readonly Behaviour[]): Behaviour {
  return (env) => {
    const stops = behaviours
      .map((start) => start(env))
      .filter((stop): stop is BehaviourStop => typeof stop === 'function');
    return Object.assign(
      () => {
        for (const stop of stops) stop();
      },
      { ready: Promise.all(stops.map((stop) => stop.ready)).then(() => undefined) },
    );
  };
}
