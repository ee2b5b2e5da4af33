import {
  batchChangeUserActive,
  changeUser,
  checkUserImport,
  createUser,
  disableUser,
  type EndpointData,
  type EndpointInput,
  enableUser,
  exportUsers,
  getOrganizationTree,
  getPostList,
  getRolesList,
  getUserImportTemplate,
  getUserListPage,
  getUserRoleList,
  importUsers,
  resetUserPassword,
  type UserListFilter,
  uploadFile,
} from '@qis/shared';
import { callEndpoint } from '../../shell/call-endpoint';
import type { PageQuery } from '../../shell/components/usePagedList';
import { LONG_TIMEOUT_MS, request } from '../../shell/http';
import { saveExportedWorkbook } from '../../shell/utils/save-workbook';

/** Calls of user management; method and path come from the declarations in @qis/shared. */

export type UserPage = EndpointData<typeof getUserListPage>;
export type CreateUserBody = EndpointInput<typeof createUser>['body'];
export type ChangeUserBody = EndpointInput<typeof changeUser>['body'];
export type OrganizationTree = EndpointData<typeof getOrganizationTree>;
export type PostOptions = EndpointData<typeof getPostList>;
export type RoleOptions = EndpointData<typeof getRolesList>;
export type RoleFilterOptions = EndpointData<typeof getUserRoleList>;

// The spec gives userListPage the long timeout (600,000 ms).
export const fetchUserPage = (query: UserListFilter & PageQuery) =>
  callEndpoint(getUserListPage, { query }, { timeout: LONG_TIMEOUT_MS });
export const fetchOrganizationTree = () => callEndpoint(getOrganizationTree);
export const fetchPosts = () => callEndpoint(getPostList);
export const fetchRoleOptions = () => callEndpoint(getRolesList);
export const fetchRoleFilterOptions = () => callEndpoint(getUserRoleList);

export const addUser = (body: CreateUserBody) => callEndpoint(createUser, { body });
export const editUser = (body: ChangeUserBody) => callEndpoint(changeUser, { body });
export const setUserActive = (id: string, isActive: boolean) =>
  callEndpoint(isActive ? enableUser : disableUser, { body: { id } });
export const setUsersActive = (ids: string[], isActive: boolean) =>
  callEndpoint(batchChangeUserActive, { body: { ids, isActive } });
export const resetPassword = (id: string, password: string) =>
  callEndpoint(resetUserPassword, { body: { id, password } });

export const exportUserList = (filter: UserListFilter) =>
  callEndpoint(exportUsers, { query: filter }, { timeout: LONG_TIMEOUT_MS });
export async function downloadImportTemplate() {
  saveExportedWorkbook(await callEndpoint(getUserImportTemplate));
}

/**
 * POST Common/UploadFile with fileType 1 (an import file): the stored file's path. Silent: the import modal shows
 * the failure.
 */
export async function uploadImportFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('fileType', '1');
  form.append('file', file, file.name);
  const { filePath } = await request<EndpointData<typeof uploadFile>>(uploadFile.path, {
    method: 'POST',
    body: form,
    timeout: LONG_TIMEOUT_MS,
    silent: true,
  });
  return filePath;
}

/** Imports silently: a refused file (9999) is answered by the per-row report of checkImportUser instead. */
export const importUserFile = (filePath: string) =>
  callEndpoint(importUsers, { body: { filePath } }, { timeout: LONG_TIMEOUT_MS, silent: true });
export const checkUserFile = (filePath: string) =>
  callEndpoint(checkUserImport, { body: { filePath } }, { timeout: LONG_TIMEOUT_MS });
