export { registerPluginRoutes } from './plugins.routes';
export { PLUGIN_DESCRIPTORS } from './plugins.service';
