import { isMotionDisabled } from '../../platform/page/flags.ts';

/**
 * True when motion should be skipped: the visitor asked the system for reduced motion
 * (`prefers-reduced-motion: reduce`) or the page was opened with the SPEC §2 query flag
 * `nomotion=true` (`isMotionDisabled()` of platform/page/flags.ts). Read at the moment of each
 * change, so a preference switched while the page is open takes effect on the next animation.
 */
export function prefersReducedMotion(): boolean {
  if (isMotionDisabled()) return true;
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}
