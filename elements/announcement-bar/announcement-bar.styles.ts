/**
 * Page CSS of the announcement bar's server markup (server/pages/announcement-bar.ts), collected
 * into `sq-markup.css`: the bar looks the same before and after `<sq-announcement-bar>` upgrades,
 * and without JavaScript. A dark strip across the top of the page, its text centred, the dismiss
 * button at its end.
 *
 * Custom properties: `--sq-announcement-bar-background` (#1f1f1f), `--sq-announcement-bar-color`
 * (#ffffff), `--sq-announcement-bar-padding` (0.625rem 3.25rem).
 */
export const announcementBarMarkupCss = `
sq-announcement-bar { display: block; }
sq-announcement-bar[hidden] { display: none; }
.sq-announcement-bar { position: relative; box-sizing: border-box; padding: var(--sq-announcement-bar-padding, .625rem 3.25rem); background: var(--sq-announcement-bar-background, #1f1f1f); color: var(--sq-announcement-bar-color, #ffffff); line-height: 1.4; text-align: center; }
.sq-announcement-bar__text { margin: 0; }
.sq-announcement-bar__link { color: inherit; font-weight: 600; text-decoration: underline; text-underline-offset: .2em; }
.sq-announcement-bar__dismiss { position: absolute; inset-block: 0; inset-inline-end: .375rem; display: flex; align-items: center; margin: 0; }
.sq-announcement-bar__dismiss button { display: grid; place-items: center; inline-size: 2.5rem; block-size: 2.5rem; margin: 0; padding: 0; border: 0; border-radius: var(--sq-radius-1, 4px); background: transparent; color: inherit; font: inherit; cursor: pointer; }
.sq-announcement-bar__dismiss button:hover { background: color-mix(in srgb, currentColor 15%, transparent); }
.sq-announcement-bar__dismiss svg { inline-size: .875rem; block-size: .875rem; }
.sq-announcement-bar :focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`;
