export { registerTenantRoutes } from './tenants.routes';
