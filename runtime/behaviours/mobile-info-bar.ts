/**
 * The mobile info bar (SPEC §3 "Mobile info bar settings", §9): on a site whose
 * `mobileInfoBarSettings.style` is light (2) or dark (3), a chunk of its own
 * (./mobile-info-bar-start.ts) inserts `<sq-mobile-info-bar>` once the viewport is 1024 px wide
 * or less and the cookie banner has its answer. Every other page carries only this module's few
 * lines.
 */
import type { Behaviour, RuntimeEnv } from '../environment.ts';
import { onDemand } from './on-demand.ts';

/**
 * The styles that show the bar: light 2 and dark 3 (SPEC §3; `MOBILE_INFO_BAR_STYLES` of
 * platform/constants/site-enums.ts, a test keeps the two in step). Written out here so every
 * page's first script does not carry the whole enumerations module for two numbers.
 */
const SHOWN_STYLES: readonly unknown[] = [2, 3];

/** Whether the page needs the bar's chunk: its style is light (2) or dark (3). */
export const mobileInfoBarNeeded = (env: RuntimeEnv): boolean =>
  SHOWN_STYLES.includes(env.ctx.websiteSettings?.mobileInfoBarSettings?.style);

/** The mobile info bar behaviour, loaded only on the pages {@link mobileInfoBarNeeded} names. */
export const mobileInfoBar: Behaviour = onDemand(
  'mobile-info-bar',
  mobileInfoBarNeeded,
  async () => (await import('./mobile-info-bar-start.ts')).startMobileInfoBar,
);
