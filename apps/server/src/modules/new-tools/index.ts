export { registerNewToolsRoutes } from './new-tools.routes';
