/**
 * Where the data client sends `secure` requests (SPEC §7: "Secure calls go to the site's own
 * domain over https with credentials when the page is not on the provider's own domains").
 */

import {
  PAGE_CONTEXT_ELEMENT_ID,
  readPageContext,
  type PageContext,
} from '../context/page-context.ts';

/**
 * Where `secure` requests go. When the page's host is not one of `providerDomains` (nor below
 * one), a secure request goes to `siteOrigin` (its path and query kept) over https, with
 * credentials; otherwise it stays on the page's origin like any other request. An `http:`
 * siteOrigin is upgraded to `https:` except on loopback hosts (local development).
 * Unless set, both come from the page context the first time a request needs them
 * ({@link dataClientConfigOf}).
 * @example
 * configureDataClient({
 *   siteOrigin: `https://${ctx.website.identifier}.${ctx.appDomain}`,
 *   providerDomains: [ctx.appDomain],
 * });
 */
export interface DataClientConfig {
  /** The site's own secure origin, e.g. `https://my-site.provider.example`; null: none. */
  siteOrigin?: string | null;
  /** Host names of the provider's own domains (a host equal to one or below it matches). */
  providerDomains?: readonly string[];
}

type Config = { siteOrigin: string | null; providerDomains: readonly string[] };

let config: Config | undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The configuration a page context gives (SPEC §3 `website.identifier`, `appDomain`): the site
 * origin `https://{identifier}.{appDomain}` and the provider's domain `appDomain`.
 */
export function dataClientConfigOf(ctx: PageContext): Required<DataClientConfig> {
  const identifier = text(ctx.website?.identifier);
  const appDomain = text(ctx.appDomain);
  return {
    siteOrigin: identifier && appDomain ? `https://${identifier}.${appDomain}` : null,
    providerDomains: appDomain ? [appDomain] : [],
  };
}

/** The configuration in use: as set, else the page context's (read once), else none. */
function current(): Config {
  config ??= document.getElementById(PAGE_CONTEXT_ELEMENT_ID)
    ? dataClientConfigOf(readPageContext(document))
    : { siteOrigin: null, providerDomains: [] };
  return config;
}

/** Sets where secure requests go; fields left out keep their value. */
export function configureDataClient(next: DataClientConfig): void {
  const base = current();
  config = {
    siteOrigin: next.siteOrigin !== undefined ? next.siteOrigin : base.siteOrigin,
    providerDomains:
      next.providerDomains !== undefined ? [...next.providerDomains] : base.providerDomains,
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function onProviderDomain(hostname: string): boolean {
  return current().providerDomains.some(
    (domain) => hostname === domain || hostname.endsWith(`.${domain}`),
  );
}

/**
 * The address and credentials mode a request for `url` uses (before the crumb and query data
 * are added): `include` for a secure request sent to the site origin, else `same-origin`.
 * `options.siteOrigin` overrides the configured one for this request.
 */
export function resolveDataUrl(
  url: string,
  options: { secure?: boolean; siteOrigin?: string } = {},
): { url: URL; credentials: RequestCredentials } {
  const target = new URL(url, document.baseURI);
  const siteOrigin = options.siteOrigin ?? current().siteOrigin;
  if (!options.secure || !siteOrigin || onProviderDomain(location.hostname)) {
    return { url: target, credentials: 'same-origin' };
  }
  const secureUrl = new URL(target.pathname + target.search, siteOrigin);
  if (secureUrl.protocol === 'http:' && !LOOPBACK_HOSTS.has(secureUrl.hostname)) {
    secureUrl.protocol = 'https:';
  }
  return { url: secureUrl, credentials: 'include' };
}
