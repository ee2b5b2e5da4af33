export { pick, sampleIndices } from './plot-sample';
export { readSheetColumns } from './sheet-columns';
export { registerStatisticsRoutes } from './statistics.routes';
export { analyse } from './stats-errors';
