/**
 * The XSS corpus every setting and server answer that carries HTML, text or an address is tried
 * with: vectors of the OWASP XSS Filter Evasion Cheat Sheet and DOMPurify's known bypasses
 * (mutation XSS through namespace confusion, `<svg><style>`, `<math><mtext><table><mglyph>`,
 * noscript and template tricks), `javascript:` addresses hidden by case, entities, white space
 * and control characters, `data:` addresses, `srcdoc`, `formaction`, `xlink:href`, CSS
 * expressions and imports. Shared by the browser tests (both sanitizer paths) and the
 * end-to-end tests (the built site), so both try the very same strings.
 *
 * Every vector runs {@link XSS_RUN} if it gets through: it posts {@link XSS_SIGNAL} to the top
 * window, which works from any frame and any origin (a `data:` frame included), so a test that
 * listens for it sees any vector that ran. Nothing in it uses quotes, so it fits any attribute.
 */

/** What a vector that ran posts to the top window. */
export const XSS_SIGNAL = 1337;

/** The script every vector runs when it gets through. */
export const XSS_RUN = `top.postMessage(${XSS_SIGNAL},String.fromCharCode(42))`;

const R = XSS_RUN;
const base64 = (text: string) => btoa(text);
const SCRIPT_PAGE = `<script>${R}</script>`;
const SVG_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg" onload="${R}"><script>${R}</script></svg>`;
/** `javascript:` spelled with decimal entities (with and without zero padding) and hex ones. */
const JS_DECIMAL = [...'javascript:'].map((c) => `&#${c.charCodeAt(0)};`).join('');
const JS_PADDED = [...'javascript:']
  .map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`)
  .join('');
const JS_HEX = [...'javascript:'].map((c) => `&#x${c.charCodeAt(0).toString(16)}`).join('');

/** A vector and where it comes from. */
export interface XssVector {
  name: string;
  value: string;
}

/** HTML vectors: for settings and answers that carry HTML, and for text-only fields. */
export const HTML_VECTORS: readonly XssVector[] = [
  { name: 'script element', value: `<script>${R}</script>` },
  { name: 'script from a data: address', value: `<script src="data:,${R}"></script>` },
  { name: 'script with a slash for a space', value: `<SCRIPT/XSS SRC="data:,${R}"></SCRIPT>` },
  { name: 'doubled open bracket', value: `<<SCRIPT>${R}//<</SCRIPT>` },
  { name: 'script after closing title', value: `</TITLE><SCRIPT>${R}</SCRIPT>` },
  { name: 'quote breakout', value: `"><img src=x onerror="${R}">` },
  { name: 'single quote breakout', value: `'><script>${R}</script>` },
  { name: 'script breakout', value: `</script><script>${R}</script>` },
  { name: 'malformed img quotes', value: `<IMG """><SCRIPT>${R}</SCRIPT>">` },
  { name: 'img onerror', value: `<img src=x onerror="${R}">` },
  { name: 'img onerror, unquoted', value: `<img src=x:x onerror=${R}>` },
  { name: 'img onerror with srcset', value: `<img srcset=",,,,,x" onerror="${R}">` },
  { name: 'img onmouseover', value: `<IMG SRC=# onmouseover="${R}">` },
  { name: 'img src javascript:', value: `<IMG SRC="javascript:${R};">` },
  { name: 'img src mixed case', value: `<IMG SRC=JaVaScRiPt:${R}>` },
  { name: 'img src grave accents', value: `<IMG SRC=\`javascript:${R}\`>` },
  { name: 'img src decimal entities', value: `<IMG SRC=${JS_DECIMAL}${R}>` },
  { name: 'img src padded entities', value: `<IMG SRC=${JS_PADDED}${R}>` },
  { name: 'img src hex entities', value: `<IMG SRC=${JS_HEX}${R}>` },
  { name: 'onerror with padded entities', value: `<img src=x onerror="${JS_PADDED}${R}">` },
  { name: 'img src tab', value: `<IMG SRC="jav\tascript:${R};">` },
  { name: 'img src encoded tab', value: `<IMG SRC="jav&#x09;ascript:${R};">` },
  { name: 'img src encoded newline', value: `<IMG SRC="jav&#x0A;ascript:${R};">` },
  {
    name: 'img src leading spaces and meta character',
    value: `<IMG SRC=" &#14;  javascript:${R};">`,
  },
  { name: 'input image', value: `<INPUT TYPE="IMAGE" SRC="javascript:${R};">` },
  { name: 'input autofocus onfocus', value: `<input onfocus="${R}" autofocus>` },
  { name: 'body onload', value: `<BODY ONLOAD="${R}">` },
  {
    name: 'body onload with odd characters',
    value: `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${R}>`,
  },
  { name: 'body onpageshow', value: `<body onpageshow="${R}">` },
  { name: 'body background', value: `<BODY BACKGROUND="javascript:${R}">` },
  { name: 'svg onload', value: `<svg/onload=${R}>` },
  { name: 'svg animate onbegin', value: `<svg><animate onbegin="${R}" attributeName=x dur=1s>` },
  {
    name: 'svg link xlink:href',
    value: `<svg><a xlink:href="javascript:${R}"><text x="20" y="20">XSS</text></a></svg>`,
  },
  {
    name: 'svg animate href',
    value: `<svg><a><animate attributeName=href values=javascript:${R} /><text x=20 y=20>XSS</text></a></svg>`,
  },
  {
    name: 'svg use data:',
    value: `<svg><use href="data:image/svg+xml;base64,${base64(SVG_SCRIPT)}#x"/></svg>`,
  },
  { name: 'svg style (mXSS)', value: `<svg><style><img src=x onerror="${R}"></style></svg>` },
  {
    name: 'svg p style namespace confusion',
    value: `<svg></p><style><a id="</style><img src=1 onerror=${R}>">`,
  },
  {
    name: 'math mglyph style (DOMPurify 2.0.0)',
    value: `<math><mtext><table><mglyph><style><img src=x onerror=${R}>`,
  },
  {
    name: 'math mglyph style comment',
    value: `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${R}&gt;">`,
  },
  {
    name: 'form math mglyph (DOMPurify 2.0.17)',
    value: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${R}>`,
  },
  { name: 'noscript title', value: `<noscript><p title="</noscript><img src=x onerror=${R}>">` },
  { name: 'template', value: `<template><img src=x onerror="${R}"></template>` },
  {
    name: 'nested template',
    value: `<template><template><img src=x onerror="${R}"></template></template>`,
  },
  {
    name: 'template in math',
    value: `<math><template><img src=x onerror="${R}"></template></math>`,
  },
  { name: 'xmp', value: `<xmp><img src=x onerror="${R}"></xmp>` },
  { name: 'textarea close', value: `<textarea></textarea><img src=x onerror="${R}">` },
  { name: 'iframe javascript:', value: `<IFRAME SRC="javascript:${R};"></IFRAME>` },
  { name: 'iframe unclosed', value: `<iframe src=javascript:${R} <` },
  { name: 'iframe onmouseover', value: `<IFRAME SRC=# onmouseover="${R}"></IFRAME>` },
  { name: 'iframe srcdoc', value: `<iframe srcdoc="<script>${R}</script>"></iframe>` },
  {
    name: 'iframe srcdoc entities',
    value: `<iframe srcdoc="&lt;img src=x onerror=${R}&gt;"></iframe>`,
  },
  { name: 'iframe data:', value: `<iframe src="data:text/html,${SCRIPT_PAGE}"></iframe>` },
  { name: 'frameset', value: `<FRAMESET><FRAME SRC="javascript:${R};"></FRAMESET>` },
  {
    name: 'object data:',
    value: `<OBJECT TYPE="text/html" DATA="data:text/html;base64,${base64(SCRIPT_PAGE)}"></OBJECT>`,
  },
  { name: 'object javascript:', value: `<object data="javascript:${R}"></object>` },
  {
    name: 'embed svg',
    value: `<EMBED SRC="data:image/svg+xml;base64,${base64(SVG_SCRIPT)}" type="image/svg+xml">`,
  },
  { name: 'embed javascript:', value: `<embed src="javascript:${R}">` },
  {
    name: 'meta refresh javascript:',
    value: `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${R};">`,
  },
  {
    name: 'meta refresh data:',
    value: `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,${base64(SCRIPT_PAGE)}">`,
  },
  { name: 'base href', value: `<BASE HREF="javascript:${R};//">` },
  { name: 'link stylesheet javascript:', value: `<LINK REL="stylesheet" HREF="javascript:${R};">` },
  { name: 'style import', value: `<STYLE>@import url(javascript:${R});</STYLE>` },
  {
    name: 'style list-style-image',
    value: `<STYLE>li {list-style-image: url("javascript:${R}");}</STYLE><UL><LI>XSS</LI></UL>`,
  },
  {
    name: 'style class background',
    value: `<STYLE>.XSS{background-image:url("javascript:${R}");}</STYLE><A CLASS=XSS>x</A>`,
  },
  { name: 'style type text/javascript', value: `<STYLE TYPE="text/javascript">${R};</STYLE>` },
  {
    name: 'style animation handler',
    value: `<style>@keyframes sqx{}</style><b style="animation-name:sqx" onanimationstart="${R}">x</b>`,
  },
  { name: 'CSS expression', value: `<IMG STYLE="xss:expr/*XSS*/ession(${R})">` },
  { name: 'CSS expression in div', value: `<DIV STYLE="width: expression(${R});">x</DIV>` },
  {
    name: 'CSS url javascript:',
    value: `<DIV STYLE="background-image: url(javascript:${R})">x</DIV>`,
  },
  {
    name: 'page overlay (UI redress)',
    value: `<a href="/" style="position:fixed;inset:0;z-index:2147483647">x</a>`,
  },
  {
    name: 'table background',
    value: `<TABLE BACKGROUND="javascript:${R}"><tr><td>x</td></tr></TABLE>`,
  },
  { name: 'link javascript:', value: `<a href="javascript:${R}">link</a>` },
  { name: 'link mixed case', value: `<a href="JaVaScRiPt:${R}">link</a>` },
  { name: 'link leading space', value: `<a href=" javascript:${R}">link</a>` },
  { name: 'link control character entity', value: `<a href="&#1;javascript:${R}">link</a>` },
  { name: 'link control character', value: `<a href="\u0001javascript:${R}">link</a>` },
  { name: 'link encoded tab', value: `<a href="java&#x09;script:${R}">link</a>` },
  { name: 'link encoded newline', value: `<a href="java&#10;script:${R}">link</a>` },
  { name: 'link colon entity', value: `<a href="javascript&colon;${R}">link</a>` },
  { name: 'link unterminated colon entity', value: `<a href=javascript&#58${R}>link</a>` },
  { name: 'link one entity letter', value: `<a href="javas&#99;ript:${R}">link</a>` },
  { name: 'link data:', value: `<a href="data:text/html,${SCRIPT_PAGE}">link</a>` },
  {
    name: 'link data: base64',
    value: `<a href="data:text/html;base64,${base64(SCRIPT_PAGE)}" target="_blank">link</a>`,
  },
  { name: 'link vbscript:', value: `<a href="vbscript:msgbox(1)">link</a>` },
  { name: 'link onmouseover', value: `<a onmouseover="${R}">link</a>` },
  { name: 'link onfocus', value: `<a id=x tabindex=1 onfocus="${R}">link</a>` },
  { name: 'unknown element onclick', value: `<x onclick="${R}">click</x>` },
  {
    name: 'details ontoggle',
    value: `<details open ontoggle="${R}"><summary>x</summary></details>`,
  },
  { name: 'marquee onstart', value: `<marquee onstart="${R}">x</marquee>` },
  { name: 'video source onerror', value: `<video><source onerror="${R}"></video>` },
  { name: 'audio onerror', value: `<audio src=x onerror="${R}">` },
  {
    name: 'button formaction',
    value: `<form><button formaction="javascript:${R}">go</button></form>`,
  },
  {
    name: 'form action',
    value: `<form action="javascript:${R}"><input type=submit value=go></form>`,
  },
  { name: 'isindex', value: `<isindex type=image src=1 onerror="${R}">` },
  {
    name: 'polyglot',
    value: `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${R}//'>`,
  },
];

/** Address vectors: for settings and answers that carry an address. */
export const URL_VECTORS: readonly XssVector[] = [
  { name: 'javascript:', value: `javascript:${R}` },
  { name: 'mixed case', value: `JaVaScRiPt:${R}` },
  { name: 'leading space', value: ` javascript:${R}` },
  { name: 'leading control character', value: `\u0001javascript:${R}` },
  { name: 'leading NUL', value: `\u0000javascript:${R}` },
  { name: 'leading form feed and tab', value: `\f\tjavascript:${R}` },
  { name: 'tab inside the scheme', value: `java\tscript:${R}` },
  { name: 'newline inside the scheme', value: `java\nscript:${R}` },
  { name: 'carriage return inside the scheme', value: `javas\rcript:${R}` },
  { name: 'comment and newline', value: `javascript://%0a${R}` },
  { name: 'entity (not decoded in JSON)', value: `jav&#x09;ascript:${R}` },
  { name: 'colon entity', value: `javascript&colon;${R}` },
  { name: 'data: HTML', value: `data:text/html,${SCRIPT_PAGE}` },
  { name: 'data: base64', value: `data:text/html;base64,${base64(SCRIPT_PAGE)}` },
  { name: 'data: SVG', value: `data:image/svg+xml;base64,${base64(SVG_SCRIPT)}` },
  { name: 'vbscript:', value: 'vbscript:msgbox(1)' },
  {
    name: 'polyglot',
    value: `javascript:/*--></title></style></textarea></script><svg/onload=${R}>*/`,
  },
];

/** Every string of the corpus: what a text-only field must show as it is. */
export const ALL_VECTORS: readonly XssVector[] = [...HTML_VECTORS, ...URL_VECTORS];
