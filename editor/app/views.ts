/** What the editor's main area shows: the page (frame and inspector) or a site data panel. */
export type EditorView =
  'page' | 'submissions' | 'analytics' | 'errors' | 'performance' | 'consent';

/** The views in the order the editor lists them, with their names. */
export const VIEWS: ReadonlyArray<{ readonly view: EditorView; readonly label: string }> = [
  { view: 'page', label: 'Edit page' },
  { view: 'submissions', label: 'Form submissions' },
  { view: 'analytics', label: 'Analytics' },
  { view: 'errors', label: 'Script errors' },
  { view: 'performance', label: 'Performance' },
  { view: 'consent', label: 'Cookie consent' },
];
