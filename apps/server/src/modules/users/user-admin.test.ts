import { P, PASSWORD_MESSAGES, type UserListItem } from '@qis/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createTenantWithAdmin, createUser, tenantIdByName } from '../../../test/factories';
import { operationLogs, organizations, posts, roles } from '../../db/tables';
import { readFirstSheet } from '../../platform/excel/sheet-reader';

let t: TestApp;
let adminToken: string;
let tenantId: string;
const orgId: Record<string, string> = {};
const roleId: Record<string, string> = {};
const postId: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await t.login('admin', 'Admin@123');
  tenantId = await tenantIdByName(t.database.db);
  const db = t.database.db;
  for (const o of await db.select().from(organizations).where(eq(organizations.tenantId, tenantId)))
    orgId[o.name] = o.id;
  for (const r of await db.select().from(roles).where(eq(roles.tenantId, tenantId))) roleId[r.name] = r.id;
  for (const p of await db.select().from(posts).where(eq(posts.tenantId, tenantId))) postId[p.name] = p.id;
});
afterAll(() => t?.close());

const { call, data, nothingWritten, loginCode } = apiClient(() => t);
const get = (url: string, token = adminToken) => call(token, 'GET', `/qis/api/app/user/${url}`);
const post = (url: string, payload: Record<string, unknown>, token = adminToken) =>
  call(token, 'POST', `/qis/api/app/user/${url}`, payload);

const listPage = async (query = '') =>
  data<{ items: UserListItem[]; totalCount: number }>(await get(`userListPage?MaxResultCount=100${query}`));
const findUser = async (userName: string) => {
  const user = (await listPage(`&filter=${userName}`)).items.find((u) => u.userName === userName);
  if (!user) throw new Error(`${userName} not listed`);
  return user;
};
const accounts = (page: { items: UserListItem[] }) => page.items.map((u) => u.userName);

describe('user list (userListPage)', () => {
  it('lists the tenant’s users by account with organization, post and roles', async () => {
    const page = await listPage();
    expect(accounts(page)).toEqual(['admin', 'lina', 'wangfang', 'zhangwei']);
    expect(page.totalCount).toBe(4);
    expect(page.items.find((u) => u.userName === 'zhangwei')).toMatchObject({
      name: '张伟',
      organizationName: '质量工程科',
      postName: '质量工程师',
      roleNames: ['质量工程师'],
      roleIds: [roleId.质量工程师],
      isActive: true,
      telephone: null,
    });
  });

  it('pages with SkipCount / MaxResultCount and counts the whole filtered list', async () => {
    const page = data<{ items: UserListItem[]; totalCount: number }>(
      await get('userListPage?SkipCount=2&MaxResultCount=2'),
    );
    expect(accounts(page)).toEqual(['wangfang', 'zhangwei']);
    expect(page.totalCount).toBe(4);
    const pastTheEnd = data<{ items: UserListItem[]; totalCount: number }>(
      await get('userListPage?SkipCount=10&MaxResultCount=2'),
    );
    expect(pastTheEnd).toEqual({ items: [], totalCount: 4 });
  });

  it('searches account or name, case-insensitive, with LIKE wildcards taken literally', async () => {
    expect(accounts(await listPage('&filter=ZHANG'))).toEqual(['zhangwei']);
    expect(accounts(await listPage(`&filter=${encodeURIComponent('李')}`))).toEqual(['lina']);
    expect((await listPage(`&filter=${encodeURIComponent('%')}`)).totalCount).toBe(0);
  });

  it('filters by organization including every organization below it', async () => {
    expect(accounts(await listPage(`&organizationId=${orgId.质量部}`))).toEqual(['admin', 'lina', 'zhangwei']);
    expect(accounts(await listPage(`&organizationId=${orgId.质量体系科}`))).toEqual(['lina']);
    expect(accounts(await listPage(`&organizationId=${orgId.总经理办公室}`))).toHaveLength(4);
  });

  it('filters by role and by status, and combines filters', async () => {
    expect(accounts(await listPage(`&roleId=${roleId.内审员}`))).toEqual(['lina']);
    expect(accounts(await listPage('&status=1'))).toHaveLength(4);
    expect(accounts(await listPage('&status=0'))).toEqual([]);
    expect(accounts(await listPage(`&organizationId=${orgId.质量部}&roleId=${roleId.只读用户}`))).toEqual([]);
    const inQuality = `&organizationId=${orgId.质量部}`;
    expect(await listPage(`&filter=WEI${inQuality}`)).toMatchObject({
      totalCount: 1,
      items: [{ userName: 'zhangwei' }],
    });
    expect(accounts(await listPage(`&filter=${encodeURIComponent('张')}${inQuality}&status=1`))).toEqual(['zhangwei']);
    expect((await listPage(`&filter=WEI&organizationId=${orgId.研发中心}`)).totalCount).toBe(0);
  });

  it('answers a malformed filter with 400 naming it', async () => {
    const res = await get('userListPage?status=2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^参数 status 无效：/);
  });
});

describe('option lists', () => {
  it('userList: every enabled user with organization, for any signed-in user', async () => {
    const token = await t.login('wangfang', 'Viewer@123');
    const options = data<Array<Record<string, unknown>>>(await get('userList', token));
    expect(options.map((u) => u.userName).sort()).toEqual(['admin', 'lina', 'wangfang', 'zhangwei']);
    expect(options.find((u) => u.userName === 'lina')).toEqual({
      id: expect.any(String),
      userName: 'lina',
      name: '李娜',
      organizationId: orgId.质量体系科,
      organizationName: '质量体系科',
    });
  });

  it('postList: posts with their organization', async () => {
    const options = data<Array<Record<string, unknown>>>(await get('postList'));
    expect(options).toContainEqual({
      id: postId.内审员,
      name: '内审员',
      code: null,
      organizationId: orgId.质量体系科,
      organizationName: '质量体系科',
    });
  });

  it('roleList: roles with how many users hold each; rolesList: the picker options', async () => {
    const withCounts = data<Array<Record<string, unknown>>>(await get('roleList'));
    expect(withCounts.find((r) => r.name === '系统管理员')).toMatchObject({ isAdmin: true, userCount: 1 });
    expect(withCounts.find((r) => r.name === '只读用户')).toMatchObject({ isDefault: true, userCount: 1 });
    const options = data<Array<Record<string, unknown>>>(await get('rolesList'));
    expect(options.map((r) => r.name)).toEqual(withCounts.map((r) => r.name));
    expect(Object.keys(options[0] ?? {}).sort()).toEqual(['id', 'isAdmin', 'isDefault', 'name']);
  });

  it('roleList needs the Users query permission', async () => {
    const token = await t.login('zhangwei', 'Quality@123');
    expect((await get('roleList', token)).statusCode).toBe(403);
  });
});

const NEW_USER = {
  userName: 'Chen.Jing',
  name: '陈静',
  emailAddress: 'chen.jing@example.com',
  phoneNumber: '13912345678',
  telephone: '0512-6688123',
  password: 'Chen@2024',
};

describe('create user (POST user/user)', () => {
  const body = () => ({
    ...NEW_USER,
    organizationId: orgId.质量体系科,
    postId: postId.内审员,
    roleIds: [roleId.内审员, roleId.只读用户],
  });

  it.each([
    ['an invalid mobile', { phoneNumber: '12345678901' }, '参数 phoneNumber 无效：手机号格式不正确'],
    ['an account with a space', { userName: 'chen jing' }, '参数 userName 无效：账号只能包含2-16位字母、数字、点或@'],
    ['a one-letter account', { userName: 'c' }, '参数 userName 无效：账号只能包含2-16位字母、数字、点或@'],
    ['a 17-letter account', { userName: 'a'.repeat(17) }, '参数 userName 无效：账号只能包含2-16位字母、数字、点或@'],
    ['an invalid e-mail', { emailAddress: 'chen@' }, '参数 emailAddress 无效：邮箱格式不正确'],
    ['an invalid landline', { telephone: '512-6688123' }, '参数 telephone 无效：座机号格式不正确，应为0xx-7/8位数字'],
    ['a weak password', { password: 'abcdefgh' }, `参数 password 无效：${PASSWORD_MESSAGES.format}`],
    ['an empty name', { name: '  ' }, '参数 name 无效：请输入姓名'],
  ])('refuses %s with 400 and its Chinese message, writing nothing', async (_case, change, message) => {
    await nothingWritten(async () => {
      const res = await post('user', { ...body(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message });
    });
  });

  it('refuses an organization, post or role of nowhere with 400, writing nothing', async () => {
    const nowhere = '00000000-0000-4000-8000-000000000000';
    await nothingWritten(async () => {
      for (const [field, change] of [
        ['organizationId', { organizationId: nowhere }],
        ['postId', { postId: nowhere }],
        ['roleIds', { roleIds: [nowhere] }],
      ] as const) {
        const res = await post('user', { ...body(), ...change });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(new RegExp(`^参数 ${field} 无效：`));
      }
    });
  });

  it('creates the user with organization, post and roles; the initial password signs in', async () => {
    const created = data<UserListItem>(await post('user', body()));
    expect(created).toMatchObject({
      userName: 'Chen.Jing',
      name: '陈静',
      telephone: '0512-6688123',
      organizationName: '质量体系科',
      postName: '内审员',
      roleNames: ['内审员', '只读用户'],
      isActive: true,
      version: 1,
    });
    expect(await findUser('Chen.Jing')).toEqual(created);
    expect(await loginCode('chen.jing', NEW_USER.password)).toBe(0);
  });

  it('puts a user created without an organization into the default organization of the organization settings', async () => {
    const setting = (defaultOrganizationId: string | null, version: number) =>
      call(adminToken, 'POST', '/qis/api/app/systemInfo/creatOrEditOrganizationSetting', {
        levelNames: ['公司', '部门', '科室'],
        defaultOrganizationId,
        version,
      });
    data(await setting(orgId.质量工程科 as string, 0));
    try {
      const created = data<UserListItem>(
        await post('user', { ...NEW_USER, userName: 'default.org', organizationId: null, postId: null, roleIds: [] }),
      );
      expect(created.organizationName).toBe('质量工程科');
    } finally {
      data(await setting(null, 1));
    }
  });

  it('refuses a duplicate account, whatever its case, with 9999 账号已存在 and writes nothing', async () => {
    await nothingWritten(async () => {
      for (const userName of ['CHEN.JING', 'Zhangwei']) {
        const res = await post('user', { ...body(), userName });
        expect(res.json()).toEqual({ code: 9999, message: '账号已存在' });
      }
    });
  });

  it('logs the creation with the password masked', async () => {
    const [log] = await t.database.db.select().from(operationLogs).where(eq(operationLogs.endpoint, 'createUser'));
    const changes = log?.changes as { input: Record<string, unknown>; entities: Array<{ after: UserListItem }> };
    expect(changes.input.password).toBe('***');
    expect(changes.entities[0]?.after).toMatchObject({ userName: 'Chen.Jing' });
    expect(JSON.stringify(log)).not.toContain(NEW_USER.password);
  });

  it('needs the Users add permission', async () => {
    const queryOnly = await createRole(t.database.db, {
      tenantId,
      name: '用户查询员',
      grants: { [P.system.Users.key]: ['query'] },
    });
    await createUser(t.database.db, { tenantId, userName: 'viewer2', password: 'Viewer@123' }, [queryOnly]);
    const token = await t.login('viewer2', 'Viewer@123');
    expect((await get('userListPage', token)).statusCode).toBe(200);
    expect((await post('user', { ...body(), userName: 'other' }, token)).statusCode).toBe(403);
  });
});

describe('edit user (POST user/changeUser)', () => {
  it('changes fields, post and roles, bumping the version; a stale version gets 409', async () => {
    const before = await findUser('Chen.Jing');
    const edit = {
      id: before.id,
      name: '陈静（质量工程）',
      emailAddress: null,
      phoneNumber: '13712345678',
      telephone: null,
      organizationId: orgId.质量工程科,
      postId: postId.质量工程师,
      roleIds: [roleId.质量工程师],
      version: before.version,
    };
    const after = data<UserListItem>(await post('changeUser', edit));
    expect(after).toMatchObject({
      name: '陈静（质量工程）',
      emailAddress: null,
      telephone: null,
      organizationName: '质量工程科',
      postName: '质量工程师',
      roleNames: ['质量工程师'],
      version: before.version + 1,
    });
    await nothingWritten(async () => {
      const stale = await post('changeUser', { ...edit, name: '过时的修改' });
      expect(stale.statusCode).toBe(409);
    });
  });

  it('keeps telephone, post and roles when the body leaves them out', async () => {
    const before = await findUser('zhangwei');
    const { id, name, emailAddress, organizationId, version } = before;
    const after = data<UserListItem>(
      await post('changeUser', { id, name, emailAddress, phoneNumber: '13600000000', organizationId, version }),
    );
    expect(after).toMatchObject({ phoneNumber: '13600000000', postId: before.postId, roleIds: before.roleIds });
  });

  it('refuses an invalid mobile with 400', async () => {
    const lina = await findUser('lina');
    const res = await post('changeUser', { ...lina, phoneNumber: '1381234' });
    expect(res.json()).toEqual({ code: 400, message: '参数 phoneNumber 无效：手机号格式不正确' });
  });

  it('refuses to take the administrator role from the last enabled administrator, writing nothing', async () => {
    const admin = await findUser('admin');
    await nothingWritten(async () => {
      const res = await post('changeUser', { ...admin, roleIds: [roleId.只读用户] });
      expect(res.json()).toEqual({ code: 9999, message: '至少需要保留一个启用的管理员账号' });
    });
  });

  it('changes what the user may do on their next request', async () => {
    const token = await t.login('chen.jing', NEW_USER.password);
    expect((await get('userListPage', token)).statusCode).toBe(403);
    const chen = await findUser('Chen.Jing');
    data(await post('changeUser', { ...chen, roleIds: [roleId.系统管理员] }));
    expect((await get('userListPage', token)).statusCode).toBe(200);
    data(await post('changeUser', { ...(await findUser('Chen.Jing')), roleIds: [roleId.质量工程师] }));
    expect((await get('userListPage', token)).statusCode).toBe(403);
  });
});

describe('enable and disable', () => {
  it('disables a user (userIsStop): their token gets 401 at once and they cannot sign in', async () => {
    const token = await t.login('lina', 'Audit@123');
    expect((await get('userList', token)).statusCode).toBe(200);
    const lina = await findUser('lina');
    const disabled = data<UserListItem>(await post('userIsStop', { id: lina.id }));
    expect(disabled).toMatchObject({ isActive: false, version: lina.version + 1 });
    expect((await get('userList', token)).statusCode).toBe(401);
    expect(await loginCode('lina', 'Audit@123')).not.toBe(0);
    expect(accounts(await listPage('&status=0'))).toEqual(['lina']);
    const options = data<Array<{ userName: string }>>(await get('userList'));
    expect(options.map((u) => u.userName)).not.toContain('lina');
  });

  it('enables the user again (changeUserActive): they sign in again', async () => {
    const lina = await findUser('lina');
    expect(data<UserListItem>(await post('changeUserActive', { id: lina.id }))).toMatchObject({
      isActive: true,
    });
    expect(await loginCode('lina', 'Audit@123')).toBe(0);
  });

  it('refuses to let administrators disable themselves, writing nothing', async () => {
    const admin = await findUser('admin');
    await nothingWritten(async () => {
      const single = await post('userIsStop', { id: admin.id });
      expect(single.json()).toEqual({ code: 9999, message: '不能停用当前登录的账号' });
      const batch = await post('batchChangeUserActive', { ids: [admin.id], isActive: false });
      expect(batch.json()).toEqual({ code: 9999, message: '不能停用当前登录的账号' });
    });
  });

  it('never disables the last enabled administrator', async () => {
    // A second administrator may disable the first, but then nobody may disable the second.
    await createUser(t.database.db, { tenantId, userName: 'admin2', password: 'Admin@456' }, [
      roleId.系统管理员 as string,
    ]);
    const token2 = await t.login('admin2', 'Admin@456');
    const admin = await findUser('admin');
    const admin2 = await findUser('admin2');
    data(await post('userIsStop', { id: admin.id }, token2));
    expect((await get('userListPage')).statusCode).toBe(401);
    await nothingWritten(async () => {
      const res = await post('changeUser', { ...admin2, roleIds: [] }, token2);
      expect(res.json()).toEqual({ code: 9999, message: '至少需要保留一个启用的管理员账号' });
    });
    data(await post('changeUserActive', { id: admin.id }, token2));
    adminToken = await t.login('admin', 'Admin@123');
    data(await post('userIsStop', { id: admin2.id }));
  });

  it('batch disables and enables; each disabled user’s token gets 401', async () => {
    const tokens = [await t.login('zhangwei', 'Quality@123'), await t.login('wangfang', 'Viewer@123')];
    const ids = [(await findUser('zhangwei')).id, (await findUser('wangfang')).id];
    expect(data(await post('batchChangeUserActive', { ids, isActive: false }))).toEqual({ changedCount: 2 });
    for (const token of tokens) expect((await get('userList', token)).statusCode).toBe(401);
    expect(accounts(await listPage('&status=0'))).toEqual(expect.arrayContaining(['wangfang', 'zhangwei']));
    // Already disabled: nothing to change.
    expect(data(await post('batchChangeUserActive', { ids, isActive: false }))).toEqual({ changedCount: 0 });
    expect(data(await post('batchChangeUserActive', { ids, isActive: true }))).toEqual({ changedCount: 2 });
    expect(await loginCode('zhangwei', 'Quality@123')).toBe(0);
  });

  it('refuses an empty batch with 400', async () => {
    const res = await post('batchChangeUserActive', { ids: [], isActive: false });
    expect(res.json()).toEqual({ code: 400, message: '参数 ids 无效：请至少选择一个用户' });
  });

  it('refuses a batch naming a user of nowhere with 404, changing none', async () => {
    const ids = [(await findUser('zhangwei')).id, '00000000-0000-4000-8000-000000000000'];
    await nothingWritten(async () => {
      const res = await post('batchChangeUserActive', { ids, isActive: false });
      expect(res.json()).toEqual({ code: 404, message: '用户不存在' });
    });
  });

  it('lets a batch enable only with the enable action as well as disable', async () => {
    const disableOnly = await createRole(t.database.db, {
      tenantId,
      name: '用户停用员',
      grants: { [P.system.Users.key]: ['query', 'disable'] },
    });
    await createUser(t.database.db, { tenantId, userName: 'stopper', password: 'Stop@1234' }, [disableOnly]);
    const token = await t.login('stopper', 'Stop@1234');
    const ids = [(await findUser('wangfang')).id];
    expect((await post('batchChangeUserActive', { ids, isActive: true }, token)).statusCode).toBe(403);
    expect((await post('changeUserActive', { id: ids[0] }, token)).statusCode).toBe(403);
    expect(data(await post('batchChangeUserActive', { ids, isActive: false }, token))).toEqual({
      changedCount: 1,
    });
    data(await post('changeUserActive', { id: ids[0] }));
  });

  it('logs each change of status', async () => {
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.endpoint, 'batchChangeUserActive'));
    const entities = logs.flatMap((l) => (l.changes as { entities: Array<{ after: unknown }> }).entities);
    expect(entities).toContainEqual(expect.objectContaining({ after: { isActive: false } }));
  });
});

describe('reset password (changeUserPsw)', () => {
  it('refuses a password that breaks the rule with 400', async () => {
    const lina = await findUser('lina');
    const res = await post('changeUserPsw', { id: lina.id, password: '123456' });
    expect(res.json()).toEqual({ code: 400, message: `参数 password 无效：${PASSWORD_MESSAGES.format}` });
  });

  it('sets the new password: it signs in, the old one no longer does; the log masks it', async () => {
    const lina = await findUser('lina');
    expect(data(await post('changeUserPsw', { id: lina.id, password: 'Reset@2024' }))).toBeNull();
    expect(await loginCode('lina', 'Reset@2024')).toBe(0);
    expect(await loginCode('lina', 'Audit@123')).toBe(9999);
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.endpoint, 'resetUserPassword'));
    expect(JSON.stringify(logs)).not.toContain('Reset@2024');
  });

  it('answers 404 for a user of nowhere', async () => {
    const res = await post('changeUserPsw', { id: '00000000-0000-4000-8000-000000000000', password: 'Reset@2024' });
    expect(res.statusCode).toBe(404);
  });
});

describe('a user manager who is no administrator', () => {
  let token: string;
  beforeAll(async () => {
    const manager = await createRole(t.database.db, {
      tenantId,
      name: '用户管理员',
      grants: { [P.system.Users.key]: ['query', 'add', 'edit', 'enable', 'disable'] },
    });
    await createUser(t.database.db, { tenantId, userName: 'usermgr', password: 'Manage@123' }, [manager]);
    token = await t.login('usermgr', 'Manage@123');
  });

  it('manages ordinary users', async () => {
    const wangfang = await findUser('wangfang');
    const edited = data<UserListItem>(await post('changeUser', { ...wangfang, name: '王芳（改）' }, token));
    expect(edited.name).toBe('王芳（改）');
  });

  it('may neither grant the administrator role nor touch an administrator, writing nothing', async () => {
    const admin = await findUser('admin');
    const wangfang = await findUser('wangfang');
    await nothingWritten(async () => {
      const grant = await post('changeUser', { ...wangfang, roleIds: [roleId.系统管理员] }, token);
      expect(grant.json()).toEqual({ code: 9999, message: '只有管理员可以分配管理员角色' });
      const create = await post(
        'user',
        { ...NEW_USER, userName: 'sneaky', organizationId: null, postId: null, roleIds: [roleId.系统管理员] },
        token,
      );
      expect(create.json()).toEqual({ code: 9999, message: '只有管理员可以分配管理员角色' });
      for (const [path, body] of [
        ['changeUser', { ...admin, name: '篡改' }],
        ['userIsStop', { id: admin.id }],
        ['batchChangeUserActive', { ids: [wangfang.id, admin.id], isActive: false }],
      ] as const) {
        const res = await post(path, body, token);
        expect(res.json()).toEqual({ code: 9999, message: '只有管理员可以修改管理员账号' });
      }
    });
  });
});

describe('hasAdminRole', () => {
  it('is true for an administrator and false for anyone else', async () => {
    expect(data(await post('hasAdminRole', {}))).toBe(true);
    const token = await t.login('zhangwei', 'Quality@123');
    expect(data(await post('hasAdminRole', {}, token))).toBe(false);
  });
});

describe('export (exportUsers)', () => {
  it('exports the filtered list as an .xlsx with a header row and one row per user', async () => {
    const exported = data<{ fileName: string; contentBase64: string }>(
      await get(`exportUsers?organizationId=${orgId.质量部}`),
    );
    expect(exported.fileName).toMatch(/^用户列表_\d{8}\.xlsx$/);
    const rows = await readFirstSheet(Buffer.from(exported.contentBase64, 'base64'), 'xlsx');
    expect(rows[0]).toEqual(['账号', '姓名', '组织', '岗位', '角色', '手机号', '邮箱', '座机', '状态']);
    const listed = await listPage(`&organizationId=${orgId.质量部}`);
    expect(rows.slice(1).map((r) => r[0])).toEqual(accounts(listed));
    expect(rows.find((r) => r[0] === 'lina')).toEqual([
      'lina',
      '李娜',
      '质量体系科',
      '内审员',
      '内审员',
      '',
      'lina@hengxin-precision.example',
      '',
      '启用',
    ]);
  });

  it('needs the Users export permission', async () => {
    const token = await t.login('zhangwei', 'Quality@123');
    expect((await get('exportUsers', token)).statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('never shows, disables or edits another tenant’s users', async () => {
    const other = await createTenantWithAdmin(t.database.db, {
      name: 'other',
      adminUserName: 'outsider',
      adminPassword: 'Outsider@1',
    });
    expect(accounts(await listPage('&filter=outsider'))).toEqual([]);
    await nothingWritten(async () => {
      expect((await post('userIsStop', { id: other.admin.id })).statusCode).toBe(404);
      expect((await post('changeUserPsw', { id: other.admin.id, password: 'Hijack@123' })).statusCode).toBe(404);
    });
    const options = data<Array<{ id: string }>>(await get('rolesList'));
    expect(options.map((r) => r.id)).not.toContain(other.adminRoleId);
  });
});
