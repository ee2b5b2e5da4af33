import type { PermissionDefinition } from '@qis/shared';
import { ALL_PERMISSIONS, findPermission, withDerivedPermissions } from '@qis/shared/permissions';
import { describe, expect, it } from 'vitest';
import { FMEA_ROUTE_POINTS } from '../../features/fmea/route-points';
import { FMEA_CONFIG_MENU } from '../../features/fmea-config/menu';
import { FMEA_DASHBOARD_ROUTE_POINTS } from '../../features/fmea-dashboard/route-points';
import { FMEA_LIBRARY_GUARD_POINTS } from '../../features/fmea-library/menu';
import { SHELL_ROUTE_POINTS } from '../route-points';
import { type MenuEntry, SHELL_MENU, visibleMenu } from './menu-entries';

// The menu a user sees is worked out from the points they hold, as the user-info call gives them: the demo roles of
// the README (the seed grants every business point but no system administration to 质量工程师, 内审员 and 只读用户;
// their actions differ, the menu depends on the points only).

const rootOf = (def: PermissionDefinition): string => {
  let current = def;
  while (current.parent) current = findPermission(current.parent) ?? current;
  return current.key;
};
const businessPoints = ALL_PERMISSIONS.filter((p) => rootOf(p) !== 'SystemManager').map((p) => p.key);
/** zhangwei (质量工程师) and wangfang (只读用户) hold the same points; the derived groups come on top. */
const engineerOrViewer = withDerivedPermissions(businessPoints);
const administrator = withDerivedPermissions(ALL_PERMISSIONS.map((p) => p.key));

const paths = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => [e.path, ...(e.children ? paths(e.children) : [])]);

describe('the side and top menu', () => {
  it('shows a user without system points no system administration, 权限管理 included', () => {
    // They do hold the permissions-configuration group (derived from the FMEA and QFD product platforms).
    expect(engineerOrViewer.has('permissions')).toBe(true);
    const shown = paths(visibleMenu(SHELL_MENU, engineerOrViewer));
    expect(shown).not.toContain('/rightsManagement');
    expect(shown).not.toContain('/system-admin');
    expect(shown).toEqual(expect.arrayContaining(['/analysis', '/upcomingTrial', '/myself/baseSetting']));
  });

  it('offers 我的DFMEA and 新建FMEA to holders of the DFMEA point, and no FMEA group without the module root', () => {
    expect(paths(visibleMenu(SHELL_MENU, engineerOrViewer))).toEqual(
      expect.arrayContaining(['/fmea', '/myProject', '/createFmeaPage']),
    );
    const rootOnly = paths(visibleMenu(SHELL_MENU, withDerivedPermissions(['FMEAManager'])));
    expect(rootOnly).toContain('/createFmeaPage');
    expect(rootOnly).not.toContain('/myProject');
    expect(paths(visibleMenu(SHELL_MENU, withDerivedPermissions(['SystemManager.Roles'])))).not.toContain('/fmea');
  });

  it('shows the administrator every entry', () => {
    expect(paths(visibleMenu(SHELL_MENU, administrator))).toEqual(paths(SHELL_MENU));
  });

  it('shows 权限管理 only with the roles point (the page is the role list)', () => {
    const withRoles = withDerivedPermissions(['SystemManager.Roles']);
    expect(paths(visibleMenu(SHELL_MENU, withRoles))).toEqual(
      expect.arrayContaining(['/system-admin', '/system', '/rightsManagement']),
    );
    const usersOnly = paths(visibleMenu(SHELL_MENU, withDerivedPermissions(['SystemManager.Users'])));
    expect(usersOnly).toContain('/system');
    expect(usersOnly).not.toContain('/rightsManagement');
  });

  it('asks for exactly the points the route guard asks for', () => {
    const entries = SHELL_MENU.flatMap((e) => e.children ?? [e]).filter((e) => e.permissions);
    const guard: Record<string, readonly string[]> = {
      ...SHELL_ROUTE_POINTS,
      ...FMEA_ROUTE_POINTS,
      ...FMEA_DASHBOARD_ROUTE_POINTS,
      ...FMEA_LIBRARY_GUARD_POINTS,
      // The configuration routes guard with their menu entries' points (features/fmea-config/routes.tsx).
      ...Object.fromEntries(FMEA_CONFIG_MENU.map((entry) => [entry.path, entry.permissions])),
    };
    for (const entry of entries) expect(entry.permissions).toEqual(guard[entry.path]);
    expect(entries.map((e) => e.path)).toContain('/rightsManagement');
  });
});
