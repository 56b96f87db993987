// web-vitals: the usual library for Core Web Vitals, with the three the runtime records. Size
// bench peer of the runtime's telemetry (which also reports script errors).
import { onCLS, onINP, onLCP } from 'web-vitals';

export { onCLS, onINP, onLCP };
