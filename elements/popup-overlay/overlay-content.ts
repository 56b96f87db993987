/**
 * The overlay's content: a copy of the site's popup page, which the server puts in every page as
 * `<template id="sq-popup-overlay-content">`, with its forms marked as overlay forms.
 */

/** Id of the template the server fills with the popup page's content. */
export const POPUP_CONTENT_TEMPLATE_ID = 'sq-popup-overlay-content';

/** The form blocks whose submissions carry `isOverlayForm` (SPEC §3 "Form submission"). */
const FORM_BLOCKS = 'sq-newsletter[data-block-json], sq-form[data-block-json]';

/**
 * Sets `isOverlayForm: true` in the `data-block-json` of every form block in `root`, so that
 * they are sent as overlay forms (SPEC §7). A block whose JSON is not an object is left as it
 * is (it reports its own error).
 */
export function markOverlayForms(root: ParentNode): void {
  for (const block of root.querySelectorAll(FORM_BLOCKS)) {
    let data: unknown;
    try {
      data = JSON.parse(block.getAttribute('data-block-json') ?? '');
    } catch {
      continue;
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) continue;
    if ((data as { isOverlayForm?: unknown }).isOverlayForm === true) continue;
    block.setAttribute('data-block-json', JSON.stringify({ ...data, isOverlayForm: true }));
  }
}

/**
 * A copy of the content of template `id` in `doc`, its forms marked, or undefined when `doc`
 * has no such template.
 */
export function cloneOverlayContent(
  doc: Document,
  id = POPUP_CONTENT_TEMPLATE_ID,
): DocumentFragment | undefined {
  const template = doc.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return undefined;
  const content = doc.importNode(template.content, true);
  markOverlayForms(content);
  return content;
}
