/**
 * When a third-party embed (video, map, audio-sharing, social, reservations, fonts) may load
 * (ARCHITECTURE.md "Third-party embeds"). Two conditions, both needed:
 *
 * 1. consent allows it ({@link thirdPartyAllowed}): the site's cookie policy is not restrictive
 *    (`cookieSettings.isRestrictiveCookiePolicyEnabled !== true`), or the visitor accepted
 *    (the consent cookie is `true`, SPEC §5);
 * 2. the visitor asks for it: a click on the embed's load button (under a restrictive policy that
 *    click is consent for that one embed on this page view, nothing stored), or the site setting
 *    `websiteSettings.thirdPartyEmbeds.loadAfterConsent` ({@link loadsAfterConsent}), with which
 *    an embed loads as soon as 1 holds and it comes near the viewport.
 *
 * Framework-free; the facade controller of the elements and the fonts loader build on it.
 */
import { CONSENT_EVENT, consentPolicy, readConsent } from '../consent/consent.ts';
import {
  ANONYMOUS_CONTEXT,
  contextElement,
  readPageContext,
  type PageContext,
} from '../context/page-context.ts';

/** The page's context when it carries one, else the anonymous defaults (no console message). */
export function currentPageContext(): Readonly<PageContext> {
  return contextElement(document) ? readPageContext(document) : ANONYMOUS_CONTEXT;
}

/**
 * Whether the site's policy is restrictive: as consent.ts was configured, or as the page context
 * says (an embed that upgrades before the runtime configured consent still waits).
 */
function restrictivePolicy(): boolean {
  return (
    consentPolicy().restrictive ||
    currentPageContext().cookieSettings?.isRestrictiveCookiePolicyEnabled === true
  );
}

/** Rule 1: no restrictive cookie policy, or the visitor accepted (consent cookie `true`). */
export function thirdPartyAllowed(): boolean {
  return !restrictivePolicy() || readConsent() === true;
}

/**
 * Rule 2's site setting: `websiteSettings.thirdPartyEmbeds.loadAfterConsent === true` of `ctx`
 * (default: the page's context). Then embeds load without a click once rule 1 holds.
 */
export function loadsAfterConsent(ctx: Readonly<PageContext> = currentPageContext()): boolean {
  return ctx.websiteSettings?.thirdPartyEmbeds?.loadAfterConsent === true;
}

/**
 * Resolves when rule 1 holds: at once, or when the visitor accepts (`sq-consent` with
 * `consent: true` on `document`, on this page or shared from another open page of the site). A
 * decline does not settle it (the visitor may still accept later).
 * @throws (as a rejection) the signal's reason when `signal` aborts first.
 */
export function whenThirdPartyAllowed(signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    if (thirdPartyAllowed()) return resolve();
    const stop = () => {
      document.removeEventListener(CONSENT_EVENT, onConsent);
      signal?.removeEventListener('abort', onAbort);
    };
    const onConsent = () => {
      if (!thirdPartyAllowed()) return;
      stop();
      resolve();
    };
    const onAbort = () => {
      stop();
      reject(signal!.reason as Error);
    };
    document.addEventListener(CONSENT_EVENT, onConsent);
    signal?.addEventListener('abort', onAbort);
  });
}
