/**
 * The editor's links out of itself (SPEC §2 "Upgrades", "A help redirect on the single-sign-on
 * service carries a target help-article path").
 *
 * SPEC names the destinations but not their addresses; these are ours, in the product's settings
 * area under the configuration path, and on the single-sign-on service's redirect, whose `target`
 * names the help article.
 */

/** A trial site's upgrade: the billing upgrade settings path (SPEC §2). */
export const TRIAL_UPGRADE_PATH = '/config/settings/billing/upgrade';
/** A paying site's upgrade: the billing website change-plan settings path (SPEC §2). */
export const CHANGE_PLAN_PATH = '/config/settings/billing/website/change-plan';
/** The single-sign-on service's help redirect (SPEC §2). */
export const HELP_REDIRECT_URL = 'https://login.sq-elements.example/api/1/login/sso/help';
/** The help article on editing a page, the editor's own help. */
export const EDITOR_HELP_ARTICLE = '/hc/articles/editing-a-site';

/** Where "Upgrade" goes: the trial or the change-plan settings path (SPEC §2). */
export function upgradeUrl(trial: boolean): string {
  return trial ? TRIAL_UPGRADE_PATH : CHANGE_PLAN_PATH;
}

/** Where "Help" goes: the single-sign-on help redirect with `target` the help-article path. */
export function helpUrl(articlePath: string = EDITOR_HELP_ARTICLE): string {
  return `${HELP_REDIRECT_URL}?target=${encodeURIComponent(articlePath)}`;
}
