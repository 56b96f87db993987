/**
 * Real HTTP endpoints for the chunk-loader tests (test/platform/chunk-loader.test.ts), mounted as
 * web-test-runner (Koa) middleware:
 *
 * - `/test-api/chunks/hang.js`: never answers while the browser waits (the connection is
 *   closed after 60 s at the latest, so nothing outlives a test run).
 * - `/test-api/chunks/broken.js`: a JavaScript module that does not parse.
 * The module fixtures that load or throw are plain files in test/platform/fixtures/.
 */

const HANG_CAP_MS = 60_000;

/** Koa middleware serving /test-api/chunks/* (see the module comment). */
export async function chunkEndpoints(ctx, next) {
  if (ctx.path === '/test-api/chunks/hang.js') {
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, HANG_CAP_MS);
      ctx.req.socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    ctx.status = 504;
    ctx.body = '';
    return;
  }
  if (ctx.path === '/test-api/chunks/broken.js') {
    ctx.type = 'text/javascript';
    ctx.body = 'export const broken = ;\n';
    return;
  }
  return next();
}
