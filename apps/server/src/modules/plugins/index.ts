export { registerPluginRoutes } from './plugins.routes';
export { pluginDescriptors } from './plugins.service';
