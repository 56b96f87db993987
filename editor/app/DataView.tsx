/** The site data panel a view names. */
import { AnalyticsPanel } from '../data/AnalyticsPanel.tsx';
import { ConsentPanel } from '../data/ConsentPanel.tsx';
import { ErrorsPanel } from '../data/ErrorsPanel.tsx';
import { PerformancePanel } from '../data/PerformancePanel.tsx';
import { SubmissionsPanel } from '../data/SubmissionsPanel.tsx';
import type { DataViewName } from './views.ts';

export function DataView({ view }: { view: DataViewName }) {
  switch (view) {
    case 'submissions':
      return <SubmissionsPanel />;
    case 'analytics':
      return <AnalyticsPanel />;
    case 'errors':
      return <ErrorsPanel />;
    case 'performance':
      return <PerformancePanel />;
    case 'consent':
      return <ConsentPanel />;
  }
}
