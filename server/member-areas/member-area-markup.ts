/**
 * The server markup of `<sq-member-area>` (SPEC §3 block type 67), written into every template
 * at each request like the store's blocks (server/commerce/cart-fill.ts): what a visitor sees and
 * can do without JavaScript, and what the element upgrades.
 *
 * ```html
 * <sq-member-area data-block-json='{"memberAreaId":"studio"}'>
 *   <script type="application/json" data-sq-member-area>{ MemberAreaBlock }</script>
 *   <div class="sq-member-area">
 *     <h2 class="sq-member-area__title">Join Members' studio</h2>
 *     <div class="sq-member-area__options" role="radiogroup">  (a radio and label per option)
 *     <section class="sq-member-area__option">   (one per pricing option, left then right)
 *       <p class="sq-member-area__price">$145.00 a month</p> <p>description</p>
 *       <form method="post" action="/member-areas/studio/join">… <button>Join monthly</button></form>
 *     </section>
 *     <p class="sq-member-area__login"><a href="/account">Already a member? Log in</a></p>  (anonymous)
 *   </div>
 * </sq-member-area>
 * ```
 * Without JavaScript the options are radio buttons and page CSS shows the chosen option's section
 * with its own join form. A block without
 * `memberAreaId` shows the area of the page it is on (the access page, ./member-access.ts).
 */
import { formatMoney } from '../../platform/commerce/money.ts';
import { subscriptionText } from '../../platform/commerce/subscription.ts';
import type { App, Exchange } from '../app.ts';
import { productById, siteCurrency } from '../commerce/catalogue.ts';
import { escapeHtml } from '../http/respond.ts';
import { scriptJson } from '../pages/inject.ts';
import { attribute, startTags } from '../pages/start-tags.ts';
import { currentSiteUser } from '../site-users/accounts.ts';
import { memberAreaById, type MemberArea, type PricingOption } from './member-areas-config.ts';

/** What the server tells the element about the area (the `data-sq-member-area` script). */
export interface MemberAreaBlock {
  memberAreaId: string;
  name: string;
  /** Whether the visitor is signed in as a site user now. */
  signedIn: boolean;
  /** The two options, left then right. */
  options: {
    id: string;
    label: string;
    /** `$145.00 a month`, or `Free`. */
    price: string;
    /** The join button's text: `Join monthly`. */
    joinText: string;
    description: string;
  }[];
}

/** The price of joining with `option`: the subscription's plan text (SPEC §9), else `Free`. */
export function optionPrice(app: App, option: PricingOption): string {
  const product = option.productId === undefined ? undefined : productById(app, option.productId);
  const plan = product?.subscriptionPlan;
  const variant = product?.variants[0];
  if (!plan || !variant) return 'Free';
  const cents = variant.onSale ? variant.salePrice : variant.price;
  return subscriptionText(plan, formatMoney(cents, siteCurrency(app)));
}

/** The log-in link an anonymous visitor gets, for members who are not signed in. */
export const MEMBER_LOGIN_TEXT = 'Already a member? Log in';

/** Where the log-in link goes without JavaScript: the account page, which logs a site user in. */
export const LOGIN_PATH = '/account';

/** The no-JavaScript join form's address of area `id`. */
export const joinFormPath = (id: string) => `/member-areas/${encodeURIComponent(id)}/join`;

/** The block data of `area` for this visitor. */
export function memberAreaBlock(app: App, area: MemberArea, signedIn: boolean): MemberAreaBlock {
  return {
    memberAreaId: area.id,
    name: area.name,
    signedIn,
    options: area.pricingOptions.map((option) => ({
      id: option.id,
      label: option.label,
      price: optionPrice(app, option),
      joinText: `Join ${option.label.toLowerCase()}`,
      description: option.description ?? '',
    })),
  };
}

/**
 * The block's content (the script and the no-JavaScript view). Without JavaScript the two
 * options are radio buttons styled as the element's two option buttons, and page CSS
 * (`memberAreaMarkupCss`) shows only the chosen option's section, each with its own join form:
 * the same SPEC §2 switch, laid out as the upgraded element is, so nothing moves as it upgrades.
 */
export function memberAreaMarkup(block: MemberAreaBlock, blockId: string): string {
  const id = escapeHtml(blockId);
  const optionId = (option: { id: string }) => `${id}-${escapeHtml(option.id)}`;
  const choices = block.options
    .map(
      (option, index) =>
        `<input class="sq-member-area__choice" type="radio" name="${id}-option" id="${optionId(option)}-choice"${index === 0 ? ' checked' : ''}><label class="sq-member-area__label" for="${optionId(option)}-choice" id="${optionId(option)}">${escapeHtml(option.label)}</label>`,
    )
    .join('');
  const sections = block.options
    .map(
      (option) => `<section class="sq-member-area__option" aria-labelledby="${optionId(option)}">
<p class="sq-member-area__price">${escapeHtml(option.price)}</p>
${option.description ? `<p class="sq-member-area__description">${escapeHtml(option.description)}</p>\n` : ''}<form class="sq-member-area__form" method="post" action="${escapeHtml(joinFormPath(block.memberAreaId))}">
<input type="hidden" name="pricingOption" value="${escapeHtml(option.id)}">
<button class="sq-member-area__join" type="submit">${escapeHtml(option.joinText)}</button>
</form>
</section>`,
    )
    .join('\n');
  const login = block.signedIn
    ? ''
    : `\n<p class="sq-member-area__login"><a href="${LOGIN_PATH}">${escapeHtml(MEMBER_LOGIN_TEXT)}</a></p>`;
  return `<script type="application/json" data-sq-member-area>${scriptJson(block)}</script>
<div class="sq-member-area">
<h2 class="sq-member-area__title">Join ${escapeHtml(block.name)}</h2>
<div class="sq-member-area__options" role="radiogroup" aria-label="Pricing options">${choices}</div>
${sections}${login}
</div>`;
}

function blockAreaId(json: string | undefined): string | undefined {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    const id = (value as { memberAreaId?: unknown } | null)?.memberAreaId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `html` with each `<sq-member-area>` filled for this visitor: the area its `data-block-json`
 * names, else `pageArea` (then the attribute is written with that area's id). An unknown area
 * shows a sentence saying so.
 */
export function fillMemberAreas(ex: Exchange, html: string, pageArea?: MemberArea): string {
  if (!/<sq-member-area\b/i.test(html)) return html;
  const signedIn = currentSiteUser(ex) !== undefined;
  const lower = html.toLowerCase();
  let out = '';
  let from = 0;
  for (const tag of startTags(html)) {
    if (tag.tag !== 'sq-member-area' || tag.start < from) continue;
    const open = html.indexOf('>', tag.attributesEnd) + 1;
    const close = lower.indexOf('</sq-member-area', open);
    if (open <= 0 || close < 0) continue;
    const json = attribute(tag, 'data-block-json')?.value;
    const named = blockAreaId(json);
    const area = named === undefined ? pageArea : memberAreaById(ex.app.config, named);
    const blockId = attribute(tag, 'id')?.value ?? `member-area-${area?.id ?? 'unknown'}`;
    const startTag =
      json === undefined && area
        ? `${html.slice(tag.start, tag.attributesEnd)} data-block-json="${escapeHtml(JSON.stringify({ memberAreaId: area.id }))}"${html.slice(tag.attributesEnd, open)}`
        : html.slice(tag.start, open);
    const content = area
      ? memberAreaMarkup(memberAreaBlock(ex.app, area, signedIn), blockId)
      : '<p class="sq-member-area__missing">This member area is not available.</p>';
    out += html.slice(from, tag.start) + startTag + content;
    from = close;
  }
  return out + html.slice(from);
}
