import { P } from '@qis/shared/permissions';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from './route-meta';

/**
 * The points each shell route needs (every one listed, spec §6), in one place: the route table's handles and the
 * side and top menu read them from here, so the menu offers exactly the pages the guard lets the user open.
 * /rightsManagement is the role list: the permissions-configuration group (derived from product platforms too) is
 * not enough, the list needs the roles point.
 */
export const SHELL_ROUTE_POINTS = {
  '/basicSet': [P.system.BasicSetting.key],
  '/homePageManagement': [P.system.HomePage.key],
  '/WorkFlow': [P.system.WorkFlow.key],
  '/noticeManagement': [P.system.Notices.key],
  '/rightsManagement': [P.system.Permissions.key, P.system.Roles.key],
  '/AddRole': [P.system.Roles.key],
  '/role/:id': [P.system.Roles.key],
  '/organizationManagement': [P.system.Organization.key],
  '/MessageTemplates': [P.system.EmailTemplate.key],
  '/MessageTemplatesDetail': [P.system.EmailTemplate.key],
  '/plugins': [P.system.PlugIn.key],
  '/customers': [P.system.Tenants.key],
  '/Dictionary': [P.system.Dictionary.key],
  '/LogOnToLog': [P.system.LoginLog.key],
  '/OperationLog': [P.system.AuditLog.key],
} as const satisfies Record<string, readonly string[]>;

export type ShellRoutePath = keyof typeof SHELL_ROUTE_POINTS;

/**
 * The routes (and their children) with `points` added to the permissions of every handle: a module's routes all
 * need the module's point besides their own.
 */
export function withPoints(routes: readonly RouteObject[], points: readonly string[]): RouteObject[] {
  return routes.map((route) => {
    const handle = (route.handle ?? {}) as RouteMeta;
    const permissions = [...new Set([...points, ...(handle.permissions ?? [])])];
    const children = route.children ? { children: withPoints(route.children, points) } : {};
    return { ...route, handle: { ...handle, permissions }, ...children } as RouteObject;
  });
}
