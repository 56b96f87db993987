// Plausible's official tracker (npm package): page views counted automatically, plus custom
// events. Size bench peer of the runtime's analytics.
import { init, track } from '@plausible-analytics/tracker';

init({ domain: 'example.com' });
export { track };
