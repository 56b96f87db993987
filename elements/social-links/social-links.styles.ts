import { css, unsafeCSS } from 'lit';
import { facadeStyles } from '../shared/facade/facade.styles.ts';

/** The list's layout, the same for the server list (page CSS) and the upgraded one (shadow). */
const listRules = (list: string, link: string) => `
${list} {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sq-social-links-gap, 0.75rem 1.25rem);
  margin: 0;
  padding: 0;
  list-style: none;
}
${list} > li {
  max-width: none;
  margin: 0;
}
${link} {
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
}
`;

/**
 * Page CSS of the server markup (collected into sq-markup.css): the server list is laid out as
 * the upgraded one, each link with the room of its icon, so nothing moves when the element
 * upgrades (with the default display, icons and labels).
 */
export const socialLinksMarkupCss = `${listRules('sq-social-links > ul', 'sq-social-links > ul a')}
sq-social-links > ul a::before {
  content: '';
  flex: none;
  width: var(--sq-social-links-icon-size, 1.25em);
  height: var(--sq-social-links-icon-size, 1.25em);
}
`;

export const socialLinksStyles = [
  facadeStyles,
  css`
    :host {
      display: block;
    }
    :host([hidden]) {
      display: none;
    }
    ${unsafeCSS(listRules('.list', 'a'))}
    .list.icons {
      gap: var(--sq-social-links-gap, 0.5rem);
    }
    a {
      color: var(--sq-social-links-color, inherit);
      text-underline-offset: 0.2em;
    }
    .icons a {
      /* A target of at least 24 px (WCAG 2.5.8), 44 px where the layout allows. */
      min-width: var(--sq-social-links-target, 2.75rem);
      min-height: var(--sq-social-links-target, 2.75rem);
      justify-content: center;
    }
    a:focus-visible {
      outline: 2px solid var(--sq-social-links-focus-color, currentColor);
      outline-offset: 2px;
    }
    .icon {
      flex: none;
      width: var(--sq-social-links-icon-size, 1.25em);
      height: var(--sq-social-links-icon-size, 1.25em);
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
      border: 0;
    }
    .follow {
      margin-top: var(--sq-social-links-follow-gap, 1rem);
    }
    .follow-box[hidden] {
      display: none;
    }
  `,
];
