import {
  changeRole,
  changeRolePermission,
  changeRoleUsers,
  createRole,
  getCurrentUserPermission,
  getRole,
  getRoleList,
  getRolePermission,
  removeRole,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { authorityPointsOf } from '../users/authority-points';
import * as service from './roles.service';

export function registerRoleRoutes(app: FastifyInstance) {
  registerEndpoint(app, getRoleList, ({ query }, ctx) => service.listRoles(ctx, query));
  registerEndpoint(app, getRole, ({ query }, ctx) => service.getRole(ctx, query.id));
  registerEndpoint(app, createRole, ({ body }, ctx) => service.createRole(ctx, body));
  registerEndpoint(app, changeRole, ({ body }, ctx) => service.changeRole(ctx, body));
  registerEndpoint(app, removeRole, ({ body }, ctx) => service.removeRole(ctx, body.id));
  registerEndpoint(app, getRolePermission, ({ query }, ctx) => service.rolePermission(ctx, query.roleId));
  registerEndpoint(app, changeRolePermission, ({ body }, ctx) => service.changeRolePermission(ctx, body));
  registerEndpoint(app, changeRoleUsers, ({ body }, ctx) => service.changeRoleUsers(ctx, body));
  // The singular spelling of the roles group answers what role/currentUserPermissions does, from the same code.
  registerEndpoint(app, getCurrentUserPermission, async (_input, ctx) => authorityPointsOf(ctx.principal), {
    transaction: false,
    memoizedData: true,
  });
}
