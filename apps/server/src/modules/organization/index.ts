export { registerOrganizationRoutes } from './organization.routes';
