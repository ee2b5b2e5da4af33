export { hasAllPermissions, hasAnyPermission } from './access';
export { COMMON_PERMISSION } from './common';
export { DERIVED_GROUPS, type DerivedGroup, withDerivedPermissions } from './derived';
export { ALL_PERMISSIONS, findPermission, P, type PermissionTreeNode, permissionTree } from './registry';
