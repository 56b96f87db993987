import { css } from 'lit';

export const socialGalleryStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  .content ul,
  .content ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(var(--sq-social-gallery-tile, 10rem), 1fr));
    gap: var(--sq-social-gallery-gap, 0.5rem);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .content li {
    margin: 0;
  }
  .content figure {
    margin: 0;
  }
  .content img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
  }
  .content a {
    color: inherit;
  }
  .content a:focus-visible {
    outline: 2px solid var(--sq-social-gallery-focus-color, currentColor);
    outline-offset: 2px;
  }
  .content li > a {
    display: block;
  }
`;
