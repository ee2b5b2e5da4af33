import { z } from 'zod';
import { isPasswordFormatValid, PASSWORD_MESSAGES } from '../domain/password-rule';
import { P } from '../permissions';
import {
  ExportedWorkbook,
  Id,
  IdParams,
  LANDLINE_PATTERN,
  MOBILE_PATTERN,
  USER_NAME_PATTERN,
  Version,
} from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';

// ---------------------------------------------------------------------------------------------------------
// User management (the Users tab of /system): list, create, edit, enable/disable, password reset, import, export.
// Permission SystemManager.Users; the option lists for pickers (userList, postList, rolesList) are open to every
// signed-in user, since other modules' forms pick users, posts and roles too.

/** Shell spec §5 field rules, one Chinese message each; the web form shows the same texts. */
export const USER_MESSAGES = {
  userNameRequired: '请输入账号',
  userName: '账号只能包含2-16位字母、数字、点或@',
  userNameTaken: '账号已存在',
  nameRequired: '请输入姓名',
  nameTooLong: '姓名不能超过32个字符',
  mobile: '手机号格式不正确',
  email: '邮箱格式不正确',
  telephone: '座机号格式不正确，应为0xx-7/8位数字',
  passwordRequired: '请输入初始密码',
  password: PASSWORD_MESSAGES.format,
  disableSelf: '不能停用当前登录的账号',
  lastAdmin: '至少需要保留一个启用的管理员账号',
  adminRoleOnly: '只有管理员可以分配管理员角色',
  adminUserOnly: '只有管理员可以修改管理员账号',
  notFound: '用户不存在',
} as const;

export const USER_NAME_MAX_LENGTH = 32;

const UserName = z
  .string()
  .trim()
  .min(1, USER_MESSAGES.userNameRequired)
  .regex(USER_NAME_PATTERN, USER_MESSAGES.userName);
const Name = z.string().trim().min(1, USER_MESSAGES.nameRequired).max(USER_NAME_MAX_LENGTH, USER_MESSAGES.nameTooLong);
const Email = z.email(USER_MESSAGES.email).max(256, USER_MESSAGES.email);
const Mobile = z.string().regex(MOBILE_PATTERN, USER_MESSAGES.mobile);
const Landline = z.string().regex(LANDLINE_PATTERN, USER_MESSAGES.telephone);
/** An initial or reset password: the rule of shell spec §5. */
export const NewUserPassword = z
  .string()
  .min(1, USER_MESSAGES.passwordRequired)
  .refine(isPasswordFormatValid, USER_MESSAGES.password);

/** Checks an e-mail address as the server does (the import checks each row's with it). */
export const isValidEmail = (value: string) => Email.safeParse(value).success;

export const UserListItem = z.object({
  id: z.uuid(),
  userName: z.string(),
  name: z.string(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** Landline (座机). */
  telephone: z.string().nullable(),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
  postId: z.uuid().nullable(),
  postName: z.string().nullable(),
  isActive: z.boolean(),
  roleIds: z.array(z.uuid()),
  roleNames: z.array(z.string()),
  version: z.number().int(),
});
export type UserListItem = z.infer<typeof UserListItem>;

/** User status filter: 1 enabled, 0 disabled. */
export const USER_STATUS = { disabled: 0, enabled: 1 } as const;

export const UserListFilter = z.object({
  /** Part of the account or the name, case-insensitive. */
  filter: z.string().trim().max(64).optional(),
  /** The organization and every organization below it. */
  organizationId: Id.optional(),
  roleId: Id.optional(),
  /** USER_STATUS; absent: both. */
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type UserListFilter = z.infer<typeof UserListFilter>;

export const getUserListPage = defineEndpoint({
  name: 'getUserListPage',
  method: 'GET',
  base: 'qis',
  path: '/api/app/user/userListPage',
  summary: '用户分页列表（按账号排序）；可按账号或姓名（包含）、组织（含下级组织）、角色、状态（1 启用，0 停用）筛选',
  access: P.system.Users.query,
  query: PageQuery.extend(UserListFilter.shape),
  data: pagedResult(UserListItem),
});

export const exportUsers = defineEndpoint({
  name: 'exportUsers',
  method: 'GET',
  base: 'qis',
  path: '/api/app/user/exportUsers',
  summary: '导出用户列表为 .xlsx（筛选条件同用户分页列表，不分页）',
  access: P.system.Users.export,
  query: UserListFilter,
  data: ExportedWorkbook,
});

export const UserPickerOption = UserListItem.pick({
  id: true,
  userName: true,
  name: true,
  organizationId: true,
  organizationName: true,
});

export const getUserList = defineEndpoint({
  name: 'getUserList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/user/userList',
  summary: '全部启用的用户（选择用户用），按姓名排序',
  access: 'user',
  data: z.array(UserPickerOption),
});

export const PostPickerOption = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string().nullable(),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
});

export const getPostList = defineEndpoint({
  name: 'getPostList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/user/postList',
  summary: '全部岗位及其所属组织（选择岗位用），按排序号、名称排序',
  access: 'user',
  data: z.array(PostPickerOption),
});

/** A role with how many users hold it: the role filter of the user list. */
export const RoleWithUserCount = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isAdmin: z.boolean(),
  isDefault: z.boolean(),
  userCount: z.number().int(),
});

export const getUserRoleList = defineEndpoint({
  name: 'getUserRoleList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/user/roleList',
  summary: '角色及其用户数（用户列表的角色筛选）',
  access: P.system.Users.query,
  data: z.array(RoleWithUserCount),
});

/** A role as a picker option; isDefault roles are preselected for a new user. */
export const RolePickerOption = RoleWithUserCount.pick({ id: true, name: true, isAdmin: true, isDefault: true });

export const getRolesList = defineEndpoint({
  name: 'getRolesList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/user/rolesList',
  summary: '角色选项（为用户分配角色等选择角色用），按名称排序',
  access: 'user',
  data: z.array(RolePickerOption),
});

const UserFields = z.object({
  name: Name,
  emailAddress: Email.nullable(),
  phoneNumber: Mobile.nullable(),
  telephone: Landline.nullable(),
  organizationId: Id.nullable(),
  postId: Id.nullable(),
  roleIds: z.array(Id).max(100),
});

export const createUser = defineEndpoint({
  name: 'createUser',
  method: 'POST',
  base: 'qis',
  path: '/api/app/user/user',
  summary: '新增用户；账号在本租户内不区分大小写唯一（重复：9999 账号已存在）',
  access: P.system.Users.add,
  body: UserFields.extend({ userName: UserName, password: NewUserPassword }),
  data: UserListItem,
});

export const changeUser = defineEndpoint({
  name: 'changeUser',
  method: 'POST',
  base: 'qis',
  path: '/api/app/user/changeUser',
  summary: '编辑用户（账号不可改）；telephone、postId、roleIds 不传则保持不变；version 过时：409',
  access: P.system.Users.edit,
  body: UserFields.partial({ telephone: true, postId: true, roleIds: true }).extend({ id: Id, version: Version }),
  data: UserListItem,
});

export const disableUser = defineEndpoint({
  name: 'disableUser',
  method: 'POST',
  base: 'qis',
  path: '/api/app/user/userIsStop',
  summary: '停用一个用户：其已登录的会话在下一次请求时失效；不能停用自己，也不能停用最后一个启用的管理员',
  access: P.system.Users.disable,
  body: IdParams,
  data: UserListItem,
});

export const enableUser = defineEndpoint({
  name: 'enableUser',
  method: 'POST',
  base: 'qis',
  path: '/api/app/user/changeUserActive',
  summary: '启用一个用户',
  access: P.system.Users.enable,
  body: IdParams,
  data: UserListItem,
});

export const batchChangeUserActive = defineEndpoint({
  name: 'batchChangeUserActive',
  method: 'POST',
  base: 'qis',
  path: '/api/app/user/batchChangeUserActive',
  summary: '批量启用或停用用户；停用需 disable 操作，启用另需 enable 操作；规则同单个停用',
  access: P.system.Users.disable,
  // An empty ids list gets 400 from the service.
  body: z.object({ ids: z.array(Id).max(1000), isActive: z.boolean() }),
  data: z.object({ changedCount: z.number().int() }),
});

export const resetUserPassword = defineEndpoint({
  name: 'resetUserPassword',
  method: 'POST',
  base: 'qis',
  path: '/api/app/user/changeUserPsw',
  summary: '管理员重置用户密码（新密码须符合密码规则）',
  access: P.system.Users.edit,
  body: IdParams.extend({ password: NewUserPassword }),
  data: z.null(),
});

// ---------------------------------------------------------------------------------------------------------
// Import: an .xls/.xlsx uploaded with fileType 1, first sheet, header row with these columns (any order).

/** The import sheet's columns, header texts word for word; 账号 and 姓名 are required. */
export const USER_IMPORT_COLUMNS = {
  userName: '账号',
  name: '姓名',
  phoneNumber: '手机号',
  emailAddress: '邮箱',
  telephone: '座机',
  organization: '组织',
  post: '岗位',
  roles: '角色',
  password: '初始密码',
} as const;

/** The initial password of an imported user whose row leaves 初始密码 empty (it satisfies the password rule). */
export const DEFAULT_IMPORT_PASSWORD = 'Qis@123456';
export const USER_IMPORT_MAX_ROWS = 10_000;

export const UNREADABLE_IMPORT_FILE = '文件无法读取，请上传有效的.xls或.xlsx文件';

/** One bad row of an import file: its row number as Excel shows it, the account it names, what is wrong. */
export const UserImportError = z.object({
  row: z.number().int(),
  userName: z.string(),
  messages: z.array(z.string()),
});
export type UserImportError = z.infer<typeof UserImportError>;

const ImportFileBody = z.object({ filePath: z.string().trim().min(1).max(512) });

export const importUsers = defineEndpoint({
  name: 'importUsers',
  method: 'POST',
  base: 'qis',
  path: '/api/app/user/importUser',
  summary:
    '从已上传（fileType 1）的 .xls/.xlsx 导入用户，全部成功或一个也不导入：任何一行有误即 9999（逐行错误见 checkImportUser）；文件无法读取：400',
  access: P.system.Users.import,
  body: ImportFileBody,
  data: z.object({ importedCount: z.number().int() }),
});

/** The per-row report of an import file, written nowhere: what the web shows when importUser refused the file. */
export const UserImportCheck = z.object({ rowCount: z.number().int(), errors: z.array(UserImportError) });
export type UserImportCheck = z.infer<typeof UserImportCheck>;

export const checkUserImport = defineEndpoint({
  name: 'checkUserImport',
  method: 'POST',
  base: 'qis',
  path: '/api/app/user/checkImportUser',
  summary: '校验已上传的用户导入文件（不写入）：数据行数与逐行错误（行号同 Excel）',
  access: P.system.Users.import,
  mutates: false,
  body: ImportFileBody,
  data: UserImportCheck,
});

export const getUserImportTemplate = defineEndpoint({
  name: 'getUserImportTemplate',
  method: 'GET',
  base: 'qis',
  path: '/api/app/user/importUserTemplate',
  summary: '用户导入模板 .xlsx（表头与一行示例）',
  access: P.system.Users.import,
  data: ExportedWorkbook,
});
