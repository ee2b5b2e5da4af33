import {
  changeImageUrl,
  changeOwnPassword,
  changeUser,
  getCurrentUserInfo,
  getCurrentUserPermissions,
  getPersonalInfo,
  getUserListPage,
  hasAdminRole,
  updatePersonalInfo,
  uploadFile,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { authorityPointsOf } from './authority-points';
import { uploadFile as storeUpload } from './upload.service';
import * as service from './users.service';

export function registerUserRoutes(app: FastifyInstance) {
  registerEndpoint(app, getCurrentUserInfo, (_input, ctx) => service.currentUserInfo(ctx));
  registerEndpoint(app, getCurrentUserPermissions, async (_input, ctx) => authorityPointsOf(ctx.principal), {
    transaction: false,
    memoizedData: true,
  });
  registerEndpoint(app, hasAdminRole, (_input, ctx) => service.hasAdminRole(ctx), { transaction: false });
  registerEndpoint(app, changeOwnPassword, ({ body }, ctx) => service.changeOwnPassword(ctx, body));
  registerEndpoint(app, getPersonalInfo, (_input, ctx) => service.personalInfo(ctx));
  registerEndpoint(app, updatePersonalInfo, ({ body }, ctx) => service.updatePersonalInfo(ctx, body));
  registerEndpoint(app, uploadFile, (_input, ctx) => storeUpload(ctx));
  registerEndpoint(app, changeImageUrl, ({ body }, ctx) => service.changeImage(ctx, body));
  registerEndpoint(app, getUserListPage, ({ query }, ctx) => service.userListPage(ctx, query));
  registerEndpoint(app, changeUser, ({ body }, ctx) => service.editUser(ctx, body));
}
