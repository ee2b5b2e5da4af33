import {
  ALL_PERMISSIONS,
  type AuthorityPoint,
  ROLE_MESSAGES,
  type RoleDetailDto,
  type RoleDto,
  type RolePermissionNode,
} from '@qis/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, business } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  type CreatedTenant,
  type CreatedUser,
  createTenantWithAdmin,
  createUser,
  tenantIdByName,
} from '../../../test/factories';
import { roles } from '../../db/tables';

let t: TestApp;
let tenantA: string;
let tenantB: CreatedTenant;
let adminToken: string;
let tenantBToken: string;
let member: CreatedUser; // holds no role at first; the tests give them one
let memberToken: string;

const ROLE = '/qis/api/app/role';
const ROLE_SERVICE = '/qis/api/services/app/Role';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenantA = await tenantIdByName(db);
  member = await createUser(db, { tenantId: tenantA, userName: 'rl.member', password: 'Member@123', name: '角色成员' });
  tenantB = await createTenantWithAdmin(db, { name: 'rl-b', adminUserName: 'admin', adminPassword: 'RlB@4567' });
  adminToken = await t.login('admin', 'Admin@123');
  tenantBToken = await t.login('admin', 'RlB@4567', 'rl-b');
  memberToken = await t.login(member.userName, member.password);
});
afterAll(() => t?.close());

const { call, ok, refused } = apiClient(() => t);

const createRole = (payload: Record<string, unknown>, token = adminToken) =>
  ok<RoleDetailDto>(token, 'POST', `${ROLE_SERVICE}/CreateRole`, payload);
const getRole = (id: string, token = adminToken) => ok<RoleDetailDto>(token, 'GET', `${ROLE_SERVICE}/Get?id=${id}`);
const listRoles = (query = '', token = adminToken) =>
  ok<{ items: RoleDto[]; totalCount: number }>(token, 'GET', `${ROLE}/list?MaxResultCount=100${query}`);
const setUsers = (roleId: string, userIds: string[]) =>
  ok<RoleDetailDto>(adminToken, 'POST', `${ROLE}/changeUserPermission`, { roleId, userIds });
const adminRole = async () => (await listRoles()).items.find((r) => r.isAdmin && r.name === '系统管理员') as RoleDto;

/** Every node of a permission tree, depth first. */
const flatten = (nodes: RolePermissionNode[]): RolePermissionNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('role list', () => {
  it('pages the roles, the administrator role first, with user counts', async () => {
    const page = await listRoles();
    expect(page.totalCount).toBe(4);
    expect(page.items[0]).toMatchObject({ name: '系统管理员', isAdmin: true, userCount: 1 });
    expect(page.items.find((r) => r.name === '只读用户')).toMatchObject({ isDefault: true, userCount: 1 });
    const second = await ok<{ items: RoleDto[]; totalCount: number }>(
      adminToken,
      'GET',
      `${ROLE}/list?SkipCount=1&MaxResultCount=2`,
    );
    expect(second.totalCount).toBe(4);
    expect(second.items.map((r) => r.name)).toEqual(page.items.slice(1, 3).map((r) => r.name));
  });

  it('searches name and description', async () => {
    const found = await listRoles(`&filter=${encodeURIComponent('审')}`);
    expect(found.items.map((r) => r.name)).toEqual(['内审员']);
  });

  it('shows a tenant only its own roles', async () => {
    const other = await listRoles('', tenantBToken);
    expect(other.items.map((r) => r.name)).toEqual(['系统管理员']);
    const ownAdmin = await adminRole();
    const res = await call(tenantBToken, 'GET', `${ROLE_SERVICE}/Get?id=${ownAdmin.id}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('create and edit', () => {
  it('creates a role with its grants and reads it back', async () => {
    const role = await createRole({
      name: '公告查看员',
      description: '只看公告',
      permissionList: [{ permissionId: 'SystemManager.NoticeManagement', actionList: ['get', 'query'] }],
    });
    expect(role).toMatchObject({ name: '公告查看员', description: '只看公告', isAdmin: false, userCount: 0 });
    const read = await getRole(role.id);
    // Stored in the registry's action order, whatever order the client sent.
    expect(read.permissionList).toEqual([
      { permissionId: 'SystemManager.NoticeManagement', actionList: ['query', 'get'] },
    ]);
    expect(read.users).toEqual([]);
  });

  it('refuses a duplicate role name with 9999 and writes nothing', async () => {
    await refused(
      adminToken,
      'POST',
      `${ROLE_SERVICE}/CreateRole`,
      { name: '质量工程师' },
      business(ROLE_MESSAGES.duplicateName),
    );
  });

  it('refuses an unknown permission key or an action the point lacks with 400 naming them, writing nothing', async () => {
    const create = (name: string, permissionList: unknown[], message: string | RegExp) =>
      refused(adminToken, 'POST', `${ROLE_SERVICE}/CreateRole`, { name, permissionList }, { status: 400, message });
    await create(
      '坏权限',
      [
        { permissionId: 'SystemManager.Roles', actionList: ['query'] },
        { permissionId: 'No.Such.Point', actionList: ['query'] },
      ],
      '参数 permissionList 无效：未知的权限点 No.Such.Point',
    );
    await create(
      '坏操作',
      [{ permissionId: 'SystemManager.Roles', actionList: ['query', 'import'] }],
      '参数 permissionList 无效：权限点未定义这些操作 SystemManager.Roles（import）',
    );
    await create(
      '坏操作',
      [{ permissionId: 'SystemManager.Roles', actionList: ['fly'] }],
      /^参数 permissionList\.0\.actionList\.0 无效：/,
    );
  });

  it('edits a role, replacing grants when given, and refuses a stale version with 409', async () => {
    const role = await createRole({ name: '待编辑角色' });
    const edited = await ok<RoleDetailDto>(adminToken, 'POST', `${ROLE_SERVICE}/ChangeRole`, {
      id: role.id,
      name: '已编辑角色',
      description: '新描述',
      permissionList: [{ permissionId: 'Dictionary', actionList: ['query'] }],
      version: role.version,
    });
    expect(edited).toMatchObject({ name: '已编辑角色', description: '新描述', version: role.version + 1 });
    expect(edited.permissionList).toEqual([{ permissionId: 'Dictionary', actionList: ['query'] }]);
    // No permissionList: the grants stay.
    const renamed = await ok<RoleDetailDto>(adminToken, 'POST', `${ROLE_SERVICE}/ChangeRole`, {
      id: role.id,
      name: '再次编辑',
      description: null,
      version: edited.version,
    });
    expect(renamed.permissionList).toEqual(edited.permissionList);

    const change = (payload: Record<string, unknown>) => () =>
      call(adminToken, 'POST', `${ROLE_SERVICE}/ChangeRole`, { id: role.id, ...payload });
    await refused(change({ name: '过期编辑', version: role.version }), { status: 409 });
    await refused(change({ name: '内审员', version: renamed.version }), business(ROLE_MESSAGES.duplicateName));
  });

  it('keeps one default role: choosing another clears the old one', async () => {
    const role = await createRole({ name: '新默认角色', isDefault: true });
    const defaults = (await listRoles()).items.filter((r) => r.isDefault);
    expect(defaults.map((r) => r.id)).toEqual([role.id]);
  });

  it('never lets the administrator role lose its flag or be deleted', async () => {
    const admin = await adminRole();
    await refused(
      adminToken,
      'POST',
      `${ROLE_SERVICE}/ChangeRole`,
      { id: admin.id, name: admin.name, isAdmin: false, version: admin.version },
      business(ROLE_MESSAGES.adminFlagKept),
    );
    await refused(
      adminToken,
      'POST',
      `${ROLE}/roleRemove`,
      { id: admin.id },
      business(ROLE_MESSAGES.adminNotDeletable),
    );
    await refused(
      adminToken,
      'POST',
      `${ROLE}/changeUserPermission`,
      { roleId: admin.id, userIds: [] },
      business(ROLE_MESSAGES.adminNeedsMember),
    );
  });
});

describe('the administrator role', () => {
  it('is given, and changed, only by an administrator', async () => {
    const editorRole = await createRole({
      name: '角色编辑员',
      permissionList: [{ permissionId: 'SystemManager.Roles', actionList: ['edit', 'query', 'get'] }],
    });
    const editor = await createUser(
      t.database.db,
      { tenantId: tenantA, userName: 'rl.editor', password: 'Editor@123' },
      [editorRole.id],
    );
    const editorToken = await t.login(editor.userName, editor.password);
    const target = await createRole({ name: '想当管理员' });
    await refused(
      editorToken,
      'POST',
      `${ROLE_SERVICE}/ChangeRole`,
      { id: target.id, name: target.name, isAdmin: true, version: target.version },
      business(ROLE_MESSAGES.adminFlagNeedsAdmin),
    );
    // Joining the administrator role, or making it the role new users get, would make an administrator as well.
    const admin = await adminRole();
    await refused(
      editorToken,
      'POST',
      `${ROLE}/changeUserPermission`,
      { roleId: admin.id, userIds: [...(await getRole(admin.id)).users.map((u) => u.id), editor.id] },
      business(ROLE_MESSAGES.adminRoleNeedsAdmin),
    );
    await refused(
      editorToken,
      'POST',
      `${ROLE_SERVICE}/ChangeRole`,
      { id: admin.id, name: admin.name, isDefault: true, version: admin.version },
      business(ROLE_MESSAGES.adminRoleNeedsAdmin),
    );
    await refused(
      editorToken,
      'POST',
      `${ROLE}/changePermission`,
      { roleId: admin.id, permissionList: [] },
      business(ROLE_MESSAGES.adminRoleNeedsAdmin),
    );
    const promoted = await ok<RoleDetailDto>(adminToken, 'POST', `${ROLE_SERVICE}/ChangeRole`, {
      id: target.id,
      name: target.name,
      isAdmin: true,
      version: target.version,
    });
    expect(promoted.isAdmin).toBe(true);
  });
});

describe('delete', () => {
  it('refuses to delete a role users hold (9999, nothing written), and deletes it once they are gone', async () => {
    const role = await createRole({
      name: '待删除角色',
      permissionList: [{ permissionId: 'Dictionary', actionList: ['query'] }],
    });
    await setUsers(role.id, [member.id]);
    await refused(adminToken, 'POST', `${ROLE}/roleRemove`, { id: role.id }, business('该角色下存在用户，无法删除'));

    await setUsers(role.id, []);
    expect((await call(adminToken, 'POST', `${ROLE}/roleRemove`, { id: role.id })).json()).toMatchObject({ code: 0 });
    expect(await t.database.db.select().from(roles).where(eq(roles.id, role.id))).toEqual([]);
    expect((await call(adminToken, 'GET', `${ROLE_SERVICE}/Get?id=${role.id}`)).statusCode).toBe(404);
  });
});

describe('permission tree', () => {
  it('lists every registry point once with its actions, nothing checked without a role', async () => {
    const tree = await ok<RolePermissionNode[]>(adminToken, 'GET', `${ROLE}/permission`);
    const nodes = flatten(tree);
    expect(nodes.map((n) => n.permissionId).sort()).toEqual(ALL_PERMISSIONS.map((p) => p.key).sort());
    expect(nodes.every((n) => !n.checked && n.checkedActionList.length === 0)).toBe(true);
    const rolesNode = nodes.find((n) => n.key === 'SystemManager.Roles');
    expect(rolesNode).toMatchObject({
      authorityPointType: 0,
      permissionName: '角色管理',
      parentPermissionId: 'permissions',
      value: 'SystemManager.Roles',
      actionList: ['add', 'delete', 'edit', 'query', 'get'],
    });
  });

  it("marks the role's granted actions, and every action of the administrator role", async () => {
    const role = await createRole({
      name: '树测试角色',
      permissionList: [{ permissionId: 'SystemManager.Users', actionList: ['query', 'export'] }],
    });
    const nodes = flatten(await ok<RolePermissionNode[]>(adminToken, 'GET', `${ROLE}/permission?roleId=${role.id}`));
    const checked = nodes.filter((n) => n.checked);
    expect(checked.map((n) => [n.key, n.checkedActionList])).toEqual([['SystemManager.Users', ['query', 'export']]]);
    const admin = await adminRole();
    const all = flatten(await ok<RolePermissionNode[]>(adminToken, 'GET', `${ROLE}/permission?roleId=${admin.id}`));
    expect(all.every((n) => n.checked && n.checkedActionList.length === n.actionList.length)).toBe(true);
  });
});

describe('assign users', () => {
  it("replaces the role's members, and refuses an unknown user with 400 writing nothing", async () => {
    const role = await createRole({ name: '成员测试角色' });
    const zhangwei = (
      await ok<RoleDetailDto>(
        adminToken,
        'GET',
        `${ROLE_SERVICE}/Get?id=${(await listRoles()).items.find((r) => r.name === '质量工程师')?.id}`,
      )
    ).users[0];
    // The same user twice, once in upper case: one member.
    const withTwo = await setUsers(role.id, [member.id, zhangwei?.id as string, member.id.toUpperCase()]);
    expect(withTwo.users.map((u) => u.userName).sort()).toEqual(['rl.member', 'zhangwei']);
    expect(withTwo.userCount).toBe(2);
    const withOne = await setUsers(role.id, [zhangwei?.id as string]);
    expect(withOne.users.map((u) => u.userName)).toEqual(['zhangwei']);

    await refused(
      adminToken,
      'POST',
      `${ROLE}/changeUserPermission`,
      { roleId: role.id, userIds: [tenantB.admin.id] },
      { status: 400, message: `参数 userIds 无效：用户不存在 ${tenantB.admin.id}` },
    );
    await setUsers(role.id, []);
  });
});

describe('a role change reaches its users on their next request', () => {
  const NOTICES = '/qis/api/app/notice/noticeListPage';
  const menuKeys = async () => {
    const info = await ok<{ authorityPointDtos: AuthorityPoint[] }>(
      memberToken,
      'GET',
      '/qis/api/app/user/currentUserInfo',
    );
    return info.authorityPointDtos.map((p) => p.key);
  };

  it('grants, then revokes, with the same token', async () => {
    const role = await createRole({ name: '即时生效角色' });
    await setUsers(role.id, [member.id]);
    expect((await call(memberToken, 'GET', NOTICES)).statusCode).toBe(403);
    expect(await menuKeys()).not.toContain('SystemManager.NoticeManagement');

    const granted = await ok<RoleDetailDto>(adminToken, 'POST', `${ROLE}/changePermission`, {
      roleId: role.id,
      permissionList: [{ permissionId: 'SystemManager.NoticeManagement', actionList: ['query'] }],
      version: role.version,
    });
    expect(granted.version).toBe(role.version + 1);
    expect((await call(memberToken, 'GET', NOTICES)).statusCode).toBe(200);
    expect(await menuKeys()).toEqual(expect.arrayContaining(['Common', 'SystemManager.NoticeManagement']));
    const points = await ok<{ permissionList: unknown[] }>(memberToken, 'GET', `${ROLE}/currentUserPermission`);
    expect(points.permissionList).toContainEqual({
      permissionId: 'SystemManager.NoticeManagement',
      actionList: ['query'],
    });

    // A stale version is refused and changes nothing.
    await refused(
      adminToken,
      'POST',
      `${ROLE}/changePermission`,
      { roleId: role.id, permissionList: [], version: role.version },
      { status: 409 },
    );

    await setUsers(role.id, []);
    expect((await call(memberToken, 'GET', NOTICES)).statusCode).toBe(403);
    expect(await menuKeys()).not.toContain('SystemManager.NoticeManagement');
  });

  it('takes effect through ChangeRole too', async () => {
    const role = await createRole({ name: '编辑生效角色' });
    await setUsers(role.id, [member.id]);
    expect((await call(memberToken, 'GET', NOTICES)).statusCode).toBe(403);
    await ok(adminToken, 'POST', `${ROLE_SERVICE}/ChangeRole`, {
      id: role.id,
      name: role.name,
      permissionList: [{ permissionId: 'SystemManager.NoticeManagement', actionList: ['query'] }],
      version: role.version,
    });
    expect((await call(memberToken, 'GET', NOTICES)).statusCode).toBe(200);
    await setUsers(role.id, []);
  });
});

describe('current user permission (singular)', () => {
  it('answers what role/currentUserPermissions answers', async () => {
    const zhangwei = await t.login('zhangwei', 'Quality@123');
    for (const token of [adminToken, zhangwei, memberToken]) {
      const singular = await ok(token, 'GET', `${ROLE}/currentUserPermission`);
      const plural = await ok(token, 'GET', `${ROLE}/currentUserPermissions`);
      expect(singular).toEqual(plural);
    }
  });
});
