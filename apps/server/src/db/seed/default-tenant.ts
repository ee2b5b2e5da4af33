/** The tenant a login without a tenant name signs in to. */
export const DEFAULT_TENANT_NAME = 'default';
