export { registerRoleRoutes } from './roles.routes';
