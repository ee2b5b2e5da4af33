import {
  DEFAULT_IMPORT_PASSWORD,
  isPasswordFormatValid,
  isValidEmail,
  LANDLINE_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_MESSAGES,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_MAX_ROWS,
  USER_MESSAGES,
  USER_NAME_MAX_LENGTH,
  USER_NAME_PATTERN,
  type UserImportError,
} from '@qis/shared';
import type { SheetRows } from '../../platform/excel/sheet-reader';
import { badRequest } from '../../platform/http/app-error';

// The rows of a user import sheet: read by the header texts, then checked all at once against the tenant's
// organizations, posts, roles and accounts, so that every bad row is reported and a good file is imported whole.

type ColumnKey = keyof typeof USER_IMPORT_COLUMNS;
const REQUIRED_COLUMNS: ColumnKey[] = ['userName', 'name'];

export interface ImportRow {
  /** Row number as Excel shows it (the header is row 1). */
  row: number;
  cells: Record<ColumnKey, string>;
}

/** The 账号 of the template's example row begins with this marker: such a row is never imported. */
export const EXAMPLE_ROW_MARKER = '【示例】';

/**
 * The template's example row: marked in 账号 (EXAMPLE_ROW_MARKER), or the unmarked example of templates downloaded
 * before the marker (zhangsan, 张三, zhangsan@example.com: example.com is reserved, no one's real address).
 */
export function isExampleRow(cells: Record<ColumnKey, string>): boolean {
  if (cells.userName.startsWith(EXAMPLE_ROW_MARKER)) return true;
  return cells.userName === 'zhangsan' && cells.name === '张三' && cells.emailAddress === 'zhangsan@example.com';
}

/** Header text as written, with a required-marker asterisk and spaces ignored: `*账号` reads as 账号. */
const headerKey = (text: string) => text.replace(/[\s*＊]/g, '');

/** The data rows of the sheet by column; refuses (400) a sheet without the required columns or without data. */
export function readImportRows(sheet: SheetRows): ImportRow[] {
  const header = (sheet[0] ?? []).map(headerKey);
  const positions = new Map<ColumnKey, number>();
  for (const [key, title] of Object.entries(USER_IMPORT_COLUMNS) as Array<[ColumnKey, string]>) {
    const index = header.indexOf(title);
    if (index >= 0) positions.set(key, index);
  }
  const missing = REQUIRED_COLUMNS.filter((key) => !positions.has(key)).map((key) => USER_IMPORT_COLUMNS[key]);
  if (missing.length > 0) throw badRequest(`导入文件缺少列：${missing.join('、')}，请使用导入模板`);
  const rows: ImportRow[] = [];
  let examples = 0;
  sheet.forEach((cells, index) => {
    if (index === 0 || cells.every((cell) => !cell)) return;
    const read = (key: ColumnKey) => {
      const position = positions.get(key);
      return position === undefined ? '' : (cells[position] ?? '');
    };
    const record = Object.fromEntries(
      (Object.keys(USER_IMPORT_COLUMNS) as ColumnKey[]).map((key) => [key, read(key)]),
    ) as Record<ColumnKey, string>;
    if (isExampleRow(record)) examples++;
    else rows.push({ row: index + 1, cells: record });
  });
  if (rows.length === 0)
    throw badRequest(
      examples > 0 ? '导入文件中只有模板的示例行（示例行不会导入），没有用户数据' : '导入文件中没有用户数据',
    );
  if (rows.length > USER_IMPORT_MAX_ROWS) throw badRequest(`一次最多导入${USER_IMPORT_MAX_ROWS}个用户`);
  return rows;
}

export interface OrganizationRef {
  id: string;
  name: string;
  parentId: string | null;
}
export interface PostRef {
  id: string;
  name: string;
  organizationId: string | null;
}
export interface RoleRef {
  id: string;
  name: string;
  isDefault: boolean;
  isAdmin: boolean;
}

export interface ImportLookups {
  organizations: OrganizationRef[];
  posts: PostRef[];
  roles: RoleRef[];
  /** Accounts of the tenant that the file names, lower-cased. */
  existingUserNames: ReadonlySet<string>;
  /** Whether the importing user may grant the administrator role (only administrators may). */
  mayGrantAdmin: boolean;
}

export interface ImportedUser {
  row: number;
  userName: string;
  name: string;
  phoneNumber: string | null;
  emailAddress: string | null;
  telephone: string | null;
  organizationId: string | null;
  postId: string | null;
  roleIds: string[];
  password: string;
}

const ROLE_SEPARATORS = /[,，、;；]/;

type Resolved = { id: string } | { problem: string };

/** Each organization's path from the top (`总经理办公室/质量部/质量体系科`). */
function organizationPaths(organizations: OrganizationRef[]): Array<{ id: string; path: string }> {
  const byId = new Map(organizations.map((o) => [o.id, o]));
  return organizations.map((org) => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let at: OrganizationRef | undefined = org; at && !seen.has(at.id); at = byId.get(at.parentId ?? '')) {
      seen.add(at.id);
      names.unshift(at.name);
    }
    return { id: org.id, path: names.join('/') };
  });
}

/** A name or a path (from the top or any upper level down): the one organization it names. */
function organizationResolver(organizations: OrganizationRef[]) {
  const paths = organizationPaths(organizations);
  return (text: string): Resolved => {
    const wanted = text
      .split('/')
      .map((part) => part.trim())
      .filter(Boolean)
      .join('/');
    const matches = paths.filter((p) => p.path === wanted || p.path.endsWith(`/${wanted}`));
    if (matches.length === 1) return { id: (matches[0] as { id: string }).id };
    if (matches.length === 0) return { problem: `组织“${text}”不存在` };
    return { problem: `组织“${text}”有多个同名组织，请填写上级路径，如“${matches[0]?.path}”` };
  };
}

/** The post of that name, preferring the one of the row's organization when several share the name. */
function resolvePost(posts: PostRef[], text: string, organizationId: string | null): Resolved {
  const named = posts.filter((p) => p.name === text);
  const inOrganization = named.filter((p) => p.organizationId === organizationId);
  const pick = inOrganization.length === 1 ? inOrganization : named;
  if (pick.length === 1) return { id: (pick[0] as PostRef).id };
  if (pick.length === 0) return { problem: `岗位“${text}”不存在` };
  return { problem: `岗位“${text}”有多个同名岗位，请填写其所属组织` };
}

/**
 * Checks every row; a row with any problem becomes an error (with all its problems), the others users to create.
 * Empty 角色 gives the tenant's default roles; empty 初始密码 the default import password.
 */
export function checkImportRows(rows: ImportRow[], lookups: ImportLookups) {
  const resolveOrganization = organizationResolver(lookups.organizations);
  const roleByName = new Map(lookups.roles.map((r) => [r.name, r.id]));
  const defaultRoleIds = lookups.roles.filter((r) => r.isDefault).map((r) => r.id);
  const adminRoleNames = new Set(lookups.roles.filter((r) => r.isAdmin).map((r) => r.name));
  const firstRowOf = new Map<string, number>();
  const users: ImportedUser[] = [];
  const errors: UserImportError[] = [];

  for (const { row, cells } of rows) {
    const problems: string[] = [];
    const key = cells.userName.toLowerCase();
    if (!cells.userName) problems.push('账号不能为空');
    else if (!USER_NAME_PATTERN.test(cells.userName)) problems.push(USER_MESSAGES.userName);
    else if (firstRowOf.has(key)) problems.push(`账号在文件中重复（与第${firstRowOf.get(key)}行相同）`);
    else if (lookups.existingUserNames.has(key)) problems.push(USER_MESSAGES.userNameTaken);
    if (cells.userName && !firstRowOf.has(key)) firstRowOf.set(key, row);

    if (!cells.name) problems.push('姓名不能为空');
    else if ([...cells.name].length > USER_NAME_MAX_LENGTH) problems.push(USER_MESSAGES.nameTooLong);
    if (cells.phoneNumber && !MOBILE_PATTERN.test(cells.phoneNumber)) problems.push(USER_MESSAGES.mobile);
    if (cells.emailAddress && !isValidEmail(cells.emailAddress)) problems.push(USER_MESSAGES.email);
    if (cells.telephone && !LANDLINE_PATTERN.test(cells.telephone)) problems.push(USER_MESSAGES.telephone);

    let organizationId: string | null = null;
    if (cells.organization) {
      const found = resolveOrganization(cells.organization);
      if ('id' in found) organizationId = found.id;
      else problems.push(found.problem);
    }
    let postId: string | null = null;
    if (cells.post) {
      const found = resolvePost(lookups.posts, cells.post, organizationId);
      if ('id' in found) postId = found.id;
      else problems.push(found.problem);
    }
    const roleNames = cells.roles
      .split(ROLE_SEPARATORS)
      .map((name) => name.trim())
      .filter(Boolean);
    for (const name of roleNames.filter((n) => !roleByName.has(n))) problems.push(`角色“${name}”不存在`);
    if (!lookups.mayGrantAdmin && roleNames.some((n) => adminRoleNames.has(n)))
      problems.push(USER_MESSAGES.adminRoleOnly);
    if (cells.password && !isPasswordFormatValid(cells.password))
      problems.push(`初始密码不符合规则：${PASSWORD_MESSAGES.format}`);

    if (problems.length > 0) {
      errors.push({ row, userName: cells.userName, messages: problems });
      continue;
    }
    users.push({
      row,
      userName: cells.userName,
      name: cells.name,
      phoneNumber: cells.phoneNumber || null,
      emailAddress: cells.emailAddress || null,
      telephone: cells.telephone || null,
      organizationId,
      postId,
      roleIds:
        roleNames.length > 0 ? [...new Set(roleNames.map((name) => roleByName.get(name) as string))] : defaultRoleIds,
      password: cells.password || DEFAULT_IMPORT_PASSWORD,
    });
  }
  return { users, errors };
}
