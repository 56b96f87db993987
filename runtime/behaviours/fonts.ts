/**
 * The site's web fonts (SPEC §3 `googleFonts`, §7): one stylesheet from the fonts service, once
 * consent allows third parties (platform/third-party/fonts.ts). A chunk of its own, loaded only
 * on the pages of a site that names fonts. It is started once it waits: the runtime's `ready`
 * never waits for the visitor's consent or for the stylesheet.
 */
import { loadSiteFonts } from '../../platform/third-party/fonts.ts';
import type { Behaviour } from '../environment.ts';

export const fonts: Behaviour = (env) => {
  const controller = new AbortController();
  void loadSiteFonts(env.ctx, controller.signal);
  return () => controller.abort();
};
