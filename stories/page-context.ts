import type { Decorator } from '@storybook/web-components-vite';

/**
 * A decorator that puts `ctx` as the page context (`<script type="application/json"
 * id="sq-context">`) before the story renders, replacing one an earlier story left: a story's
 * blocks read the cookie policy and the site's settings from it.
 */
export function withPageContext(ctx: Record<string, unknown>): Decorator {
  return (story) => {
    document.getElementById('sq-context')?.remove();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'sq-context';
    script.textContent = JSON.stringify(ctx);
    document.head.append(script);
    return story();
  };
}

/** The cookie policy's part of the page context: restrictive or open. */
export const cookiePolicy = (restrictive: boolean) => ({
  cookieSettings: { isRestrictiveCookiePolicyEnabled: restrictive },
});
