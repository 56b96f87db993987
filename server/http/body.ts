/**
 * Reading request bodies: JSON (also sent as text/plain by `navigator.sendBeacon` with a string),
 * form-encoded and multipart form data (a beacon with `FormData`). Form values are strings;
 * uploaded files are ignored.
 */
import type { IncomingMessage } from 'node:http';
import { ONE_MEGABYTE_BYTES } from '../../platform/constants/limits.ts';

/** A request body that cannot be read; `status` is the answer to give. */
export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

/** A read body. */
export type ParsedBody =
  | { kind: 'empty' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: Record<string, string> };

/** Largest body accepted. */
export const MAX_BODY_BYTES = ONE_MEGABYTE_BYTES;

/** The raw bytes of `req`'s body; a larger body than `limit` is a 413. */
export async function readRawBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyError(413, `Request body is larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError(400, 'Request body is not valid JSON');
  }
}

/** Reads and decodes `req`'s body by its Content-Type. */
export async function readBody(req: IncomingMessage): Promise<ParsedBody> {
  const bytes = await readRawBody(req);
  if (bytes.length === 0) return { kind: 'empty' };
  const contentType = req.headers['content-type'] ?? '';
  const mime = contentType.split(';')[0]!.trim().toLowerCase();
  if (mime === 'application/x-www-form-urlencoded') {
    return { kind: 'form', value: Object.fromEntries(new URLSearchParams(bytes.toString('utf8'))) };
  }
  if (mime === 'multipart/form-data') {
    let data: FormData;
    try {
      data = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new BodyError(400, 'Request body is not valid multipart form data');
    }
    const value: Record<string, string> = {};
    for (const [name, entry] of data) if (typeof entry === 'string') value[name] = entry;
    return { kind: 'form', value };
  }
  if (
    mime === 'application/json' ||
    mime.endsWith('+json') ||
    mime === 'text/plain' ||
    mime === ''
  ) {
    return { kind: 'json', value: parseJson(bytes.toString('utf8')) };
  }
  throw new BodyError(415, `Unsupported Content-Type: ${mime}`);
}
