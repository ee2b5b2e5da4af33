export { registerOldToolsRoutes } from './old-tools.routes';
