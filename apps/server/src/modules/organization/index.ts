export { registerOrganizationRoutes } from './organization.routes';
export { buildOrganizationTree, listOrganizations, organizationTree } from './organization-tree';
export { currentUserProductPlatforms, PRODUCT_PLATFORM_TYPE_CODE } from './product-platforms';
