/**
 * POST /api/auth/Logout: ends the signed-in owner or viewer session.
 */
import * as z from 'zod';
import { signOut } from '../session.ts';
import { endpoint } from './pipeline.ts';

/** POST /api/auth/Logout → `{}`. */
export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/Logout',
  schema: z.unknown(),
  handle(_input, ex) {
    signOut(ex);
    return { body: {} };
  },
});
