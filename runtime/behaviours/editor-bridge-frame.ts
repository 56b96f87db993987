/**
 * Whether the runtime starts the editor bridge (editor-bridge.ts): only on a page shown inside the
 * editor, i.e. in a frame whose parent is of this origin and at a path starting with `/config`
 * (SPEC §2 configuration area), for a signed-in account. A published page never loads the bridge;
 * a visitor's page does not even carry this check (it is in the signed-in chunk, signed-in.ts).
 */
import { isSignedIn } from '../../platform/context/page-context.ts';
import type { RuntimeEnv } from '../environment.ts';

/** The page is in the editor's preview frame (see above). */
export const inEditorFrame = (env: RuntimeEnv): boolean => {
  try {
    // The browser's own same-origin check: reading the location of another origin's window throws.
    return (
      env.inFrame &&
      isSignedIn(env.ctx) &&
      env.document.defaultView!.parent.location.pathname.startsWith('/config')
    );
  } catch {
    return false;
  }
};
