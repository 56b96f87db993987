/**
 * The server markup of `<sq-account>` on the account page (`/account`): for a signed-in site
 * user the profile (name, email, memberships, orders when the site has a store) and a log-out
 * form; for an anonymous visitor a log-in form that works without JavaScript (it posts to
 * {@link ACCOUNT_LOGIN_PATH}; a refusal shows its message with the email kept).
 */
import { escapeHtml } from '../http/respond.ts';
import type { Profile } from './profile.ts';

/** The no-JavaScript log-in form's target. */
export const ACCOUNT_LOGIN_PATH = '/account/session';

/** The no-JavaScript log-out form's target. */
export const ACCOUNT_LOGOUT_PATH = '/account/logout';

/** The account page's address. */
export const ACCOUNT_PATH = '/account';

const KIND_LABELS = {
  order: 'Order',
  donation: 'Donation',
  subscription: 'Subscription',
  giftcard: 'Gift card',
} as const;

/** A date as the page's readers see it without script: `March 4, 2026` (UTC). */
const dateText = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const time = (ms: number) =>
  `<time datetime="${new Date(ms).toISOString()}">${escapeHtml(dateText(ms))}</time>`;

/** The signed-in view. */
export function profileMarkup(profile: Profile): string {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const memberships = profile.memberships.length
    ? `<ul class="sq-account__memberships">${profile.memberships
        .map(
          (m) =>
            `<li>${escapeHtml(m.name)} (${escapeHtml(m.pricingOptionLabel)}), since ${time(m.created)}</li>`,
        )
        .join('')}</ul>`
    : '<p>No memberships yet.</p>';
  const orders = profile.orders.length
    ? `<table class="sq-account__orders"><thead><tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col">Kind</th><th scope="col">Total</th></tr></thead><tbody>${profile.orders
        .map(
          (o) =>
            `<tr><td>#${o.orderNumber}</td><td>${time(o.created)}</td><td>${KIND_LABELS[o.kind]}</td><td>${escapeHtml(o.grandTotal)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>No orders yet.</p>';
  return `<section class="sq-account__profile" aria-labelledby="sq-account-profile">
<h2 id="sq-account-profile">Profile</h2>
<dl><dt>Name</dt><dd data-sq-account-name>${escapeHtml(name || '—')}</dd><dt>Email</dt><dd>${escapeHtml(profile.email)}</dd></dl>
</section>
<section aria-labelledby="sq-account-memberships"><h2 id="sq-account-memberships">Memberships</h2>${memberships}</section>
<section aria-labelledby="sq-account-orders"><h2 id="sq-account-orders">Orders</h2>${orders}</section>
<form method="post" action="${ACCOUNT_LOGOUT_PATH}" class="sq-account__logout"><button type="submit">Log out</button></form>`;
}

/** The anonymous view: the no-JavaScript log-in form, with a refusal and the email kept. */
export function loginFormMarkup(options: { email?: string; error?: string } = {}): string {
  const error = options.error
    ? `<p class="sq-account__error" role="alert" id="sq-account-error">${escapeHtml(options.error)}</p>`
    : '';
  const described = options.error ? ' aria-describedby="sq-account-error"' : '';
  return `<form method="post" action="${ACCOUNT_LOGIN_PATH}" class="sq-account__login">
<h2>Log in</h2>${error}
<p><label for="sq-account-email">Email</label><input id="sq-account-email" name="email" type="email" autocomplete="username" required minlength="3" maxlength="256" value="${escapeHtml(options.email ?? '')}"${described}></p>
<p><label for="sq-account-password">Password</label><input id="sq-account-password" name="password" type="password" autocomplete="current-password" required${described}></p>
<p><label><input name="rememberMe" type="checkbox" value="true"> Remember me</label></p>
<p><button type="submit">Log in</button></p>
</form>`;
}
