/**
 * The editor app's entry: its styles (the app's, then the inspector's) and the app, in `#root` of
 * editor/index.html. The components import no CSS themselves, so their tests load without it.
 * Each load is recorded with the client's tracker source (editor-events.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { EDITOR_OPEN_EVENT, recordEditorEvent } from './lib/editor-events.ts';
import './styles/editor.css';
import './inspector/inspector.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

void recordEditorEvent(EDITOR_OPEN_EVENT);
