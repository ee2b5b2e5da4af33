export { registerOldToolsRoutes } from './old-tools.routes';
export { usedRows } from './sheet-rows';
