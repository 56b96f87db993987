import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, type Controls } from './App';

declare global {
  interface Window {
    /** The page's controls, once the app has mounted. */
    app?: Controls;
    /** Errors React recovered from (a hydration mismatch is one). */
    recoverableErrors?: string[];
  }
}

window.seenEvents = [];
window.recoverableErrors = [];
const root = document.getElementById('root')!;
const app = <App onReady={(controls) => (window.app = controls)} />;
if (root.firstElementChild) {
  hydrateRoot(root, app, {
    onRecoverableError: (error) => window.recoverableErrors!.push(String(error)),
  });
} else {
  createRoot(root).render(app);
}
