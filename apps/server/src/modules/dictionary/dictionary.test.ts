import {
  type DictionaryItemDto,
  type DictionaryItemOption,
  type DictionaryTypeDto,
  findModule,
  type NewDictionaryType,
} from '@qis/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  type CreatedTenant,
  createRole,
  createTenantWithAdmin,
  createUser,
  tenantIdByName,
} from '../../../test/factories';
import { dictionaryItems, dictionaryTypes, operationLogs } from '../../db/tables';
import { withTenant } from '../../platform/db/tenant-transaction';
import { activeItemsOfType, seedSystemDictionaries } from '.';
import { SYSTEM_DICTIONARIES } from './system-dictionaries';

let t: TestApp;
let tenantA: string;
let tenantB: CreatedTenant;
let adminToken: string;
let editorToken: string; // Dictionary query + edit, no add
let plainToken: string; // no role at all
let tenantBToken: string;

const DICT = '/qis/api/app/dataDictionary';
const NEW_DICT = '/qis/api/app/newDataDictionary';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenantA = await tenantIdByName(db);
  const editorRole = await createRole(db, {
    tenantId: tenantA,
    name: '字典维护',
    grants: { Dictionary: ['query', 'edit'] },
  });
  await createUser(db, { tenantId: tenantA, userName: 'dict.editor', password: 'Edit@1234' }, [editorRole]);
  await createUser(db, { tenantId: tenantA, userName: 'dict.plain', password: 'Plain@1234' });
  tenantB = await createTenantWithAdmin(db, { name: 'dict-b', adminUserName: 'admin', adminPassword: 'DictB@123' });
  adminToken = await t.login('admin', 'Admin@123');
  editorToken = await t.login('dict.editor', 'Edit@1234');
  plainToken = await t.login('dict.plain', 'Plain@1234');
  tenantBToken = await t.login('admin', 'DictB@123', 'dict-b');
});
afterAll(() => t?.close());

const { ok, refused, nothingWritten } = apiClient(() => t);

type Page<T> = { items: T[]; totalCount: number };
const types = (query = '', token = adminToken) =>
  ok<Page<DictionaryTypeDto>>(token, 'GET', `${DICT}/dataDictionaryList?MaxResultCount=100${query}`);
const itemsOf = (typeId: string, query = '') =>
  ok<Page<DictionaryItemDto>>(adminToken, 'GET', `${DICT}/dataDictionaryItemList?typeId=${typeId}${query}`);
const createType = (body: Record<string, unknown>, token = adminToken) =>
  ok<DictionaryTypeDto>(token, 'POST', `${DICT}/dataDictionary`, { name: '测试字典', ...body });
const createItem = (typeId: string, code: string, name: string, extra: Record<string, unknown> = {}) =>
  ok<DictionaryItemDto>(adminToken, 'POST', `${DICT}/item`, { typeId, code, name, ...extra });
const typeByCode = async (code: string) => {
  const found = (await types(`&keyword=${code}`)).items.find((type) => type.code === code);
  if (!found) throw new Error(`type ${code} missing`);
  return found;
};
const options = (code: string, token = plainToken) =>
  ok<DictionaryItemOption[]>(token, 'GET', `${DICT}/selectDataDictionaryItemList?code=${code}`);

describe('the system dictionaries', () => {
  it('are seeded for the demo tenant as system types, in order, with their items', async () => {
    const page = await types();
    const system = page.items.filter((type) => type.isSystem);
    expect(system.map((type) => type.code)).toEqual(SYSTEM_DICTIONARIES.map((d) => d.code));
    expect(system.find((type) => type.code === 'customerName')).toMatchObject({
      name: '客户名称',
      moduleKey: null,
      isActive: true,
      itemCount: SYSTEM_DICTIONARIES[0]?.items.length,
    });
    const qam = await ok<Array<{ code: string; moduleKey: string | null }>>(
      plainToken,
      'GET',
      '/qis/api/app/common/dictionaryDataType?moduleKey=qam',
    );
    expect(qam.map((type) => type.code)).toEqual([
      'qamAuditType',
      'qamClauseCategory',
      'qamNonconformityLevel',
      'qamExternalAuditType',
      'qamReviewInput',
    ]);
  });

  it('belong to modules of the catalogue and have unique codes', () => {
    for (const dictionary of SYSTEM_DICTIONARIES) {
      if (dictionary.moduleKey) expect(findModule(dictionary.moduleKey), dictionary.code).toBeDefined();
      const codes = dictionary.items.map(([code]) => code.toLowerCase());
      expect(new Set(codes).size, dictionary.code).toBe(codes.length);
    }
  });

  it('offer their enabled items to any signed-in user, in order', async () => {
    const platforms = await options('productPlatform');
    expect(platforms.map((o) => o.name)).toEqual(
      SYSTEM_DICTIONARIES.find((d) => d.code === 'productPlatform')?.items.map(([, name]) => name),
    );
    const byType = await ok<NewDictionaryType>(
      plainToken,
      'GET',
      `${NEW_DICT}/dataDictionaryTypeByType?type=processClassification`,
    );
    expect(byType).toMatchObject({ code: 'processClassification', name: '过程分类', isSystem: true });
    expect(byType.items.map((item) => item.code)).toContain('WELD');
    const typeOptions = await ok<Array<{ code: string }>>(plainToken, 'GET', `${DICT}/selectDataDictionaryList`);
    expect(typeOptions).toHaveLength(SYSTEM_DICTIONARIES.length);
    await refused(
      plainToken,
      'GET',
      `${DICT}/selectDataDictionaryItemList?code=noSuchType`,
      undefined,
      failure(404, '数据字典类型 noSuchType 不存在'),
    );
  });

  it('cannot be deleted, nor their code changed; their name and items can', async () => {
    const customer = await typeByCode('customerName');
    for (const url of [`${DICT}/delDataDictionary`, `${NEW_DICT}/delDataDictionary`])
      await refused(adminToken, 'POST', url, { id: customer.id }, business('系统字典不能删除'));
    await refused(
      adminToken,
      'POST',
      `${DICT}/editDataDictionary`,
      { id: customer.id, version: customer.version, code: 'customers', name: '客户' },
      business('系统字典的编码不能修改'),
    );
    const renamed = await ok<DictionaryTypeDto>(adminToken, 'POST', `${DICT}/editDataDictionary`, {
      id: customer.id,
      version: customer.version,
      code: 'customerName',
      name: '客户名称（整车厂）',
    });
    expect(renamed).toMatchObject({ name: '客户名称（整车厂）', isSystem: true, version: customer.version + 1 });
  });

  it('can be seeded again into a tenant without duplicating anything', async () => {
    await nothingWritten(() => seedSystemDictionaries(t.database.db, tenantA));
  });
});

describe('dictionary types', () => {
  it('creates, lists with search, edits and refuses a stale version', async () => {
    const created = await createType({ code: 'defectType', name: '缺陷类型', moduleKey: 'qam', description: '外观' });
    expect(created).toMatchObject({
      code: 'defectType',
      moduleKey: 'qam',
      isActive: true,
      isSystem: false,
      itemCount: 0,
      version: 1,
    });
    expect(created.sort).toBe(SYSTEM_DICTIONARIES.length + 1);
    const found = await types('&keyword=DEFECT');
    expect(found.items.map((type) => type.id)).toEqual([created.id]);
    const edited = await ok<DictionaryTypeDto>(adminToken, 'POST', `${DICT}/editDataDictionary`, {
      id: created.id,
      version: created.version,
      code: 'defectCategory',
      name: '缺陷类别',
      moduleKey: null,
      description: null,
    });
    expect(edited).toMatchObject({ code: 'defectCategory', name: '缺陷类别', moduleKey: null, description: null });
    await refused(
      adminToken,
      'POST',
      `${DICT}/editDataDictionary`,
      { id: created.id, version: created.version, code: 'defectCategory', name: '旧版本' },
      failure(409, '数据已被他人修改，请刷新后重试'),
    );
  });

  it('refuses a taken code (any case), an unknown module and a bad code', async () => {
    await refused(
      adminToken,
      'POST',
      `${DICT}/dataDictionary`,
      { code: 'PRODUCTTYPE', name: '重复' },
      business('编码已存在'),
    );
    await refused(
      adminToken,
      'POST',
      `${DICT}/dataDictionary`,
      { code: 'okCode', name: '模块', moduleKey: 'nope' },
      failure(400, '参数 moduleKey 无效：未知的模块'),
    );
    await refused(
      adminToken,
      'POST',
      `${DICT}/dataDictionary`,
      { code: '客户', name: '中文编码' },
      failure(400, /^参数 code 无效：编码须为/),
    );
    const other = await createType({ code: 'toRename' });
    await refused(
      adminToken,
      'POST',
      `${DICT}/editDataDictionary`,
      { id: other.id, version: other.version, code: 'customername', name: '改名' },
      business('编码已存在'),
    );
  });

  it('disables a type: its options disappear for the business modules, and come back when enabled', async () => {
    const type = await createType({ code: 'shift', name: '班次' });
    await createItem(type.id, 'DAY', '白班');
    expect((await options('shift')).map((o) => o.code)).toEqual(['DAY']);
    const disabled = await ok<DictionaryTypeDto>(adminToken, 'POST', `${DICT}/changeDataDictionaryActive`, {
      id: type.id,
      version: type.version,
      isActive: false,
    });
    expect(disabled).toMatchObject({ isActive: false, itemCount: 1 });
    expect(await options('shift')).toEqual([]);
    const byType = await ok<NewDictionaryType>(plainToken, 'GET', `${NEW_DICT}/dataDictionaryTypeByType?type=shift`);
    expect(byType).toMatchObject({ isActive: false, items: [] });
    const selectable = await ok<Array<{ code: string }>>(plainToken, 'GET', '/qis/api/app/common/dictionaryDataType');
    expect(selectable.map((o) => o.code)).not.toContain('shift');
    expect((await types('&isActive=false')).items.map((o) => o.code)).toEqual(['shift']);
    await refused(
      adminToken,
      'POST',
      `${DICT}/changeDataDictionaryActive`,
      { id: type.id, version: type.version, isActive: true },
      failure(409, '数据已被他人修改，请刷新后重试'),
    );
    await ok(adminToken, 'POST', `${DICT}/changeDataDictionaryActive`, {
      id: type.id,
      version: disabled.version,
      isActive: true,
    });
    expect((await options('shift')).map((o) => o.code)).toEqual(['DAY']);
  });

  it('moves a type up and down, numbering every type 1..n', async () => {
    const all = (await types()).items;
    const last = all[all.length - 1] as DictionaryTypeDto;
    const moved = await ok<DictionaryTypeDto[]>(adminToken, 'POST', `${DICT}/moveDataDictionary`, {
      id: last.id,
      direction: -1,
    });
    // The moved rows answer with their item count, and a new version: an edit read before the move gets 409.
    expect(moved.find((type) => type.id === last.id)).toMatchObject({
      sort: all.length - 1,
      itemCount: last.itemCount,
      version: last.version + 1,
    });
    const after = (await types()).items;
    expect(after.map((type) => type.sort)).toEqual(after.map((_, i) => i + 1));
    expect(after[after.length - 2]?.id).toBe(last.id);
    // Already first: nothing changes.
    const first = after[0] as DictionaryTypeDto;
    expect(await ok(adminToken, 'POST', `${DICT}/moveDataDictionary`, { id: first.id, direction: -1 })).toEqual([]);
  });

  it('deletes a custom type together with its items', async () => {
    const type = await createType({ code: 'toDelete' });
    await createItem(type.id, 'A', '甲');
    await ok(adminToken, 'POST', `${DICT}/delDataDictionary`, { id: type.id });
    expect(await t.database.db.select().from(dictionaryItems).where(eq(dictionaryItems.typeId, type.id))).toEqual([]);
    await refused(
      adminToken,
      'POST',
      `${DICT}/delDataDictionary`,
      { id: type.id },
      failure(404, '数据字典类型不存在或已被删除'),
    );
    const viaNew = await createType({ code: 'toDeleteNew' });
    await ok(adminToken, 'POST', `${NEW_DICT}/delDataDictionary`, { id: viaNew.id });
    expect((await types('&keyword=toDeleteNew')).totalCount).toBe(0);
  });

  it('is refused to a user without the Dictionary permission, while the option reads stay open', async () => {
    await refused(plainToken, 'GET', `${DICT}/dataDictionaryList`, undefined, failure(403, '抱歉，你无权访问该资源'));
    await refused(
      plainToken,
      'POST',
      `${DICT}/dataDictionary`,
      { code: 'x1', name: '无权' },
      failure(403, '抱歉，你无权访问该资源'),
    );
    expect(await options('productType', plainToken)).not.toHaveLength(0);
  });
});

describe('dictionary items', () => {
  let type: DictionaryTypeDto;
  beforeAll(async () => {
    type = await createType({ code: 'inspectionMethod', name: '检验方式' });
  });

  it('creates items after the last one, lists them in order with search, and edits them', async () => {
    const a = await createItem(type.id, 'FULL', '全检');
    const b = await createItem(type.id, 'SAMPLE', '抽检', { description: 'GB/T 2828.1' });
    const c = await createItem(type.id, 'FREE', '免检', { sort: 0 });
    expect([a.sort, b.sort, c.sort]).toEqual([1, 2, 0]);
    const page = await itemsOf(type.id);
    expect(page.items.map((item) => item.code)).toEqual(['FREE', 'FULL', 'SAMPLE']);
    expect(page.totalCount).toBe(3);
    const paged = await itemsOf(type.id, '&SkipCount=1&MaxResultCount=1');
    expect(paged).toMatchObject({ totalCount: 3, items: [{ code: 'FULL' }] });
    expect((await itemsOf(type.id, `&keyword=${encodeURIComponent('抽')}`)).items.map((i) => i.code)).toEqual([
      'SAMPLE',
    ]);
    const edited = await ok<DictionaryItemDto>(adminToken, 'POST', `${DICT}/editItem`, {
      id: b.id,
      version: b.version,
      code: 'SAMPLING',
      name: '抽样检验',
      description: null,
    });
    expect(edited).toMatchObject({ code: 'SAMPLING', name: '抽样检验', description: null, sort: 2, version: 2 });
    await refused(
      adminToken,
      'POST',
      `${DICT}/editItem`,
      { id: b.id, version: b.version, code: 'SAMPLING', name: '旧版本' },
      failure(409, '数据已被他人修改，请刷新后重试'),
    );
  });

  it('refuses a code taken in the same type (any case), but not one of another type', async () => {
    await refused(
      adminToken,
      'POST',
      `${DICT}/item`,
      { typeId: type.id, code: 'full', name: '重复' },
      business('编码已存在'),
    );
    const other = await typeByCode('productType');
    const [assy] = (await itemsOf(other.id, '&keyword=ASSY')).items;
    await refused(
      adminToken,
      'POST',
      `${DICT}/editItem`,
      { id: assy?.id, version: assy?.version, code: 'PART', name: '总成' },
      business('编码已存在'),
    );
    expect(await createItem(type.id, 'ASSY', '总成检验')).toMatchObject({ code: 'ASSY' });
    await refused(
      adminToken,
      'POST',
      `${DICT}/item`,
      { typeId: '00000000-0000-4000-8000-000000000000', code: 'X', name: '无类型' },
      failure(404, '数据字典类型不存在或已被删除'),
    );
  });

  it('nests an item one level under another item of the same type only', async () => {
    const parent = await createItem(type.id, 'PATROL', '巡检');
    const child = await createItem(type.id, 'PATROL_FIRST', '首件巡检', { parentId: parent.id });
    expect(child.parentId).toBe(parent.id);
    await refused(
      adminToken,
      'POST',
      `${DICT}/item`,
      { typeId: type.id, code: 'DEEP', name: '第三级', parentId: child.id },
      failure(400, '参数 parentId 无效：字典项只能有一级下级'),
    );
    const foreign = (await itemsOf((await typeByCode('productType')).id)).items[0];
    await refused(
      adminToken,
      'POST',
      `${DICT}/item`,
      { typeId: type.id, code: 'ALIEN', name: '他类', parentId: foreign?.id },
      failure(400, '参数 parentId 无效：上级字典项须属于同一类型'),
    );
    const tree = await ok<NewDictionaryType>(
      plainToken,
      'GET',
      `${NEW_DICT}/dataDictionaryTypeByType?type=inspectionMethod`,
    );
    expect(tree.items.find((item) => item.code === 'PATROL')?.children.map((c) => c.code)).toEqual(['PATROL_FIRST']);
    // A disabled parent is not offered; its enabled child then stands at the top level.
    await ok(adminToken, 'POST', `${DICT}/changeItemActive`, {
      id: parent.id,
      version: parent.version,
      isActive: false,
    });
    const orphaned = await ok<NewDictionaryType>(
      plainToken,
      'GET',
      `${NEW_DICT}/dataDictionaryTypeByType?type=inspectionMethod`,
    );
    expect(orphaned.items.map((item) => item.code)).toContain('PATROL_FIRST');
    expect(orphaned.items.map((item) => item.code)).not.toContain('PATROL');
    // Deleting the parent takes its child along.
    await ok(adminToken, 'POST', `${DICT}/delDataDictionaryItem`, { id: parent.id });
    expect(await t.database.db.select().from(dictionaryItems).where(eq(dictionaryItems.id, child.id))).toEqual([]);
  });

  it('disables and enables an item: disabled items are not offered', async () => {
    const [full] = (await itemsOf(type.id, '&keyword=FULL')).items;
    if (!full) throw new Error('FULL missing');
    const disabled = await ok<DictionaryItemDto>(adminToken, 'POST', `${DICT}/changeItemActive`, {
      id: full.id,
      version: full.version,
      isActive: false,
    });
    expect(disabled.isActive).toBe(false);
    expect((await options('inspectionMethod')).map((o) => o.code)).not.toContain('FULL');
    expect((await itemsOf(type.id, '&isActive=false')).items.map((i) => i.code)).toEqual(['FULL']);
    await ok(adminToken, 'POST', `${DICT}/changeItemActive`, {
      id: full.id,
      version: disabled.version,
      isActive: true,
    });
    expect((await options('inspectionMethod')).map((o) => o.code)).toContain('FULL');
  });

  it('moves an item up and down among its siblings, numbering them 1..n', async () => {
    const before = (await itemsOf(type.id)).items.map((item) => item.code);
    expect(before).toEqual(['FREE', 'FULL', 'SAMPLING', 'ASSY']);
    const sampling = (await itemsOf(type.id)).items[2] as DictionaryItemDto;
    const moved = await ok<DictionaryItemDto[]>(adminToken, 'POST', `${DICT}/moveItem`, {
      id: sampling.id,
      direction: -1,
    });
    // Only the rows whose number changed: FREE had 0, SAMPLING keeps 2.
    expect(moved.map((item) => [item.code, item.sort])).toEqual([
      ['FREE', 1],
      ['FULL', 3],
      ['ASSY', 4],
    ]);
    const after = (await itemsOf(type.id)).items;
    expect(after.map((item) => [item.code, item.sort])).toEqual([
      ['FREE', 1],
      ['SAMPLING', 2],
      ['FULL', 3],
      ['ASSY', 4],
    ]);
    await ok(adminToken, 'POST', `${DICT}/moveItem`, { id: sampling.id, direction: 1 });
    expect((await itemsOf(type.id)).items.map((item) => item.code)).toEqual(['FREE', 'FULL', 'SAMPLING', 'ASSY']);
    expect((await options('inspectionMethod')).map((o) => o.code)).toEqual(['FREE', 'FULL', 'SAMPLING', 'ASSY']);
  });

  it('deletes items in a batch, all or nothing', async () => {
    const x = await createItem(type.id, 'X', '待删甲');
    const y = await createItem(type.id, 'Y', '待删乙');
    await refused(
      adminToken,
      'POST',
      `${DICT}/delBatchDataDictionaryItem`,
      { ids: [x.id, '00000000-0000-4000-8000-000000000000'] },
      failure(404, '字典项不存在或已被删除'),
    );
    await refused(
      adminToken,
      'POST',
      `${DICT}/delBatchDataDictionaryItem`,
      { ids: [] },
      failure(400, '参数 ids 无效：请选择要删除的字典项'),
    );
    const result = await ok<{ deletedCount: number }>(adminToken, 'POST', `${DICT}/delBatchDataDictionaryItem`, {
      ids: [x.id, y.id],
    });
    expect(result).toEqual({ deletedCount: 2 });
    expect((await itemsOf(type.id)).items.map((item) => item.code)).not.toContain('X');
    await refused(
      adminToken,
      'POST',
      `${DICT}/delDataDictionaryItem`,
      { id: x.id },
      failure(404, '字典项不存在或已被删除'),
    );
  });

  it('writes each change to the operation log with module, action, entity and duration', async () => {
    const item = await createItem(type.id, 'LOGGED', '记日志');
    const [log] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.endpoint, 'createDataDictionaryItem'), eq(operationLogs.tenantId, tenantA)))
      .orderBy(desc(operationLogs.createdAt))
      .limit(1);
    expect(log).toMatchObject({ module: '数据字典', action: '新增字典项', url: `${DICT}/item` });
    expect(log?.durationMs).toBeGreaterThanOrEqual(0);
    expect((log?.changes as { entities: unknown[] }).entities).toContainEqual(
      expect.objectContaining({ entity: 'dictionaryItem', entityId: item.id, after: item }),
    );
  });

  it('answers the active items of a type to other modules through activeItemsOfType', async () => {
    const items = await withTenant(t.database.db, tenantA, (tx) => activeItemsOfType(tx, 'INSPECTIONMETHOD'));
    expect(items.map((item) => item.code)).toEqual(['FREE', 'FULL', 'SAMPLING', 'ASSY', 'LOGGED']);
  });
});

describe('newDataDictionary: a type with its items in one call', () => {
  const save = (body: Record<string, unknown>, token = adminToken) =>
    ok<NewDictionaryType>(token, 'POST', `${NEW_DICT}/orUpdateDataDictionary`, body);

  it('creates a type with its items, then updates, reorders, renames, adds and removes items in one call', async () => {
    const created = await save({
      code: 'packagingType',
      name: '包装方式',
      moduleKey: null,
      items: [
        { code: 'CARTON', name: '纸箱' },
        { code: 'PALLET', name: '托盘' },
        { code: 'TRAY', name: '吸塑盘' },
      ],
    });
    expect(created).toMatchObject({ code: 'packagingType', isSystem: false, version: 1 });
    expect(created.items.map((item) => [item.code, item.sort])).toEqual([
      ['CARTON', 1],
      ['PALLET', 2],
      ['TRAY', 3],
    ]);
    const [carton, pallet] = created.items;
    // Swap two codes, drop TRAY, add CRATE, put PALLET first.
    const updated = await save({
      id: created.id,
      version: created.version,
      code: 'packagingType',
      name: '包装类型',
      items: [
        { id: pallet?.id, code: 'CARTON', name: '托盘（改）' },
        { id: carton?.id, code: 'PALLET', name: '纸箱（改）', isActive: false },
        { code: 'CRATE', name: '木箱' },
      ],
    });
    expect(updated).toMatchObject({ name: '包装类型', version: 2 });
    expect(
      updated.items.map((item) => [item.id === pallet?.id, item.code, item.name, item.sort, item.isActive]),
    ).toEqual([
      [true, 'CARTON', '托盘（改）', 1, true],
      [false, 'PALLET', '纸箱（改）', 2, false],
      [false, 'CRATE', '木箱', 3, true],
    ]);
    const listed = await ok<NewDictionaryType[]>(adminToken, 'GET', `${NEW_DICT}/dataDictionaryList?keyword=packaging`);
    expect(listed.map((type) => type.code)).toEqual(['packagingType']);
    expect(listed[0]?.items).toHaveLength(3);
    await refused(
      adminToken,
      'POST',
      `${NEW_DICT}/orUpdateDataDictionary`,
      { id: created.id, version: 1, code: 'packagingType', name: '过期', items: [] },
      failure(409, '数据已被他人修改，请刷新后重试'),
    );
  });

  it('refuses repeated item codes, a taken type code, and foreign item ids', async () => {
    await refused(
      adminToken,
      'POST',
      `${NEW_DICT}/orUpdateDataDictionary`,
      {
        code: 'dupItems',
        name: '重复项',
        items: [
          { code: 'A', name: '甲' },
          { code: 'a', name: '乙' },
        ],
      },
      business('编码已存在：a'),
    );
    await refused(
      adminToken,
      'POST',
      `${NEW_DICT}/orUpdateDataDictionary`,
      { code: 'productPlatform', name: '重复类型', items: [] },
      business('编码已存在'),
    );
    const foreign = (await itemsOf((await typeByCode('productType')).id)).items[0];
    const own = await save({ code: 'ownItems', name: '自有', items: [] });
    await refused(
      adminToken,
      'POST',
      `${NEW_DICT}/orUpdateDataDictionary`,
      {
        id: own.id,
        version: own.version,
        code: 'ownItems',
        name: '自有',
        items: [{ id: foreign?.id, code: 'Z', name: '他' }],
      },
      failure(400, '参数 items 无效：字典项不存在或不是该字典类型的顶级字典项'),
    );
  });

  it('needs the add permission to create a type, edit to update one', async () => {
    await refused(
      editorToken,
      'POST',
      `${NEW_DICT}/orUpdateDataDictionary`,
      { code: 'byEditor', name: '维护员新增', items: [] },
      failure(403, '抱歉，你无权访问该资源'),
    );
    const own = await save({ code: 'editable', name: '可维护', items: [] });
    const updated = await save(
      { id: own.id, version: own.version, code: 'editable', name: '维护员修改', items: [{ code: 'E1', name: '一' }] },
      editorToken,
    );
    expect(updated).toMatchObject({ name: '维护员修改', items: [{ code: 'E1' }] });
  });
});

describe('tenants', () => {
  it('see only their own dictionaries; a new tenant gets the system dictionaries from seedSystemDictionaries', async () => {
    expect((await types('', tenantBToken)).totalCount).toBe(0);
    await seedSystemDictionaries(t.database.db, tenantB.tenantId, tenantB.admin.id);
    const own = await types('', tenantBToken);
    expect(own.items.map((type) => type.code)).toEqual(SYSTEM_DICTIONARIES.map((d) => d.code));
    expect(own.items.every((type) => type.isSystem)).toBe(true);
    // Tenant A's own types and edits stay in tenant A.
    expect((await types('&keyword=packagingType', tenantBToken)).totalCount).toBe(0);
    expect((await typeByCode('customerName')).name).toBe('客户名称（整车厂）');
    const bCustomer = own.items.find((type) => type.code === 'customerName');
    expect(bCustomer?.name).toBe('客户名称');
    // The same code may exist in both tenants.
    const inB = await createType({ code: 'packagingType', name: 'B 的包装' }, tenantBToken);
    expect(inB.code).toBe('packagingType');
    const aRows = await t.database.db
      .select()
      .from(dictionaryTypes)
      .where(and(eq(dictionaryTypes.code, 'packagingType'), eq(dictionaryTypes.tenantId, tenantA)));
    expect(aRows[0]?.name).toBe('包装类型');
    // A's ids are not reachable from B.
    await refused(
      tenantBToken,
      'POST',
      `${DICT}/delDataDictionary`,
      { id: aRows[0]?.id },
      failure(404, '数据字典类型不存在或已被删除'),
    );
  });
});
