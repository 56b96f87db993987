/**
 * `tsx server/main.ts [--site DIR] [--data DIR] [--assets DIR] [--editor DIR] [--csp POLICY]`:
 * starts the local site server on PORT (default 4173) and prints its URL. Defaults: --site demo,
 * --data .data, --assets dist/assets, --editor dist/editor (the built editor app served at
 * /config/). The store in the data folder is reused on the next start. `--csp` sends
 * POLICY as every page's Content-Security-Policy (instead of site.json's `contentSecurityPolicy`).
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadSiteConfig, SiteConfigError } from './site-config.ts';
import { startServer } from './server.ts';

export { startServer, type RunningServer, type ServerOptions } from './server.ts';

/**
 * What `npm start` prints first: where the site is, how to sign in as its owner (the email and
 * password of site.json `accounts.owner`; the development route when it has none), where the
 * editor is.
 */
export function welcome(
  url: string,
  owner?: { email?: string | undefined; password?: string | undefined },
): string[] {
  const signIn =
    owner?.email !== undefined && owner.password !== undefined
      ? `  Sign in as the site's owner at ${url}/config/ with ${owner.email} and the password ${owner.password}`
      : `  Sign in as the site's owner: ${url}/__dev/sign-in?as=owner (a visitor again: ${url}/__dev/sign-out)`;
  return [
    `sq-elements site server: ${url}`,
    signIn,
    `  The owner's configuration area (the editor): ${url}/config/`,
  ];
}

/** Port used when PORT is not set. */
export const DEFAULT_PORT = 4173;

/** Runs the command line. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      site: { type: 'string', default: 'demo' },
      data: { type: 'string', default: '.data' },
      assets: { type: 'string', default: 'dist/assets' },
      editor: { type: 'string', default: 'dist/editor' },
      csp: { type: 'string' },
    },
  });
  const port = process.env.PORT === undefined ? DEFAULT_PORT : Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  }
  const server = await startServer({
    site: values.site,
    data: values.data,
    assets: values.assets,
    editor: values.editor,
    port,
    ...(values.csp === undefined ? {} : { contentSecurityPolicy: values.csp }),
  });
  const { owner } = loadSiteConfig(values.site).accounts;
  for (const line of welcome(server.url, owner)) console.log(line);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof SiteConfigError ? error.message : error);
    process.exitCode = 1;
  });
}
