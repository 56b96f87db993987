// Chartist: the small SVG chart library a site would pick to draw bar, line and pie charts.
// Size bench peer of sq-chart. Chartist draws the SVG only: no data table, no legend, no
// accessible name of its own (a site writes those itself; not counted here).
import { BarChart, LineChart, PieChart } from 'chartist';

export { BarChart, LineChart, PieChart };
