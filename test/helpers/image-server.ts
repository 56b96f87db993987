/**
 * Browser-side helpers for the test image server (test/helpers/image-endpoints.mjs):
 * what it received, releasing held answers, unique image names.
 */
import { waitUntil } from '@open-wc/testing';

/** One image request as the server logged it. */
export interface ImageRequest {
  url: string;
  name: string;
  width: number;
  batch: string;
  /** Requests of the same batch unanswered when this one arrived, itself included. */
  inFlight: number;
}

let counter = 0;

/** A name no earlier test used, so the HTTP cache never answers for the server. */
export function uniqueName(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

/** The image requests the server received whose URL contains `text`, oldest first. */
export async function requestsFor(text: string): Promise<ImageRequest[]> {
  const response = await fetch(`/test-images/log?name=${encodeURIComponent(text)}`);
  return (await response.json()) as ImageRequest[];
}

/** Waits until the server has received `count` requests containing `text`; returns them. */
export async function waitForRequests(text: string, count: number): Promise<ImageRequest[]> {
  let seen: ImageRequest[] = [];
  await waitUntil(
    async () => {
      seen = await requestsFor(text);
      return seen.length >= count;
    },
    `server never received ${count} request(s) for ${text}`,
    { interval: 25, timeout: 4000 },
  );
  return seen;
}

/** Lets the server answer the requests held with `hold=key`. */
export async function release(key: string): Promise<void> {
  await fetch(`/test-images/release?hold=${encodeURIComponent(key)}`);
}

/** Records what the page logs through `console[method]` until `restore()`. */
export function captureConsole(method: 'warn' | 'error'): { messages: string[]; restore(): void } {
  const messages: string[] = [];
  const original = console[method];
  console[method] = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
  };
  return {
    messages,
    restore: () => {
      console[method] = original;
    },
  };
}
