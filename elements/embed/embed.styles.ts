import { unsafeCSS } from 'lit';

/**
 * Shadow styles of `<sq-embed>`, one rule a line: the frame takes the block's width (its height
 * is its content's, or the settings'), the facade sits under the placeholder.
 */
export const embedStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
[hidden]{display:none !important}
[part~=frame]{display:block;inline-size:100%;border:0}
[part~=content]:focus{outline:none}
.placeholder{margin-block-end:0.75em}
`);
