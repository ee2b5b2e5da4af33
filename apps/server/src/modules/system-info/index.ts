export { organizationSetting } from './organization-settings.service';
export { registerSystemInfoRoutes } from './system-info.routes';
