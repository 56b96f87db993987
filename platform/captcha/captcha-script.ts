/**
 * Loads the reCAPTCHA v2 script (or the local double) on demand, once per script address, and
 * answers its `grecaptcha` object once the library says it is ready. The script's address goes
 * through the library's Trusted Types policy: one of the page's origin, or one allowed with
 * `allowScriptUrl` (platform/dom/trusted-types.ts).
 */
import { trustedScriptUrl } from '../dom/trusted-types.ts';

/** The part of the reCAPTCHA v2 explicit-render API this project uses. */
export interface GreCaptcha {
  render(container: HTMLElement, params: GreCaptchaParams): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
  execute(widgetId?: number): void;
}

/** Parameters of `grecaptcha.render`. */
export interface GreCaptchaParams {
  sitekey: string;
  size?: 'normal' | 'compact' | 'invisible';
  theme?: 'light' | 'dark';
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
}

/** Message of the rejection when the script loaded but defined no library (SPEC §8). */
export const NOT_SET_UP = 'ReCaptcha has not been set up!';

/** Loads in flight or done, by script address (without the onload parameters). */
const loads = new Map<string, Promise<GreCaptcha>>();
let callbackCount = 0;

type CaptchaGlobals = Record<string, unknown> & { grecaptcha?: Partial<GreCaptcha> };

function globals(): CaptchaGlobals {
  return window as unknown as CaptchaGlobals;
}

/** The library when its `render` is usable; else undefined. */
function usable(api: Partial<GreCaptcha> | undefined): GreCaptcha | undefined {
  return typeof api?.render === 'function' ? (api as GreCaptcha) : undefined;
}

/**
 * The script's address with `onload=<callback>&render=explicit` added (`scriptUrl` resolves
 * against the document's base URL; a query it already has is kept).
 */
export function explicitRenderUrl(scriptUrl: string, callback: string): string {
  const url = new URL(scriptUrl, document.baseURI);
  url.searchParams.set('onload', callback);
  url.searchParams.set('render', 'explicit');
  return url.href;
}

function load(scriptUrl: string): Promise<GreCaptcha> {
  return new Promise<GreCaptcha>((resolve, reject) => {
    const callback = `sqCaptchaOnload${++callbackCount}`;
    const script = document.createElement('script');
    const done = () => {
      delete globals()[callback];
      script.onload = script.onerror = null;
    };
    // The library calls this once it can render (the real one after loading more of itself).
    globals()[callback] = () => {
      done();
      const api = usable(globals().grecaptcha);
      if (api) resolve(api);
      else reject(new Error(NOT_SET_UP));
    };
    script.onload = () => {
      // No library at all: the script was something else. A library that exists but has not
      // called back yet is still setting itself up.
      if (globals().grecaptcha === undefined) {
        done();
        reject(new Error(NOT_SET_UP));
      }
    };
    script.onerror = () => {
      done();
      script.remove();
      reject(new Error(`Could not load the captcha script ${scriptUrl}`));
    };
    script.async = true;
    try {
      script.src = trustedScriptUrl(explicitRenderUrl(scriptUrl, callback)) as string;
    } catch (error) {
      done();
      reject(error as Error);
      return;
    }
    document.head.append(script);
  });
}

/**
 * The `grecaptcha` library from `scriptUrl`, loading the script the first time it is asked for
 * (calls for the same address, in parallel or later, share one load). A failed load is
 * forgotten, so a later call tries again.
 * @throws (as a rejection) `Error('ReCaptcha has not been set up!')` when the script loaded but
 *   no library came with it; `Error('Could not load the captcha script <url>')` when it did not load;
 *   a TypeError when the address is neither of the page's origin nor allowed (`allowScriptUrl`)
 */
export function loadCaptchaScript(scriptUrl: string): Promise<GreCaptcha> {
  let loading = loads.get(scriptUrl);
  if (!loading) {
    loading = load(scriptUrl);
    loads.set(scriptUrl, loading);
    loading.catch(() => loads.delete(scriptUrl));
  }
  return loading;
}
