export {
  type ControlChartOption,
  isOwnControlChart,
  type LinkedChartFigures,
  linkedChartFigures,
  ownControlCharts,
} from './linked-charts';
export { registerOldToolsRoutes } from './old-tools.routes';
export { usedRows } from './sheet-rows';
