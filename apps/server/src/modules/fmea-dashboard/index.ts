export { registerFmeaDashboardRoutes } from './fmea-dashboard.routes';
