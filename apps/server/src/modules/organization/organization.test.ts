import type {
  OrganizationDto,
  OrganizationNode,
  OrganizationPostsNode,
  PostDto,
  ProductPlatformDto,
} from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createTenantWithAdmin, createUser, tenantIdByName } from '../../../test/factories';
import { dictionaryItems, dictionaryTypes, organizations, users } from '../../db/tables';
import { ORGANIZATION_MESSAGES } from './organization.service';
import { POST_MESSAGES } from './posts.service';
import { PRODUCT_PLATFORM_TYPE_CODE } from './product-platforms';

let t: TestApp;
let tenantA: string;
let adminToken: string;
let zhangweiToken: string; // no system permission at all
let viewerToken: string; // only SystemManager.OrganizationManager query
let tenantBToken: string; // administrator of a second tenant without organizations or dictionaries

const ORG = '/qis/api/app/Organization';
const POST = '/qis/api/app/Post';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenantA = await tenantIdByName(db);
  const viewerRole = await createRole(db, {
    tenantId: tenantA,
    name: '组织查看',
    grants: { 'SystemManager.OrganizationManager': ['query'] },
  });
  await createUser(db, { tenantId: tenantA, userName: 'org.viewer', password: 'Viewer@123' }, [viewerRole]);
  adminToken = await t.login('admin', 'Admin@123');
  zhangweiToken = await t.login('zhangwei', 'Quality@123');
  viewerToken = await t.login('org.viewer', 'Viewer@123');
  await createTenantWithAdmin(db, { name: 'org-b', adminUserName: 'admin', adminPassword: 'OrgB@4567' });
  tenantBToken = await t.login('admin', 'OrgB@4567', 'org-b');
});
afterAll(() => t?.close());

const { call, ok, refused } = apiClient(() => t);
const tree = (token = adminToken) => ok<OrganizationNode[]>(token, 'GET', `${ORG}/organizationTree`);
const flatten = <N extends { children: N[] }>(nodes: N[]): N[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const nodeNamed = async (name: string) => flatten(await tree()).find((n) => n.name === name) as OrganizationNode;
const createOrg = (payload: Record<string, unknown>) =>
  ok<OrganizationDto>(adminToken, 'POST', `${ORG}/createOrganization`, payload);
const userIdOf = async (userName: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]?.id as string;

describe('organization tree', () => {
  it('nests the seeded organizations with their heads, for any signed-in user', async () => {
    const roots = await tree(zhangweiToken);
    expect(roots.map((r) => r.name)).toEqual(['总经理办公室']);
    const quality = roots[0]?.children.find((c) => c.name === '质量部');
    expect(quality).toMatchObject({ leaderName: '系统管理员', parentId: roots[0]?.id });
    expect(quality?.children.map((c) => c.name)).toEqual(['质量工程科', '质量体系科']);
  });

  it('creates a child, renames, sorts and moves it, and sets its head', async () => {
    const rd = await nodeNamed('研发中心');
    const created = await createOrg({ parentId: rd.id, name: '测试实验室', code: 'LAB', sort: 5 });
    expect(created).toMatchObject({ parentId: rd.id, name: '测试实验室', code: 'LAB', sort: 5, leaderId: null });
    const read = await ok<OrganizationDto>(adminToken, 'GET', `${ORG}/organization?id=${created.id}`);
    expect(read).toEqual(created);

    const production = await nodeNamed('生产部');
    const lina = await userIdOf('lina');
    const moved = await ok<OrganizationDto>(adminToken, 'POST', `${ORG}/updateOrganization`, {
      ...created,
      name: '计量实验室',
      parentId: production.id,
      sort: 1,
      leaderId: lina,
    });
    expect(moved).toMatchObject({
      name: '计量实验室',
      parentId: production.id,
      leaderId: lina,
      leaderName: '李娜',
      version: created.version + 1,
    });
    expect((await nodeNamed('生产部')).children.map((c) => c.name)).toContain('计量实验室');
    expect((await nodeNamed('研发中心')).children).toEqual([]);
  });

  it('refuses bad parents, heads, duplicates and stale versions, writing nothing', async () => {
    const quality = await nodeNamed('质量部');
    const section = await nodeNamed('质量工程科');
    const update = (extra: Record<string, unknown>) => () =>
      call(adminToken, 'POST', `${ORG}/updateOrganization`, { ...quality, ...extra });
    await refused(update({ parentId: section.id }), {
      status: 400,
      message: '参数 parentId 无效：不能把组织移动到其自身或其下级组织之下',
    });
    // The id as the database spells it or not: a descendant is a descendant.
    await refused(update({ parentId: section.id.toUpperCase() }), {
      status: 400,
      message: '参数 parentId 无效：不能把组织移动到其自身或其下级组织之下',
    });
    await refused(update({ parentId: quality.id }), {
      status: 400,
      message: '参数 parentId 无效：不能把组织移动到其自身或其下级组织之下',
    });
    await refused(update({ leaderId: '00000000-0000-4000-8000-000000000000' }), {
      status: 400,
      message: '参数 leaderId 无效：用户不存在',
    });
    await refused(update({ name: '研发中心' }), business(ORGANIZATION_MESSAGES.duplicateName));
    await refused(update({ version: quality.version + 5 }), failure(409));
    await refused(
      adminToken,
      'POST',
      `${ORG}/createOrganization`,
      { parentId: null, name: '  ' },
      {
        status: 400,
        message: '参数 name 无效：请输入组织名称',
      },
    );
    await refused(
      adminToken,
      'POST',
      `${ORG}/createOrganization`,
      {
        parentId: '00000000-0000-4000-8000-000000000000',
        name: '孤儿部门',
      },
      { status: 400, message: '参数 parentId 无效：上级组织不存在' },
    );
  });

  it('refuses to delete an organization with children, users or posts, and deletes an empty one', async () => {
    const del = (id: string) => () => call(adminToken, 'POST', `${ORG}/deleteOrganization`, { id });
    await refused(del((await nodeNamed('质量部')).id), business('该组织下存在下级组织，无法删除'));
    await refused(del((await nodeNamed('研发中心')).id), business('该组织下存在用户，无法删除'));
    const withPost = await createOrg({ parentId: null, name: '有岗位的部门' });
    await ok(adminToken, 'POST', `${POST}/createPost`, { name: '临时岗位', organizationId: withPost.id });
    await refused(del(withPost.id), business('该组织下存在岗位，无法删除'));

    const empty = await createOrg({ parentId: null, name: '空部门' });
    expect((await del(empty.id)()).json()).toMatchObject({ code: 0 });
    expect(await t.database.db.select().from(organizations).where(eq(organizations.id, empty.id))).toEqual([]);
  });

  it('shows a tenant only its own organizations', async () => {
    expect(await tree(tenantBToken)).toEqual([]);
    const quality = await nodeNamed('质量部');
    expect((await call(tenantBToken, 'GET', `${ORG}/organization?id=${quality.id}`)).statusCode).toBe(404);
  });

  it('needs the organization permission to change anything', async () => {
    await refused(viewerToken, 'POST', `${ORG}/createOrganization`, { parentId: null, name: '越权部门' }, failure(403));
  });
});

describe('posts', () => {
  it('creates, lists, edits and deletes posts', async () => {
    const rd = await nodeNamed('研发中心');
    const post = await ok<PostDto>(adminToken, 'POST', `${POST}/createPost`, {
      name: '测试工程师',
      code: 'TE',
      organizationId: rd.id,
      sort: 2,
    });
    expect(post).toMatchObject({ name: '测试工程师', code: 'TE', organizationName: '研发中心', holders: [] });
    const page = await ok<{ items: PostDto[]; totalCount: number }>(
      adminToken,
      'GET',
      `${POST}/postListPage?organizationId=${rd.id}`,
    );
    expect(page.items.map((p) => p.name)).toEqual(['产品工程师', '测试工程师']);
    expect(page.items[0]?.holders.map((h) => h.userName)).toEqual(['wangfang']);
    const search = await ok<{ items: PostDto[] }>(adminToken, 'GET', `${POST}/postListPage?filter=te`);
    expect(search.items.map((p) => p.name)).toEqual(['测试工程师']);

    const edited = await ok<PostDto>(adminToken, 'POST', `${POST}/updatePost`, { ...post, name: '试验工程师' });
    expect(edited).toMatchObject({ name: '试验工程师', version: post.version + 1 });
    await refused(adminToken, 'POST', `${POST}/updatePost`, { ...post, name: '又一名称' }, failure(409));
    expect((await call(adminToken, 'POST', `${POST}/deletePost`, { id: post.id })).json()).toMatchObject({ code: 0 });
  });

  it('refuses duplicates, unknown organizations and deleting a held post, writing nothing', async () => {
    const rd = await nodeNamed('研发中心');
    await refused(
      adminToken,
      'POST',
      `${POST}/createPost`,
      { name: '产品工程师', organizationId: rd.id },
      business(POST_MESSAGES.duplicateName),
    );
    await ok(adminToken, 'POST', `${POST}/createPost`, { name: '编码岗位', code: 'DUP', organizationId: rd.id });
    await refused(
      adminToken,
      'POST',
      `${POST}/createPost`,
      { name: '另一岗位', code: 'DUP', organizationId: rd.id },
      business(POST_MESSAGES.duplicateCode),
    );
    await refused(
      adminToken,
      'POST',
      `${POST}/createPost`,
      {
        name: '无组织岗位',
        organizationId: '00000000-0000-4000-8000-000000000000',
      },
      { status: 400, message: '参数 organizationId 无效：组织不存在' },
    );
    const held = (
      await ok<{ items: PostDto[] }>(
        adminToken,
        'GET',
        `${POST}/postListPage?filter=${encodeURIComponent('产品工程师')}`,
      )
    ).items[0] as PostDto;
    await refused(adminToken, 'POST', `${POST}/deletePost`, { id: held.id }, business('该岗位下存在用户，无法删除'));
  });
});

describe('organization post display', () => {
  it('shows each organization with its posts and their holders to holders of the organization permission', async () => {
    const display = await ok<OrganizationPostsNode[]>(viewerToken, 'GET', `${ORG}/organizationPosts`);
    const nodes = flatten(display);
    expect(nodes.map((n) => n.name)).toEqual(flatten(await tree()).map((n) => n.name));
    const quality = nodes.find((n) => n.name === '质量部');
    expect(quality?.posts.map((p) => [p.name, p.holders.map((h) => h.userName)])).toEqual([['质量经理', ['admin']]]);
    expect((await call(zhangweiToken, 'GET', `${ORG}/organizationPosts`)).statusCode).toBe(403);
  });
});

describe('product platforms of the current user', () => {
  it('lists the enabled items of the productPlatform dictionary', async () => {
    const db = t.database.db;
    let [type] = await db
      .select()
      .from(dictionaryTypes)
      .where(and(eq(dictionaryTypes.tenantId, tenantA), eq(dictionaryTypes.code, PRODUCT_PLATFORM_TYPE_CODE)));
    if (!type)
      [type] = await db
        .insert(dictionaryTypes)
        .values({ tenantId: tenantA, code: PRODUCT_PLATFORM_TYPE_CODE, name: '产品平台' })
        .returning();
    const typeId = type?.id as string;
    await db.insert(dictionaryItems).values([
      { tenantId: tenantA, typeId, code: 'zz-test-on', name: '测试平台（启用）', sort: 9000 },
      { tenantId: tenantA, typeId, code: 'zz-test-off', name: '测试平台（停用）', sort: 9001, isActive: false },
    ]);
    const expected = await db
      .select({
        id: dictionaryItems.id,
        code: dictionaryItems.code,
        name: dictionaryItems.name,
        sort: dictionaryItems.sort,
      })
      .from(dictionaryItems)
      .where(and(eq(dictionaryItems.typeId, typeId), eq(dictionaryItems.isActive, true)));
    const list = await ok<ProductPlatformDto[]>(zhangweiToken, 'GET', `${ORG}/curUserOrgProductPlatFormList`);
    expect(list.map((p) => p.code).sort()).toEqual(expected.map((p) => p.code).sort());
    expect(list.at(-1)).toMatchObject({ code: 'zz-test-on', name: '测试平台（启用）' });
    expect(list.map((p) => p.code)).not.toContain('zz-test-off');
  });

  it('answers an empty list for a tenant without the dictionary', async () => {
    expect(await ok(tenantBToken, 'GET', `${ORG}/curUserOrgProductPlatFormList`)).toEqual([]);
  });
});
