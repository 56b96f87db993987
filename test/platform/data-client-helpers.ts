/** Shared helpers of the data-client tests: what the test endpoints (test/helpers/data-endpoints.mjs) saw. */

/** What /test-api/echo answers: the request as the server received it. */
export interface Echo {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType: string;
  rawBody: string;
  body: unknown;
  cookies: Record<string, string>;
  host: string;
  origin: string | null;
}

/** A fresh key grouping one test's requests on the server. */
export function newKey(): string {
  return `k${Math.random().toString(36).slice(2)}`;
}

/** The requests the server saw with query `key=K`, in order. */
export async function requestsSeen(key: string): Promise<Echo[]> {
  const response = await fetch(`/test-api/hits?key=${key}`);
  return ((await response.json()) as { requests: Echo[] }).requests;
}

/** The rejection of `promise`; fails the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the request to fail, but it succeeded');
}
