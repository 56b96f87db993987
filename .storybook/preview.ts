/// <reference types="vite/client" />
import { setCustomElementsManifest } from '@storybook/web-components';
import type { Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json?raw';
import '../platform/tokens/tokens.css';

// Autodocs (attributes, properties, events, slots, CSS parts and properties) come from the
// generated manifest: `npm run gen` refreshes it.
setCustomElementsManifest(JSON.parse(manifest));

const preview: Preview = {
  parameters: {
    // Accessibility violations fail a story's test instead of only being listed in the panel.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
