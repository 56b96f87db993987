/**
 * A small router: `METHOD /path/:param` patterns matched segment by segment.
 */

/** Parameters taken from `:name` segments. */
export type Params = Record<string, string>;

interface Route<H> {
  method: string;
  pattern: string;
  parts: string[];
  handler: H;
}

/** What {@link Router.match} finds for a request. */
export type RouteMatch<H> =
  | { kind: 'found'; handler: H; params: Params; pattern: string }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'none' };

/** Routes of one kind of handler `H`. */
export class Router<H> {
  private readonly routes: Route<H>[] = [];

  /** Adds a route; `pattern` is a path whose `:name` segments match any one non-empty segment. */
  add(method: string, pattern: string, handler: H): this {
    this.routes.push({ method: method.toUpperCase(), pattern, parts: pattern.split('/'), handler });
    return this;
  }

  /** Every distinct pattern, in the order added. */
  patterns(): string[] {
    return [...new Set(this.routes.map((route) => route.pattern))];
  }

  /** The route for `method` and `pathname` (HEAD also matches GET routes). */
  match(method: string, pathname: string): RouteMatch<H> {
    const parts = pathname.split('/');
    const allow: string[] = [];
    for (const route of this.routes) {
      const params = matchParts(route.parts, parts);
      if (!params) continue;
      if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
        return { kind: 'found', handler: route.handler, params, pattern: route.pattern };
      }
      allow.push(route.method);
    }
    return allow.length ? { kind: 'method-not-allowed', allow } : { kind: 'none' };
  }
}

function matchParts(pattern: string[], parts: string[]): Params | undefined {
  if (pattern.length !== parts.length) return undefined;
  const params: Params = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    const got = parts[i]!;
    if (want.startsWith(':')) {
      if (got === '') return undefined;
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return undefined;
      }
    } else if (want !== got) {
      return undefined;
    }
  }
  return params;
}
