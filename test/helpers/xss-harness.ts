/**
 * Browser-test helpers for the XSS corpus (xss-corpus.ts): listening for a vector that ran,
 * provoking whatever a vector could hide behind (events, clicks, pictures loading), and reading
 * what sanitized markup kept that a browser would run.
 */
import { XSS_SIGNAL } from './xss-corpus.ts';

/** What the canary posts: it shows the page has run everything queued before it. */
const CANARY_SIGNAL = 7331;

/** Counts the vectors that ran, from now on (see {@link settle}). */
export function listenForXss(): { ran(): number; stop(): void } {
  let ran = 0;
  const onMessage = (event: MessageEvent) => {
    if (event.data === XSS_SIGNAL) ran += 1;
  };
  window.addEventListener('message', onMessage);
  return { ran: () => ran, stop: () => window.removeEventListener('message', onMessage) };
}

/** Every element under `root`, in shadow roots too. */
export function allElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    found.push(el);
    if (el.shadowRoot) found.push(...allElements(el.shadowRoot));
  }
  return found;
}

/** Events whose inline handler a vector may carry. */
const EVENTS = [
  'mouseover',
  'mouseenter',
  'focus',
  'error',
  'load',
  'toggle',
  'animationstart',
  'pageshow',
  'begin',
  'start',
];

/** The scheme the browser gives `address` (resolved against the page), or '' when it has none. */
export function schemeOf(address: string): string {
  try {
    return new URL(address, document.baseURI).protocol;
  } catch {
    return '';
  }
}

/**
 * Does to every element under `root` what a visitor or the page could: every event a handler
 * could hang on, a focus, a click. Links and forms go nowhere unless the browser would run
 * script for them (a `javascript:` address survived), so a vector that ran cannot hide.
 */
export function provoke(root: ParentNode): void {
  const stay = (event: Event) => {
    const target = event.composedPath()[0] as Element | undefined;
    const link = target?.closest?.('a[href], area[href]') as HTMLAnchorElement | null;
    const form =
      event.type === 'submit'
        ? (event.target as HTMLFormElement)
        : (target?.closest?.('form') ?? null);
    if (link && link.protocol !== 'javascript:') event.preventDefault();
    if (form && event.type === 'submit' && schemeOf(form.action) !== 'javascript:') {
      event.preventDefault();
    }
  };
  document.addEventListener('click', stay, true);
  document.addEventListener('submit', stay, true);
  try {
    for (const el of allElements(root)) {
      // Not bubbling: an `error` reaching the window would be taken for the test's own.
      for (const type of EVENTS) el.dispatchEvent(new Event(type));
      (el as HTMLElement).focus?.();
      (el as HTMLElement).click?.();
    }
  } finally {
    document.removeEventListener('click', stay, true);
    document.removeEventListener('submit', stay, true);
  }
}

/**
 * Resolves once everything a vector could have queued has run: every picture under `roots` has
 * loaded or failed (its handlers fired), then a canary that runs script the way vectors do (an
 * inline handler, a `javascript:` link) has posted its signal after them.
 */
export async function settle(...roots: ParentNode[]): Promise<void> {
  const pictures = roots.flatMap((root) =>
    allElements(root).filter((el): el is HTMLImageElement => el instanceof HTMLImageElement),
  );
  await Promise.all(
    pictures.map((img) =>
      img.complete
        ? undefined
        : new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
    ),
  );
  const canary = document.createElement('div');
  document.body.append(canary);
  const heard = new Promise<void>((done) => {
    let count = 0;
    const onMessage = (event: MessageEvent) => {
      if (event.data !== CANARY_SIGNAL || ++count < 2) return;
      window.removeEventListener('message', onMessage);
      done();
    };
    window.addEventListener('message', onMessage);
  });
  const post = `top.postMessage(${CANARY_SIGNAL},String.fromCharCode(42))`;
  const img = document.createElement('img');
  img.setAttribute('onerror', post);
  img.src = 'data:,';
  const link = document.createElement('a');
  link.href = `javascript:${post}`;
  canary.append(img, link);
  link.click();
  await heard;
  canary.remove();
}

/** Attributes that hold an address a browser may load or go to. */
const ADDRESS_ATTRIBUTES = [
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'dynsrc',
  'lowsrc',
];

/** Elements sanitized HTML must never hold. */
const NEVER = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'form',
  'button',
  'input',
  'svg',
  'math',
  'template',
  'noscript',
];

/**
 * What `root` holds that a browser would run, load from a script address or let restyle the
 * page: event handler attributes, `style` attributes, elements of {@link NEVER}, `srcdoc`, and
 * addresses whose scheme (as the browser parses it) is `javascript:`, `vbscript:`, or `data:`
 * for something other than a link or a picture. One line each; empty when clean.
 */
export function dangers(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of allElements(root)) {
    if (NEVER.includes(el.localName)) found.push(`<${el.localName}>`);
    for (const { name, value } of el.attributes) {
      if (name.startsWith('on')) found.push(`${el.localName}[${name}]`);
      if (name === 'style' || name === 'srcdoc') found.push(`${el.localName}[${name}]`);
      if (!ADDRESS_ATTRIBUTES.includes(name)) continue;
      const scheme = schemeOf(value);
      // A link to `data:` is no danger (browsers refuse to open one as a page), nor is a picture
      // from one (an <img> shows nothing but pictures).
      const link = name === 'href' && (el.localName === 'a' || el.localName === 'area');
      const picture = name === 'src' && el.localName === 'img';
      if (
        scheme === 'javascript:' ||
        scheme === 'vbscript:' ||
        (scheme === 'data:' && !link && !picture)
      ) {
        found.push(`${el.localName}[${name}=${scheme}]`);
      }
    }
  }
  return found;
}
