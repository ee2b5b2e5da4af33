export { registerStatisticsRoutes } from './statistics.routes';
