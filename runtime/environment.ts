/**
 * What the runtime's behaviours work with: the page context, the page's address, a way to
 * navigate, and the system error hook. The runtime builds one from the real page; tests build
 * one with a navigation that records instead of leaving the page.
 */
import type { PageContext } from '../platform/context/page-context.ts';

/** How a behaviour leaves the page (the real one wraps `location`). */
export interface PageNavigation {
  /** Goes to `url`, keeping the current page in the history (`location.assign`). */
  assign(url: string): void;
  /** Goes to `url` in place of the current page (`location.replace`). */
  replace(url: string): void;
  /** Takes the whole window to `url`, leaving the frame the page is shown in (`top.location`). */
  leaveFrame(url: string): void;
}

/** The page's address, as far as behaviours read it. */
export type PageAddress = Pick<Location, 'href' | 'hostname' | 'pathname' | 'search'>;

/** Everything a behaviour may use. */
export interface RuntimeEnv {
  /** The validated page context (anonymous defaults when the page has none). */
  readonly ctx: PageContext;
  readonly document: Document;
  /** The page's address. */
  readonly address: PageAddress;
  /** Whether the page is shown inside a frame (a preview, an embed). */
  readonly inFrame: boolean;
  readonly navigation: PageNavigation;
  /** Shows the system error overlay for `error` (SPEC §8); see runtime/system-errors.ts. */
  reportSystemError(error: unknown): void;
}

/**
 * What a running behaviour answers: a function that stops it (removes its listeners). A behaviour
 * whose code is still loading also says when it has started (`ready`).
 */
export type BehaviourStop = (() => void) & { readonly ready?: Promise<void> };

/**
 * A site-wide behaviour: starts when the runtime starts, and returns a function that stops it
 * when it keeps running, or nothing.
 */
export type Behaviour = (env: RuntimeEnv) => BehaviourStop | void;

/** The real page's navigation. */
export const pageNavigation: PageNavigation = {
  assign: (url) => location.assign(url),
  replace: (url) => location.replace(url),
  leaveFrame: (url) => (window.top ?? window).location.assign(url),
};

/** Whether `win` is shown inside a frame. A cross-origin parent counts as a frame too. */
export function isInFrame(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}
