export { registerLogRoutes } from './logs.routes';
