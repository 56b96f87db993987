/**
 * What the pages of a signed-in account add, in one chunk that no visitor's page loads: the
 * login-required prompt (login.ts) and, in the editor's preview frame, the editor bridge
 * (editor-bridge.ts, a chunk of its own again: editor-bridge-frame.ts decides).
 */
import type { Behaviour } from '../environment.ts';
import { inEditorFrame } from './editor-bridge-frame.ts';
import { loginRequired } from './login.ts';
import { onDemand } from './on-demand.ts';
import { together } from './together.ts';

const editorBridge = onDemand(
  'editor-bridge',
  inEditorFrame,
  async () => (await import('./editor-bridge.ts')).editorBridge,
);

/** Starts both; stopping stops both, and `ready` waits for both. */
export const signedInBehaviours: Behaviour = together(loginRequired, editorBridge);
