/**
 * What the editor's main area shows: the page (frame and inspector), the site's cookie banner
 * settings, or a site data panel.
 */
export type EditorView =
  'page' | 'cookie-banner' | 'submissions' | 'analytics' | 'errors' | 'performance' | 'consent';

/** The views that show site data (editor/data/). */
export type DataViewName = Exclude<EditorView, 'page' | 'cookie-banner'>;

/** The views in the order the editor lists them, with their names. */
export const VIEWS: ReadonlyArray<{ readonly view: EditorView; readonly label: string }> = [
  { view: 'page', label: 'Edit page' },
  { view: 'cookie-banner', label: 'Cookie banner' },
  { view: 'submissions', label: 'Form submissions' },
  { view: 'analytics', label: 'Analytics' },
  { view: 'errors', label: 'Script errors' },
  { view: 'performance', label: 'Performance' },
  { view: 'consent', label: 'Cookie consent' },
];
