/**
 * The sign-in page of `/config/`: a plain HTML form that works without JavaScript and under a
 * policy without inline styles or scripts (its styles are the file `/__server/sign-in.css`).
 * An error is announced (`role="alert"`), tied to the fields (`aria-describedby`) and focused.
 */
import type { Exchange } from '../app.ts';
import { escapeHtml, send } from '../http/respond.ts';

/** Address of the page's stylesheet. */
export const SIGN_IN_CSS_PATH = '/__server/sign-in.css';

/** Where the form posts. */
export const SIGN_IN_PATH = '/config/sign-in';

/** What the page shows. */
export interface SignInView {
  siteTitle: string;
  /** The crumb the form sends back. */
  crumb: string;
  /** The page the editor should show after signing in (a site path), if any. */
  frameUrl?: string | undefined;
  /** The email to fill in again. */
  email?: string | undefined;
  /** Why the last try failed. */
  error?: string | undefined;
  /** A note above the form (a signed-in viewer is told the account may only view). */
  notice?: string | undefined;
}

const ERROR_ID = 'sign-in-error';

/** The sign-in page's HTML. */
export function signInDocument(view: SignInView): string {
  const attr = (name: string, value: string | undefined) =>
    value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;
  const invalid =
    view.error === undefined ? '' : ` aria-invalid="true" aria-describedby="${ERROR_ID}"`;
  const error =
    view.error === undefined
      ? ''
      : `<div id="${ERROR_ID}" class="sign-in__error" role="alert" tabindex="-1" autofocus><p>${escapeHtml(view.error)}</p></div>`;
  const notice =
    view.notice === undefined ? '' : `<p class="sign-in__notice">${escapeHtml(view.notice)}</p>`;
  const frameUrl =
    view.frameUrl === undefined
      ? ''
      : `<input type="hidden" name="frameUrl"${attr('value', view.frameUrl)}>`;
  const back = view.frameUrl ?? '/';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in · ${escapeHtml(view.siteTitle)}</title>
<link rel="stylesheet" href="${SIGN_IN_CSS_PATH}">
</head>
<body class="sign-in">
<main class="sign-in__card" aria-labelledby="sign-in-title">
<p class="sign-in__site">${escapeHtml(view.siteTitle)}</p>
<h1 id="sign-in-title">Sign in to edit the site</h1>
${notice}${error}
<form class="sign-in__form" method="post" action="${SIGN_IN_PATH}">
<input type="hidden" name="crumb"${attr('value', view.crumb)}>
${frameUrl}
<div class="sign-in__field">
<label for="sign-in-email">Email</label>
<input id="sign-in-email" name="email" type="email" autocomplete="username" required maxlength="256" spellcheck="false"${attr('value', view.email)}${invalid}${view.error === undefined ? ' autofocus' : ''}>
</div>
<div class="sign-in__field">
<label for="sign-in-password">Password</label>
<input id="sign-in-password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${invalid}>
</div>
<button class="sign-in__submit" type="submit">Sign in</button>
</form>
<p class="sign-in__back"><a href="${escapeHtml(back)}">Back to the site</a></p>
</main>
</body>
</html>
`;
}

/** The page's styles: a centred card, light and dark. */
const SIGN_IN_CSS = `:root {
  color-scheme: light dark;
  --ink: #1d1b19; --muted: #5b5650; --paper: #f6f3ee; --card: #fff; --line: #cfc8be;
  --accent: #8a3b12; --accent-ink: #fff; --focus: #1a5fb4; --error: #a4161a; --error-bg: #fdecea;
}
@media (prefers-color-scheme: dark) {
  :root {
    --ink: #f2eee8; --muted: #bdb5aa; --paper: #171513; --card: #221f1c; --line: #4a443d;
    --accent: #e2885a; --accent-ink: #1d1b19; --focus: #8cb8ff; --error: #ffb4a9; --error-bg: #3b1815;
  }
}
*, *::before, *::after { box-sizing: border-box; }
body.sign-in {
  margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
  background: var(--paper); color: var(--ink);
  font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.sign-in__card {
  width: min(100%, 26rem); padding: 2.5rem 2rem 2rem; background: var(--card);
  border: 1px solid var(--line); border-radius: 12px;
  box-shadow: 0 1px 2px rgb(0 0 0 / 6%), 0 12px 32px rgb(0 0 0 / 8%);
}
.sign-in__site { margin: 0 0 .25rem; color: var(--muted); font-size: .875rem; font-weight: 600; letter-spacing: .02em; }
.sign-in h1 { margin: 0 0 1.5rem; font-size: 1.5rem; line-height: 1.25; }
.sign-in__notice { margin: 0 0 1.25rem; padding: .75rem 1rem; border-radius: 8px; background: var(--paper); border: 1px solid var(--line); }
.sign-in__error {
  margin: 0 0 1.25rem; padding: .75rem 1rem; border-radius: 8px; border-inline-start: 4px solid var(--error);
  background: var(--error-bg); color: var(--ink); font-weight: 500;
}
.sign-in__error p { margin: 0; }
.sign-in__error:focus { outline: 3px solid var(--focus); outline-offset: 2px; }
.sign-in__form { display: grid; gap: 1.125rem; }
.sign-in__field { display: grid; gap: .375rem; }
.sign-in__field label { font-weight: 600; font-size: .9375rem; }
.sign-in__field input {
  width: 100%; min-height: 2.75rem; padding: .5rem .75rem; font: inherit; color: inherit;
  background: var(--card); border: 1px solid var(--line); border-radius: 8px;
}
.sign-in__field input:hover { border-color: var(--muted); }
.sign-in__field input:focus-visible { outline: 3px solid var(--focus); outline-offset: 1px; border-color: var(--focus); }
.sign-in__field input[aria-invalid="true"] { border-color: var(--error); }
.sign-in__submit {
  margin-top: .375rem; min-height: 2.75rem; padding: .5rem 1rem; font: inherit; font-weight: 600;
  color: var(--accent-ink); background: var(--accent); border: 0; border-radius: 8px; cursor: pointer;
}
.sign-in__submit:hover { filter: brightness(1.08); }
.sign-in__submit:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.sign-in__back { margin: 1.5rem 0 0; text-align: center; font-size: .9375rem; }
.sign-in__back a { color: var(--ink); text-underline-offset: .2em; }
.sign-in__back a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 2px; }
`;

/** Answers the page's stylesheet. */
export function serveSignInCss(ex: Exchange): void {
  send(ex.res, 200, 'text/css; charset=utf-8', SIGN_IN_CSS, 'no-cache');
}
