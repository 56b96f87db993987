/**
 * A page context for the third-party tests: puts `<script type="application/json" id="sq-context">`
 * with `ctx` into the document and answers a function that takes it out again.
 */
export function withPageContext(ctx: unknown): () => void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sq-context';
  script.textContent = JSON.stringify(ctx);
  document.head.append(script);
  return () => script.remove();
}
