import { fixture } from '@open-wc/testing';
import { html } from 'lit';
import type { SqMap } from '../../../elements/map/sq-map.ts';
import '../../../elements/map/sq-map.ts';

/** The maps key the tests give the page context (base64 of `test-maps-key`). */
export const KEY = 'test-maps-key';

let loads = 0;

/**
 * Puts a page context on the page (`website.mapsApiKey`, the maps script's address, the cookie
 * policy), replacing an earlier one. Each call names a fresh script address (`t=N`), so the
 * page's one-load-per-address cache never answers for an earlier test.
 */
export function useContext({
  key = KEY as string | null,
  restrictive = false,
  fail = '' as '' | 'error' | 'timeout',
  locale = 'en-GB',
} = {}): string {
  document.getElementById('sq-context')?.remove();
  loads += 1;
  const t = `map-${Date.now()}-${loads}`;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sq-context';
  script.textContent = JSON.stringify({
    website: { id: 'w', ...(key === null ? {} : { mapsApiKey: btoa(key) }) },
    websiteLocale: locale,
    cookieSettings: { isRestrictiveCookiePolicyEnabled: restrictive },
    websiteSettings: {
      thirdPartyEmbeds: {
        urls: { maps: `/test-maps/api.js?t=${t}${fail ? `&fail=${fail}` : ''}` },
      },
    },
  });
  document.head.append(script);
  return t;
}

/** Mounts `<sq-map>` with `settings` (or raw JSON text) and optional server markup. */
export async function mountMap(settings: object | string = {}, markup = ''): Promise<SqMap> {
  const json = typeof settings === 'string' ? settings : JSON.stringify(settings);
  const host = await fixture<HTMLElement>(html`<div style="width:640px"></div>`);
  const el = document.createElement('sq-map');
  el.setAttribute('data-block-json', json);
  el.innerHTML = markup;
  host.append(el);
  await el.updateComplete;
  return el;
}

/** The element's shadow root, asserted. */
export const shadow = (el: SqMap): ShadowRoot => el.shadowRoot!;

/** The request URLs the test endpoints logged containing `has`. */
export async function logged(has: string): Promise<string[]> {
  const response = await fetch(`/test-maps/log?has=${encodeURIComponent(has)}`);
  return (await response.json()) as string[];
}
