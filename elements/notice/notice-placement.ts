/**
 * Where `<sq-notice>` stands: at the bottom of the viewport, away from the site's header and
 * navigation, and above any bar another element keeps fixed along the bottom edge (a cookie
 * banner, a mobile info bar), so the notice covers neither.
 */

/** Share of the viewport's height above which a fixed element counts as an overlay, not a bar. */
const BAR_MAX_SHARE = 0.5;

/** The element itself or the nearest ancestor (through shadow roots) that is fixed or sticky. */
function pinnedAncestor(start: Element): Element | null {
  for (let el: Element | null = start; el;) {
    const { position } = getComputedStyle(el);
    if (position === 'fixed' || position === 'sticky') return el;
    const root = el.getRootNode();
    el = el.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return null;
}

/**
 * The elements under the point (`x`, `y`), topmost first, with those inside open shadow roots (a
 * banner drawn inside its element) before their host. `seen` holds the roots already looked into
 * (a shadow root's answer also names the hosts of other trees).
 */
function elementsAt(
  root: Document | ShadowRoot,
  x: number,
  y: number,
  seen = new Set<Node>([root]),
): Element[] {
  return root.elementsFromPoint(x, y).flatMap((hit) => {
    const inner = hit.shadowRoot;
    if (!inner || seen.has(inner)) return [hit];
    seen.add(inner);
    return [...elementsAt(inner, x, y, seen).filter((el) => el !== hit), hit];
  });
}

/**
 * The fixed or sticky elements other than `notice` (and what it holds) along the bottom edge of
 * the viewport, at a quarter, a half and three quarters of its width, that are bars: not taller
 * than half the viewport.
 */
export function bottomBars(notice: HTMLElement): Element[] {
  const view = notice.ownerDocument.defaultView;
  if (!view) return [];
  const { innerWidth: width, innerHeight: height } = view;
  const bars = new Set<Element>();
  for (const x of [width / 4, width / 2, (width * 3) / 4]) {
    for (const hit of elementsAt(notice.ownerDocument, x, height - 1)) {
      if (hit === notice || notice.contains(hit) || notice.shadowRoot?.contains(hit)) continue;
      const pinned = pinnedAncestor(hit);
      if (!pinned || pinned === notice) continue;
      const { top } = pinned.getBoundingClientRect();
      if (height - top <= height * BAR_MAX_SHARE) bars.add(pinned);
    }
  }
  return [...bars];
}

/** How far (px) the highest of `bars` reaches up from the viewport's bottom edge; 0 without any. */
export function liftAbove(bars: Element[], viewportHeight: number): number {
  return Math.max(0, ...bars.map((bar) => viewportHeight - bar.getBoundingClientRect().top));
}

/**
 * How long (ms) after it connects, the page loads, the window resizes or the body gains or loses
 * an element, the notice checks its place at every frame: a banner's element may draw its bar a
 * few frames after it is added (or after the notice), then slide it in.
 */
const SETTLE_MS = 3000;

/**
 * Keeps `notice` above the bars along the bottom edge until `signal` aborts, by setting its
 * `--sq-notice-lift`: at every frame for {@link SETTLE_MS} after it connects, after the page's
 * load, a resize of the window or an element added to or removed from the body (a cookie banner
 * inserted after the notice), so it follows a bar that is drawn late or slides in.
 */
export function keepAboveBottomBars(notice: HTMLElement, signal: AbortSignal): void {
  const view = notice.ownerDocument.defaultView;
  if (!view) return;
  let until = 0;
  let frame = 0;
  const place = (): void => {
    const lift = liftAbove(bottomBars(notice), view.innerHeight);
    notice.style.setProperty('--sq-notice-lift', `${lift}px`);
  };
  const tick = (): void => {
    frame = 0;
    if (signal.aborted) return;
    place();
    if (view.performance.now() < until) frame = view.requestAnimationFrame(tick);
  };
  const watch = (): void => {
    until = view.performance.now() + SETTLE_MS;
    if (!frame && !signal.aborted) frame = view.requestAnimationFrame(tick);
  };
  place();
  watch();
  view.addEventListener('resize', watch, { signal });
  view.addEventListener('load', watch, { signal });
  const body = notice.ownerDocument.body;
  const changes = new MutationObserver(watch);
  if (body) changes.observe(body, { childList: true });
  signal.addEventListener(
    'abort',
    () => {
      changes.disconnect();
      view.cancelAnimationFrame(frame);
    },
    { once: true },
  );
}
