import { USER_IMPORT_COLUMNS, USER_MESSAGES } from '@qis/shared';
import { asc, inArray, sql } from 'drizzle-orm';
import { organizations, posts, roles, userRoles, users } from '../../db/tables';
import { hashPassword } from '../../platform/auth/password-hash';
import { USER_SHEET_LIMITS } from '../../platform/excel/import-limits';
import { discardUploadedImport, readUploadedImportSheet } from '../../platform/excel/uploaded-import';
import { exportWorkbook } from '../../platform/excel/workbook-export';
import { businessError } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { organizationSetting } from '../system-info';
import {
  checkImportRows,
  EXAMPLE_ROW_MARKER,
  type ImportedUser,
  type ImportLookups,
  type ImportRow,
  readImportRows,
} from './user-import-rows';

const USER_BATCH = 500;
const ROLE_BATCH = 2000;
/** Argon2 hashes computed at once (libuv's thread pool has four threads). */
const HASH_CONCURRENCY = 4;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The rows of an import file this tenant uploaded with fileType 1; 400 when it is gone or no readable workbook. */
async function readUploadedRows(ctx: UserContext, filePath: string): Promise<ImportRow[]> {
  return readImportRows(await readUploadedImportSheet(ctx, filePath, USER_SHEET_LIMITS));
}

async function loadLookups(ctx: UserContext, rows: ImportRow[]): Promise<ImportLookups> {
  const names = [...new Set(rows.map((r) => r.cells.userName.toLowerCase()).filter(Boolean))];
  const existingUserNames = new Set<string>();
  for (const batch of chunks(names, 1000)) {
    const found = await ctx.tx
      .select({ key: sql<string>`lower(${users.userName})` })
      .from(users)
      .where(inArray(sql`lower(${users.userName})`, batch));
    for (const { key } of found) existingUserNames.add(key);
  }
  return {
    organizations: await ctx.tx
      .select({ id: organizations.id, name: organizations.name, parentId: organizations.parentId })
      .from(organizations)
      .orderBy(asc(organizations.sort), asc(organizations.name)),
    posts: await ctx.tx
      .select({ id: posts.id, name: posts.name, organizationId: posts.organizationId })
      .from(posts)
      .orderBy(asc(posts.sort), asc(posts.name)),
    roles: await ctx.tx
      .select({ id: roles.id, name: roles.name, isDefault: roles.isDefault, isAdmin: roles.isAdmin })
      .from(roles)
      .orderBy(asc(roles.name)),
    existingUserNames,
    mayGrantAdmin: ctx.principal.isAdmin,
  };
}

async function checkFile(ctx: UserContext, filePath: string) {
  const rows = await readUploadedRows(ctx, filePath);
  return { rows, ...checkImportRows(rows, await loadLookups(ctx, rows)) };
}

/** One argon2 hash per distinct password: a file of 5,000 users with the default password hashes once. */
async function hashDistinct(passwords: string[]): Promise<Map<string, string>> {
  const pending = [...new Set(passwords)];
  const hashes = new Map<string, string>();
  const worker = async () => {
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) hashes.set(next, await hashPassword(next));
  };
  await Promise.all(Array.from({ length: HASH_CONCURRENCY }, worker));
  return hashes;
}

async function insertUsers(ctx: UserContext, imported: ImportedUser[]) {
  const { tenantId, userId } = ctx.principal;
  const hashes = await hashDistinct(imported.map((u) => u.password));
  // Rows without an organization join the default one of the organization settings.
  const { defaultOrganizationId } = await organizationSetting(ctx.tx);
  const created: Array<{ id: string; userName: string }> = [];
  for (const batch of chunks(imported, USER_BATCH)) {
    const rows = await ctx.tx
      .insert(users)
      .values(
        batch.map((u) => ({
          tenantId,
          userName: u.userName,
          name: u.name,
          phoneNumber: u.phoneNumber,
          emailAddress: u.emailAddress,
          telephone: u.telephone,
          organizationId: u.organizationId ?? defaultOrganizationId,
          postId: u.postId,
          passwordHash: hashes.get(u.password) as string,
          createdBy: userId,
          updatedBy: userId,
        })),
      )
      // An account created meanwhile by someone else: the whole import is refused below.
      .onConflictDoNothing()
      .returning({ id: users.id, userName: users.userName });
    if (rows.length !== batch.length) throw businessError(`导入失败：${USER_MESSAGES.userNameTaken}，请重新导入`);
    created.push(...rows);
  }
  const idOf = new Map(created.map((u) => [u.userName.toLowerCase(), u.id]));
  const memberships = imported.flatMap((u) =>
    u.roleIds.map((roleId) => ({ tenantId, userId: idOf.get(u.userName.toLowerCase()) as string, roleId })),
  );
  for (const batch of chunks(memberships, ROLE_BATCH)) await ctx.tx.insert(userRoles).values(batch);
  return created;
}

/** Imports every row or none: any bad row refuses the file with 9999 (checkUserImport lists them all). */
export async function importUsers(ctx: UserContext, filePath: string) {
  const { users: imported, errors } = await checkFile(ctx, filePath);
  const [first] = errors;
  if (first)
    throw businessError(
      `导入失败：${errors.length}行数据有误，未导入任何用户（第${first.row}行：${first.messages.join('；')}）`,
    );
  const created = await insertUsers(ctx, imported);
  discardUploadedImport(ctx, filePath);
  ctx.recordChange({
    entity: 'userImport',
    entityId: filePath,
    after: { importedCount: created.length, userNames: created.map((u) => u.userName) },
  });
  return { importedCount: created.length };
}

export async function checkUserImport(ctx: UserContext, filePath: string) {
  const { rows, errors } = await checkFile(ctx, filePath);
  return { rowCount: rows.length, errors };
}

/**
 * The import template: the header row and one example row naming this tenant's own organization, post and role. The
 * example is marked (its 账号 begins with EXAMPLE_ROW_MARKER, grey italics) and never imported.
 */
export async function importTemplate(ctx: UserContext) {
  const { organizations: orgs, posts: postRows, roles: roleRows } = await loadLookups(ctx, []);
  const child = orgs.find((o) => o.parentId !== null) ?? orgs[0];
  const parent = orgs.find((o) => o.id === child?.parentId);
  const organization = [parent?.name, child?.name].filter(Boolean).join('/');
  const post = postRows.find((p) => p.organizationId === child?.id) ?? postRows[0];
  // A role any importer may grant: the administrator role would refuse the example for everybody else.
  const role = roleRows.find((r) => r.isDefault) ?? roleRows.find((r) => !r.isAdmin);
  const example: Record<keyof typeof USER_IMPORT_COLUMNS, string> = {
    userName: `${EXAMPLE_ROW_MARKER}zhangsan`,
    name: '张三',
    phoneNumber: '13800138000',
    emailAddress: 'zhangsan@example.com',
    telephone: '0512-12345678',
    organization,
    post: post?.name ?? '',
    roles: role?.name ?? '',
    password: '',
  };
  return exportWorkbook({
    fileName: '用户导入模板.xlsx',
    sheetName: '用户',
    columns: (Object.keys(USER_IMPORT_COLUMNS) as Array<keyof typeof USER_IMPORT_COLUMNS>).map((key) => ({
      header: USER_IMPORT_COLUMNS[key],
      width: key === 'organization' || key === 'emailAddress' ? 28 : 16,
      value: (row: typeof example) => row[key],
    })),
    rows: [example],
    rowFont: { italic: true, color: { argb: 'FF8C8C8C' } },
  });
}
