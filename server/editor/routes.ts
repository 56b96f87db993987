/**
 * The editor's API (`/api/editor/…`): JSON for the editor app at `/config/`, each answering 401
 * `{error: "Sign in to edit this site."}` without an editor session (server/api/pipeline.ts).
 */
import type { Endpoint } from '../api/pipeline.ts';
import { editorAnalytics } from './analytics.ts';
import { editorBlocks, saveEditorBlock } from './blocks.ts';
import { editorCookieBanner, saveEditorCookieBanner } from './cookie-banner.ts';
import { editorConsent, editorErrors, editorPerformance } from './reports.ts';
import { editorSite } from './site.ts';
import { editorSubmissions, editorSubmissionsCsv } from './submissions.ts';

/** Every editor endpoint. */
export const EDITOR_ENDPOINTS: readonly Endpoint[] = [
  editorSite,
  editorBlocks,
  saveEditorBlock,
  editorCookieBanner,
  saveEditorCookieBanner,
  editorSubmissions,
  editorSubmissionsCsv,
  editorAnalytics,
  editorErrors,
  editorPerformance,
  editorConsent,
];
