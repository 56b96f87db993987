/**
 * Where the data client sends `secure` requests (SPEC §7: "Secure calls go to the site's own
 * domain over https with credentials when the page is not on the provider's own domains").
 */

/**
 * Where `secure` requests go. When the page's host is not one of `providerDomains` (nor below
 * one), a secure request goes to `siteOrigin` (its path and query kept) over https, with
 * credentials; otherwise it stays on the page's origin like any other request. An `http:`
 * siteOrigin is upgraded to `https:` except on loopback hosts (local development).
 * The runtime sets both from the page context.
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

const config: { siteOrigin: string | null; providerDomains: readonly string[] } = {
  siteOrigin: null,
  providerDomains: [],
};

/** Sets where secure requests go; fields left out keep their value. */
export function configureDataClient(next: DataClientConfig): void {
  if (next.siteOrigin !== undefined) config.siteOrigin = next.siteOrigin;
  if (next.providerDomains !== undefined) config.providerDomains = [...next.providerDomains];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function onProviderDomain(hostname: string): boolean {
  return config.providerDomains.some(
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
  const siteOrigin = options.siteOrigin ?? config.siteOrigin;
  if (!options.secure || !siteOrigin || onProviderDomain(location.hostname)) {
    return { url: target, credentials: 'same-origin' };
  }
  const secureUrl = new URL(target.pathname + target.search, siteOrigin);
  if (secureUrl.protocol === 'http:' && !LOOPBACK_HOSTS.has(secureUrl.hostname)) {
    secureUrl.protocol = 'https:';
  }
  return { url: secureUrl, credentials: 'include' };
}
