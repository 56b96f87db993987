/**
 * Events heard before the code that handles them has arrived. The runtime starts analytics after
 * the page's load event (runtime/after-load.ts), but a block can fail, a video can play or an
 * element can ask for a tracking event before that: {@link hearEvents} keeps what such events
 * said, so nothing that happened earlier is lost.
 */

/** What an event said, kept after its dispatch (when `composedPath()` is already empty). */
export interface HeardEvent {
  readonly type: string;
  readonly detail: unknown;
  /** Where the event came from: the first target of its composed path. */
  readonly source: EventTarget | undefined;
}

/** An event as {@link HeardEvent}; call it while the event is being dispatched. */
export function heard(event: Event): HeardEvent {
  return {
    type: event.type,
    detail: (event as CustomEvent<unknown>).detail,
    source: event.composedPath()[0],
  };
}

/** The local name of the element an event came from, or '' (a non-element source). */
export function sourceTag(event: HeardEvent): string {
  return event.source instanceof Element ? event.source.localName : '';
}

/** Events kept until their handler takes them. */
export interface HeardEvents {
  /** The events heard so far, oldest first; they are no longer kept. */
  take(): HeardEvent[];
  /** Stops listening and forgets what was kept. */
  stop(): void;
}

/**
 * Listens on `target` in the capture phase (so a listener that stops an event on the way cannot
 * hide it) for events of `types` and keeps the last `limit` of them.
 */
export function hearEvents(target: EventTarget, types: readonly string[], limit = 50): HeardEvents {
  let kept: HeardEvent[] = [];
  const listen = (event: Event) => {
    kept.push(heard(event));
    if (kept.length > limit) kept.shift();
  };
  for (const type of types) target.addEventListener(type, listen, true);
  return {
    take() {
      const taken = kept;
      kept = [];
      return taken;
    },
    stop() {
      for (const type of types) target.removeEventListener(type, listen, true);
      kept = [];
    },
  };
}
