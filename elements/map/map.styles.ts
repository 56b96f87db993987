import { unsafeCSS } from 'lit';
import { tokenVar } from '../../platform/tokens/tokens.ts';
import { facadeStyles } from '../shared/facade/facade.styles.ts';

const ASPECT = 'var(--sq-map-aspect-ratio, 16 / 9)';
/** On a phone the map stands upright, so the load card on it leaves the marker in view. */
const NARROW = '(max-width: 40rem)';
const NARROW_ASPECT = 'var(--sq-map-narrow-aspect-ratio, 4 / 5)';
const FOCUS = 'outline:2px solid var(--sq-map-focus-color, currentColor);outline-offset:2px';

/**
 * Shadow styles of `<sq-map>`, one rule a line: the map box keeps its proportions, the static
 * map covers it above the live map's container until the live map shows; the facade's button
 * sits on the map in a card; the address card, the links and the directions box follow.
 */
export const mapStyles = [
  facadeStyles,
  unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
.map{position:relative;aspect-ratio:${ASPECT};overflow:hidden;border-radius:${tokenVar('radius-1')};background:#eee}
@media ${NARROW}{.map{aspect-ratio:${NARROW_ASPECT}}}
a{color:var(--sq-map-link-color, LinkText)}
[part~=static-map],[part~=live]{position:absolute;inset:0;inline-size:100%;block-size:100%}
[part~=static-map]{display:block;z-index:1}
[part~=live][hidden]{display:none}
[part~=live]:focus-visible{${FOCUS};outline-offset:-2px}
.overlay{position:absolute;z-index:2;left:0.75rem;bottom:0.75rem;max-inline-size:calc(100% - 1.5rem);padding:0.75rem;border-radius:${tokenVar('radius-1')};background:#fff;color:#111;box-shadow:0 1px 4px rgb(0 0 0 / 0.3)}
[part~=address]{margin:0.75rem 0 0;font-style:normal;line-height:1.5}
[part~=links]{display:flex;flex-wrap:wrap;gap:0.25rem 1.25rem;margin:0.5rem 0 0;padding:0;list-style:none}
a:focus-visible,input:focus-visible{${FOCUS}}
.directions{margin-top:1rem}
.directions label{display:block;font-weight:600}
.directions .hint{margin:0.25rem 0;font-size:0.875em}
.combo{position:relative;max-inline-size:28rem}
.combo input{box-sizing:border-box;inline-size:100%;font:inherit;padding:0.5em 0.6em;border:1px solid #666;border-radius:${tokenVar('radius-1')};background:#fff;color:#111}
[part~=directions-list]{position:absolute;z-index:3;left:0;right:0;top:100%;margin:2px 0 0;padding:0.25rem 0;list-style:none;background:#fff;color:#111;border:1px solid #666;border-radius:${tokenVar('radius-1')};box-shadow:0 2px 8px rgb(0 0 0 / 0.2)}
[part~=directions-list][hidden]{display:none}
[role=option]{display:flex;flex-direction:column;padding:0.4em 0.6em;cursor:pointer}
[role=option][aria-selected=true],[role=option]:hover{background:#1f4e85;color:#fff}
[role=option] .secondary{font-size:0.875em}
[part~=directions-status]{margin:0.25rem 0 0;font-size:0.875em}
[part~=directions-status]:empty{display:none}
[part~=directions-result]{margin:0.5rem 0 0}
`),
];

/**
 * Page-level CSS for the server's placeholder inside `<sq-map>` (shown without JavaScript and
 * until the element upgrades): the static map at the map box's proportions, the address card
 * and the links, laid out as the upgraded element lays them out.
 */
export const mapMarkupCss = `
  sq-map {
    display: block;
  }
  sq-map .sq-map-static {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: ${ASPECT};
    border-radius: 4px;
  }
  @media ${NARROW} {
    sq-map .sq-map-static {
      aspect-ratio: ${NARROW_ASPECT};
    }
  }
  sq-map .sq-map-address {
    margin: 0.75rem 0 0;
    font-style: normal;
    line-height: 1.5;
  }
  sq-map .sq-map-links {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    margin: 0.5rem 0 0;
    padding: 0;
    list-style: none;
  }
  sq-map .sq-map-directions {
    margin-top: 1rem;
  }
  sq-map .sq-map-directions label {
    display: block;
    font-weight: 600;
  }
  sq-map .sq-map-hint {
    margin: 0.25rem 0;
    font-size: 0.875em;
  }
  sq-map .sq-map-combo {
    max-inline-size: 28rem;
  }
  sq-map .sq-map-combo input {
    box-sizing: border-box;
    inline-size: 100%;
    font: inherit;
    padding: 0.5em 0.6em;
    border: 1px solid #666;
    border-radius: 4px;
    background: #fff;
    color: #111;
  }
`;
