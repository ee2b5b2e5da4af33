import { definePermissions } from './define';

/** The menu permission every signed-in user holds (shell spec §6: "A 'Common' menu permission is always added"). */
export const COMMON_PERMISSION = 'Common';

/** Points open to every signed-in user. */
export const commonPermissions = definePermissions({
  Common: { key: 'Common', name: '公共权限', type: 0, actions: ['query', 'get'] },
});
