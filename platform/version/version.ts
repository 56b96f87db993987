/** The sq-elements release this code belongs to (kept equal to package.json by a test). */
export const VERSION = '0.1.0';
