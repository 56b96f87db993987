import { css, unsafeCSS } from 'lit';

/**
 * The layout of a rendering (a list of photos, links, text) under `scope`: the same rules draw
 * the rendering in the shadow root and the server markup in the page, so that a server markup
 * holding the last rendering is replaced without anything moving.
 */
const renderingRules = (scope: string) => `
${scope} ul,
${scope} ol {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(var(--sq-social-gallery-tile, 10rem), 1fr));
  gap: var(--sq-social-gallery-gap, 0.5rem);
  margin: 0;
  padding: 0;
  list-style: none;
}
${scope} li {
  max-width: none;
  margin: 0;
}
${scope} figure {
  margin: 0;
}
${scope} img {
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
}
${scope} li > a {
  display: block;
}
`;

/**
 * Page CSS of the server markup (collected into sq-markup.css): photo lists laid out as the
 * upgraded block lays out its rendering.
 */
export const socialGalleryMarkupCss = renderingRules('sq-social-gallery');

export const socialGalleryStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  ${unsafeCSS(renderingRules('.content'))}
  .content a {
    color: var(--sq-social-gallery-link-color, inherit);
  }
  .content a:focus-visible {
    outline: 2px solid var(--sq-social-gallery-focus-color, currentColor);
    outline-offset: 2px;
  }
`;
