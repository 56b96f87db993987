/**
 * Shared helpers of the runtime tests: console capture, frames, and a runtime environment whose
 * navigation records where it would have gone instead of leaving the test page.
 */
import { ANONYMOUS_CONTEXT, type PageContext } from '../../platform/context/page-context.ts';
import type { PageAddress, PageNavigation, RuntimeEnv } from '../../runtime/environment.ts';

type ConsoleMethod = 'warn' | 'error' | 'info';

/** Records what is written to `console[method]` (nothing reaches the real console) until `restore()`. */
export function captureConsole(method: ConsoleMethod): { calls: unknown[][]; restore(): void } {
  const original = console[method];
  const calls: unknown[][] = [];
  console[method] = (...args: unknown[]) => void calls.push(args);
  return { calls, restore: () => (console[method] = original) };
}

/** Waits `count` animation frames. */
export async function nextFrames(count = 2): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** A page address for `url` (relative to this page). */
export function addressOf(url: string): PageAddress {
  const { href, hostname, pathname, search } = new URL(url, location.href);
  return { href, hostname, pathname, search };
}

/** A navigation that records its calls. */
export interface RecordedNavigation extends PageNavigation {
  readonly visits: { how: 'assign' | 'replace' | 'leaveFrame'; url: string }[];
}

export function recordingNavigation(): RecordedNavigation {
  const visits: RecordedNavigation['visits'] = [];
  return {
    visits,
    assign: (url) => void visits.push({ how: 'assign', url }),
    replace: (url) => void visits.push({ how: 'replace', url }),
    leaveFrame: (url) => void visits.push({ how: 'leaveFrame', url }),
  };
}

/** A test environment: `ctx` over the anonymous defaults, a recording navigation. */
export function testEnv(
  ctx: Partial<PageContext> = {},
  url = 'https://shop.example.com/about?ref=home',
): RuntimeEnv & { navigation: RecordedNavigation; reported: unknown[] } {
  const reported: unknown[] = [];
  return {
    ctx: { ...structuredClone(ANONYMOUS_CONTEXT), ...ctx } as PageContext,
    document,
    address: addressOf(url),
    inFrame: false,
    navigation: recordingNavigation(),
    reported,
    reportSystemError: (error) => void reported.push(error),
  };
}

/** A signed-in owner (admin role) on a regular published site. */
export const OWNER: Partial<PageContext> = {
  website: { id: 'site-1', baseUrl: 'https://shop.example.com' },
  authenticatedAccount: { id: 'account-1' },
  websiteRoles: { '1': true },
};
