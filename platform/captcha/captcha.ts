/**
 * The captcha widget of forms (SPEC §4, §5, §8): the reCAPTCHA v2 script loaded on demand,
 * one widget per container, compact in a narrow container.
 *
 * Rendering is skipped when no site key is configured: the caller checks
 * {@link captchaSiteKey} and calls {@link renderCaptcha} only when it answers a key.
 */
import { CAPTCHA_COMPACT_BELOW_PX } from '../constants/limits.ts';
import { readPageContext, type PageContext } from '../context/page-context.ts';
import { allowScriptUrl } from '../dom/trusted-types.ts';
import { loadCaptchaScript, NOT_SET_UP, type GreCaptcha } from './captcha-script.ts';

/** The captcha messages of SPEC §8, word for word. */
export const CAPTCHA_MESSAGES = {
  notSetUp: NOT_SET_UP,
  destroyed: '[GoogleReCaptchaAPI] Document was destroyed',
} as const;

/** The reCAPTCHA v2 script used when the site names no other. */
export const GOOGLE_CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/**
 * The site's captcha key, `website.captchaSettings.siteKey` of the page context (read from the
 * page when `ctx` is not given); undefined when there is none or it is empty.
 */
export function captchaSiteKey(ctx: PageContext = readPageContext()): string | undefined {
  return ctx.website?.captchaSettings?.siteKey || undefined;
}

/**
 * The captcha script's address: `website.captchaSettings.scriptUrl` (a local site points it at
 * its double, `/captcha/api.js`) when set, else Google's `api.js`.
 */
export function captchaScriptUrl(ctx: PageContext = readPageContext()): string {
  return ctx.website?.captchaSettings?.scriptUrl || GOOGLE_CAPTCHA_SCRIPT_URL;
}

/** A rendered captcha. */
export interface CaptchaWidget {
  /** The element given to {@link renderCaptcha}; the widget sits in a `<div>` inside it. */
  readonly container: HTMLElement;
  /** The solution's token; '' until solved, after a reset or expiry, and once destroyed. */
  read(): string;
  /** Clears the solution (the visitor solves it again). */
  reset(): void;
  /** Asks the library to solve it now (the invisible kind); the token comes to `onSolved`. */
  execute(): void;
  /** Removes the widget from its container; a later {@link renderCaptcha} there renders anew. */
  destroy(): void;
}

/** Options of {@link renderCaptcha}. */
export interface CaptchaOptions {
  /** The site key ({@link captchaSiteKey}). */
  siteKey: string;
  /** The script's address; default {@link captchaScriptUrl} of the page. */
  scriptUrl?: string;
  /** Called with the token when the visitor solves the captcha. */
  onSolved?(token: string): void;
  /** Called when a solution expires (the visitor must solve it again). */
  onExpired?(): void;
}

/** Widgets rendered or rendering, by container. */
const widgets = new WeakMap<HTMLElement, Promise<CaptchaWidget>>();

/** Errors {@link renderCaptcha} has already written to the console. */
const reported = new WeakSet<object>();

/**
 * Whether {@link renderCaptcha} has already logged `error` (a render failure, SPEC §8), so a caller
 * reporting its own failures does not log the same one twice.
 */
export function isCaptchaErrorReported(error: unknown): boolean {
  return typeof error === 'object' && error !== null && reported.has(error);
}

/**
 * Whether the container's document is gone: it has no window any more (the frame holding it
 * was removed) or never had one (a document made by DOMParser or `createHTMLDocument`).
 */
function documentDestroyed(container: HTMLElement): boolean {
  return container.ownerDocument.defaultView === null;
}

/**
 * The height of the drawn widget of each size (reCAPTCHA's: 78 px, or 144 px compact), for a
 * container that keeps the widget's room while its script loads.
 */
export const CAPTCHA_HEIGHT_PX = { normal: 78, compact: 144 } as const;

/** Which size to render: compact below CAPTCHA_COMPACT_BELOW_PX (SPEC §5), else normal. */
export function captchaSize(container: HTMLElement): 'compact' | 'normal' {
  return container.getBoundingClientRect().width < CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal';
}

async function render(container: HTMLElement, options: CaptchaOptions): Promise<CaptchaWidget> {
  if (documentDestroyed(container)) throw new Error(CAPTCHA_MESSAGES.destroyed);
  const scriptUrl = options.scriptUrl ?? captchaScriptUrl();
  // The one script of another origin the library loads: the captcha the site names.
  allowScriptUrl(scriptUrl);
  const api: GreCaptcha = await loadCaptchaScript(scriptUrl);
  if (documentDestroyed(container)) throw new Error(CAPTCHA_MESSAGES.destroyed);
  // A fresh element per widget: the library renders into an element once only, and destroy()
  // removes it, so the container can take a new widget later.
  const host = container.ownerDocument.createElement('div');
  container.append(host);
  let id: number;
  try {
    id = api.render(host, {
      sitekey: options.siteKey,
      size: captchaSize(container),
      callback: (token) => options.onSolved?.(token),
      'expired-callback': () => options.onExpired?.(),
    });
  } catch (error) {
    host.remove();
    console.error('[sq-captcha] could not render the captcha into', container, error);
    if (typeof error === 'object' && error !== null) reported.add(error);
    throw error;
  }
  let destroyed = false;
  const widget: CaptchaWidget = {
    container,
    read: () => (destroyed ? '' : (api.getResponse(id) ?? '')),
    reset: () => {
      if (!destroyed) api.reset(id);
    },
    execute: () => {
      if (!destroyed) api.execute(id);
    },
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      host.remove();
      widgets.delete(container);
    },
  };
  return widget;
}

/**
 * Renders the captcha into `container`: loads the script on demand (once per page and script
 * address, even for parallel calls), then renders once per container (a second call, even
 * while the first is under way, answers the same widget; its options are ignored). The widget
 * is compact when the container is narrower than 320 px, else normal (SPEC §5), measured when
 * it is rendered.
 *
 * Call it only when {@link captchaSiteKey} answers a key (SPEC §5: no key, no captcha).
 * @throws (as a rejection)
 *   - `Error(CAPTCHA_MESSAGES.notSetUp)` when the script loaded but no library came with it;
 *   - `Error('Could not load the captcha script <url>')` when the script did not load;
 *   - `Error(CAPTCHA_MESSAGES.destroyed)` when the container's document is gone (it has no
 *     window: its frame was removed, before or while the script loaded);
 *   - the library's error when rendering into the container fails, after one `console.error`
 *     `[sq-captcha] could not render the captcha into <container> <error>` (SPEC §8).
 *   A failed call leaves nothing behind: a later call on the same container tries again.
 */
export function renderCaptcha(
  container: HTMLElement,
  options: CaptchaOptions,
): Promise<CaptchaWidget> {
  const existing = widgets.get(container);
  if (existing) return existing;
  const rendering = render(container, options);
  widgets.set(container, rendering);
  rendering.catch(() => {
    if (widgets.get(container) === rendering) widgets.delete(container);
  });
  return rendering;
}
