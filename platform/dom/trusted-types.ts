/**
 * The library's one Trusted Types policy, `sq-elements`. A page that enforces Trusted Types
 * (`require-trusted-types-for 'script'`) accepts at its sinks only values a policy made; every
 * sink the library writes to takes them from this policy, created on first use. A page that also
 * names its allowed policies lists it beside Lit's own: `trusted-types sq-elements lit-html`.
 *
 * - Script addresses ({@link trustedScriptUrl}): an http(s) address of the page's own origin, or
 *   one a module declared it loads ({@link allowScriptUrl}: the captcha script the site's
 *   settings name). Anything else throws a TypeError.
 * - HTML ({@link withTrustedHtml}): only while the library's sanitizer runs or an embed code is
 *   parsed into an inert document ({@link parseInertHtml}); asked at any other moment, the
 *   policy throws, so no string reaches a live HTML sink through it.
 *
 * Where the browser has no Trusted Types, the same checks apply and plain strings are answered.
 */

/** The policy's name: the one a page's `trusted-types` directive lists. */
export const TRUSTED_TYPES_POLICY_NAME = 'sq-elements';

/** A value of the browser's Trusted Types (TrustedHTML, TrustedScriptURL), opaque here. */
export interface TrustedValue {
  toString(): string;
}

/** The policy as DOMPurify's `TRUSTED_TYPES_POLICY` takes it. */
export interface LibraryPolicy {
  createHTML(input: string): TrustedValue;
  createScriptURL(input: string): TrustedValue;
}

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScriptURL(input: string): string },
  ): LibraryPolicy;
}

/** Origin and path of the scripts from another origin that modules declared they load. */
const allowedScripts = new Set<string>();
/** How many {@link withTrustedHtml} calls are running (HTML is made only meanwhile). */
let htmlOpen = 0;
let policy: LibraryPolicy | null | undefined;

/** An http(s) script address, absolute; throws unless the page may load it (see above). */
function checkScriptUrl(input: string): string {
  const url = new URL(input, document.baseURI);
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  if (web && (url.origin === location.origin || allowedScripts.has(url.origin + url.pathname))) {
    return url.href;
  }
  throw new TypeError(`[${TRUSTED_TYPES_POLICY_NAME}] refused script address: ${input}`);
}

function checkHtml(input: string): string {
  if (htmlOpen > 0) return input;
  throw new TypeError(
    `[${TRUSTED_TYPES_POLICY_NAME}] HTML is made only for the sanitizer or an inert parse`,
  );
}

/**
 * The policy, created on first use; null where the browser has no Trusted Types. Throws the
 * browser's TypeError when the page's `trusted-types` directive does not allow its name.
 */
function libraryPolicy(): LibraryPolicy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy = factory
      ? factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
          createHTML: checkHtml,
          createScriptURL: checkScriptUrl,
        })
      : null;
  }
  return policy;
}

/**
 * Lets {@link trustedScriptUrl} accept `url` (resolved against the document; its origin and
 * path, whatever query it is later given): a script of another origin that the library loads by
 * design, named by the site's settings.
 */
export function allowScriptUrl(url: string): void {
  const { origin, pathname } = new URL(url, document.baseURI);
  allowedScripts.add(origin + pathname);
}

/**
 * `url` for a script's `src`: a TrustedScriptURL, or the absolute address where the browser has
 * no Trusted Types.
 * @throws TypeError when `url` is neither of the page's origin nor allowed by
 *   {@link allowScriptUrl}, or is not an http(s) address.
 */
export function trustedScriptUrl(url: string): TrustedValue | string {
  return libraryPolicy()?.createScriptURL(url) ?? checkScriptUrl(url);
}

/**
 * Runs `run` with the policy (null without Trusted Types) while it makes HTML: for the library's
 * sanitizer only (DOMPurify's `TRUSTED_TYPES_POLICY`, which parses the dirty input into an inert
 * document and signs what it keeps). Once `run` returns, the policy refuses HTML again.
 */
export function withTrustedHtml<T>(run: (policy: LibraryPolicy | null) => T): T {
  htmlOpen += 1;
  try {
    return run(libraryPolicy());
  } finally {
    htmlOpen -= 1;
  }
}

/**
 * `html` parsed into a new inert document (`DOMParser`): no script in it runs and nothing it
 * names loads. Read it; never move its nodes into the page unsanitized.
 */
export function parseInertHtml(html: string): Document {
  return withTrustedHtml((trusted) =>
    new DOMParser().parseFromString(
      (trusted?.createHTML(html) ?? html) as unknown as string,
      'text/html',
    ),
  );
}
