import { renderToString } from 'react-dom/server';
import { App } from './App';

/** The page's HTML as the server sends it, hydrated by entry-client.tsx. */
export const render = (): string => renderToString(<App />);
