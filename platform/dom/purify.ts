/**
 * The sanitizer of a browser without the HTML Sanitizer API: DOMPurify and the library's Trusted
 * Types policy, which only this path needs. sanitize-html.ts loads this module on demand, once
 * per page; a browser with `setHTML` never does.
 */
import DOMPurify from 'dompurify';

export { withTrustedHtml } from './trusted-types.ts';
export { DOMPurify };
