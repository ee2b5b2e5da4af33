export { registerOrganizationRoutes } from './organization.routes';
export { buildOrganizationTree, listOrganizations } from './organization-tree';
