export { registerHomeRoutes } from './home.routes';
