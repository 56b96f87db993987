import type { Decorator } from '@storybook/web-components-vite';
import { html } from 'lit';

/**
 * A decorator that puts an element's markup CSS (its `…MarkupCss` export) on the story's page, as
 * a page holds it through sq-markup.css: the server markup looks as it does before the upgrade
 * and in the error state.
 */
export function withMarkupCss(css: string): Decorator {
  return (story) => {
    const style = document.createElement('style');
    style.textContent = css;
    return html`${style}${story()}`;
  };
}
