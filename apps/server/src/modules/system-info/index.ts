export { registerSystemInfoRoutes } from './system-info.routes';
