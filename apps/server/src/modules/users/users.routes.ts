import {
  batchChangeUserActive,
  changeImageUrl,
  changeOwnPassword,
  changeUser,
  checkUserImport,
  createUser,
  disableUser,
  enableUser,
  exportUsers,
  getCurrentUserInfo,
  getCurrentUserPermissions,
  getPersonalInfo,
  getPostList,
  getRolesList,
  getUserImportTemplate,
  getUserList,
  getUserListPage,
  getUserRoleList,
  hasAdminRole,
  importUsers,
  resetUserPassword,
  updatePersonalInfo,
  uploadFile,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { authorityPointsOf } from './authority-points';
import { uploadFile as storeUpload } from './upload.service';
import * as admin from './user-admin.service';
import { exportUsers as exportUserList } from './user-export.service';
import * as userImport from './user-import.service';
import * as lists from './user-list.service';
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

  registerEndpoint(app, getUserListPage, ({ query }, ctx) => lists.userListPage(ctx, query));
  registerEndpoint(app, getUserList, (_input, ctx) => lists.userOptions(ctx));
  registerEndpoint(app, getPostList, (_input, ctx) => lists.postOptions(ctx));
  registerEndpoint(app, getUserRoleList, (_input, ctx) => lists.rolesWithUserCounts(ctx));
  registerEndpoint(app, getRolesList, (_input, ctx) => lists.roleOptions(ctx));
  registerEndpoint(app, exportUsers, ({ query }, ctx) => exportUserList(ctx, query));

  registerEndpoint(app, createUser, ({ body }, ctx) => admin.createUser(ctx, body));
  registerEndpoint(app, changeUser, ({ body }, ctx) => admin.editUser(ctx, body));
  registerEndpoint(app, disableUser, ({ body }, ctx) => admin.setUserActive(ctx, body.id, false));
  registerEndpoint(app, enableUser, ({ body }, ctx) => admin.setUserActive(ctx, body.id, true));
  registerEndpoint(app, batchChangeUserActive, ({ body }, ctx) => admin.batchSetActive(ctx, body));
  registerEndpoint(app, resetUserPassword, ({ body }, ctx) => admin.resetPassword(ctx, body));

  registerEndpoint(app, importUsers, ({ body }, ctx) => userImport.importUsers(ctx, body.filePath));
  registerEndpoint(app, checkUserImport, ({ body }, ctx) => userImport.checkUserImport(ctx, body.filePath));
  registerEndpoint(app, getUserImportTemplate, (_input, ctx) => userImport.importTemplate(ctx));
}
