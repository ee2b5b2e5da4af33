export { registerAccountRoutes } from './account.routes';
