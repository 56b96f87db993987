import { expect } from '@open-wc/testing';
import { cleanUp, banner, part } from './helpers.ts';

const THEMES = ['DARK', 'LIGHT'] as const;
const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
const PLACES = [
  { variant: 'BAR', position: 'TOP' },
  { variant: 'BAR', position: 'BOTTOM' },
  { variant: 'POPUP', position: 'TOP_LEFT' },
  { variant: 'POPUP', position: 'TOP_RIGHT' },
  { variant: 'POPUP', position: 'BOTTOM_LEFT' },
  { variant: 'POPUP', position: 'BOTTOM_RIGHT' },
] as const;

/** Where the box sits on screen, as a visitor would name it. */
function placeOf(box: DOMRect): string {
  const vertical =
    box.top <= 20 ? 'TOP' : Math.round(box.bottom) >= innerHeight - 20 ? 'BOTTOM' : '?';
  if (box.width >= innerWidth - 1) return vertical;
  const horizontal = box.left <= 20 ? 'LEFT' : box.right >= innerWidth - 20 ? 'RIGHT' : '?';
  return `${vertical}_${horizontal}`;
}

describe('<sq-cookie-banner> in every theme, variant, position and CTA variant', () => {
  afterEach(cleanUp);

  for (const theme of THEMES) {
    for (const { variant, position } of PLACES) {
      for (const cta of CTA_VARIANTS) {
        it(`SPEC §3: ${theme} ${variant} ${position} ${cta} sits in place, names its controls, is axe-clean`, async () => {
          const el = await banner({
            cookieBannerTheme: theme,
            cookieBannerVariant: variant,
            cookieBannerPosition: position,
            cookieBannerCtaVariant: cta,
            cookieBannerAcceptType: 'OPT_IN_AND_OUT',
            cookieBannerText:
              '<p>We use cookies. Read our <a href="/privacy">privacy policy</a>.</p>',
          });
          const base = part(el, 'base')!;
          // The entrance animation would move the box: measure where it comes to rest.
          base.getAnimations().forEach((animation) => animation.finish());
          expect(placeOf(base.getBoundingClientRect())).to.equal(position);
          const accept = part(el, 'accept')!;
          const name = accept.getAttribute('aria-label') ?? accept.textContent!.trim();
          expect(name).to.equal('Accept');
          expect(part(el, 'decline')!.textContent!.trim()).to.equal('Decline');
          await expect(el).to.be.accessible();
        });
      }
    }
  }
});
