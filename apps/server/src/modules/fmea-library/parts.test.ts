import { P, PARTS_MESSAGES, type PartDto, type PartTypeNode } from '@qis/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { apiClient, business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createTenantWithAdmin, createUser, tenantIdByName } from '../../../test/factories';
import { readFirstSheet } from '../../platform/excel/sheet-reader';

let t: TestApp;
let adminToken: string;
let readerToken: string; // the parts library's query and get only
let tenantBToken: string;

const api = apiClient(() => t);
const { ok, refused, call } = api;
const TYPES = '/qis/api/app/productType';
const PARTS = '/qis/api/app/partsLibrary';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['零件号', '零件名称', '零件类型', '图号', '材料', '描述'];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  adminToken = await t.login('admin', 'Admin@123');
  const roleId = await createRole(db, {
    tenantId,
    name: '零件库只读',
    grants: { [P.fmea.PartsLibrary.key]: ['query', 'get'] },
  });
  await createUser(db, { tenantId, userName: 'parts.reader', password: 'Parts@123' }, [roleId]);
  readerToken = await t.login('parts.reader', 'Parts@123');
  await createTenantWithAdmin(db, { name: 'parts-b', adminUserName: 'partsb', adminPassword: 'PartsB@123' });
  tenantBToken = await t.login('partsb', 'PartsB@123', 'parts-b');
});
afterAll(() => t?.close());

const tree = (token = adminToken) => ok<PartTypeNode[]>(token, 'GET', `${TYPES}/productTypeTreeExtend`);
const findType = (nodes: PartTypeNode[], name: string): PartTypeNode | undefined => {
  for (const n of nodes) {
    if (n.name === name) return n;
    const below = findType(n.children, name);
    if (below) return below;
  }
  return undefined;
};
const page = (query: string, token = adminToken) =>
  ok<{ items: PartDto[]; totalCount: number }>(token, 'GET', `${PARTS}/partsPage?${query}`);

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('零件');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(bytes: Buffer, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('fileType', '1');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX_MIME }), fileName);
  const res = await call(adminToken, 'POST', '/qis/api/app/Common/UploadFile', form);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data.filePath as string;
}

describe('part types', () => {
  it('answer the demo tree with each type’s part count', async () => {
    const nodes = await tree();
    expect(nodes.map((n) => n.name)).toEqual(['制动系统', '转向系统', '标准件', '电子电气']);
    expect(findType(nodes, '制动钳总成')?.partCount).toBe(5);
  });

  it('are created under a parent, renamed and moved with their version, never under themselves', async () => {
    const brake = findType(await tree(), '制动系统');
    if (!brake) throw new Error('seed changed');
    const drum = await ok<PartTypeNode>(adminToken, 'POST', `${TYPES}/createProductType`, {
      name: '鼓式制动器',
      parentId: brake.id,
    });
    expect(drum).toMatchObject({ parentId: brake.id, partCount: 0, version: 1 });
    await refused(
      adminToken,
      'POST',
      `${TYPES}/createProductType`,
      { name: '鼓式制动器', parentId: brake.id },
      business(PARTS_MESSAGES.typeNameTaken),
    );
    const shoe = await ok<PartTypeNode>(adminToken, 'POST', `${TYPES}/createProductType`, {
      name: '制动蹄',
      parentId: drum.id,
    });
    await refused(
      adminToken,
      'POST',
      `${TYPES}/editProductType`,
      { id: drum.id, version: 1, name: '鼓式制动器', parentId: shoe.id },
      business(PARTS_MESSAGES.typeCycle),
    );
    const moved = await ok<PartTypeNode>(adminToken, 'POST', `${TYPES}/editProductType`, {
      id: drum.id,
      version: 1,
      name: '鼓式制动总成',
      parentId: null,
    });
    expect(moved).toMatchObject({ parentId: null, name: '鼓式制动总成', version: 2 });
    await refused(
      adminToken,
      'POST',
      `${TYPES}/editProductType`,
      { id: drum.id, version: 1, name: '过期', parentId: null },
      failure(409),
    );
    await refused(
      adminToken,
      'POST',
      `${TYPES}/deleteProductType`,
      { id: drum.id },
      business(PARTS_MESSAGES.typeHasChildren),
    );
    await ok(adminToken, 'POST', `${TYPES}/deleteProductType`, { id: shoe.id });
    await ok(adminToken, 'POST', `${TYPES}/deleteProductType`, { id: drum.id });
  });

  it('refuse to delete a type that still has parts', async () => {
    const caliper = findType(await tree(), '制动钳总成');
    await refused(
      adminToken,
      'POST',
      `${TYPES}/deleteProductType`,
      { id: caliper?.id },
      business(PARTS_MESSAGES.typeHasParts),
    );
  });
});

describe('parts', () => {
  it('are searched by keyword and by type with everything below it, paged', async () => {
    const byKeyword = await page(`keyword=${encodeURIComponent('导向销')}`);
    expect(byKeyword.items.map((p) => p.partNo)).toEqual(['BC-1006', 'BC-1007']);
    const brake = findType(await tree(), '制动系统');
    const underBrake = await page(`typeId=${brake?.id}&MaxResultCount=3`);
    expect(underBrake.totalCount).toBe(7);
    expect(underBrake.items).toHaveLength(3);
    expect(underBrake.items[0]).toMatchObject({ partNo: 'BC-1000', typeName: '制动系统/制动钳总成' });
  });

  it('are added, edited with their version (409 when stale) and deleted; a part number is unique', async () => {
    const created = await ok<PartDto>(adminToken, 'POST', `${PARTS}/createPart`, {
      partNo: 'BC-1010',
      name: '制动钳支架螺栓',
      typeId: null,
      drawingNo: '',
      material: '10.9级',
    });
    expect(created).toMatchObject({ partNo: 'BC-1010', drawingNo: null, material: '10.9级', version: 1 });
    await refused(
      adminToken,
      'POST',
      `${PARTS}/createPart`,
      { partNo: 'bc-1010', name: '重复' },
      business(PARTS_MESSAGES.partNoTaken),
    );
    const edited = await ok<PartDto>(adminToken, 'POST', `${PARTS}/editPart`, {
      ...created,
      name: '支架螺栓',
    });
    expect(edited.version).toBe(2);
    await refused(adminToken, 'POST', `${PARTS}/editPart`, { ...created, name: '过期' }, failure(409));
    await refused(
      adminToken,
      'POST',
      `${PARTS}/createPart`,
      { partNo: '', name: '无号' },
      failure(400, /^参数 partNo 无效：/),
    );
    await refused(
      adminToken,
      'POST',
      `${PARTS}/createPart`,
      { partNo: 'X-1', name: '无类型', typeId: '00000000-0000-4000-8000-000000000000' },
      failure(400, /^参数 typeId 无效：/),
    );
    expect(await ok(adminToken, 'POST', `${PARTS}/deleteParts`, { ids: [created.id] })).toEqual({ deletedCount: 1 });
    await refused(adminToken, 'GET', `${PARTS}/part?id=${created.id}`, undefined, failure(404));
  });

  it('belong to their tenant: another tenant sees none and gets 404', async () => {
    const [part] = (await page('keyword=BC-1001')).items;
    expect((await page('', tenantBToken)).totalCount).toBe(0);
    await refused(tenantBToken, 'GET', `${PARTS}/part?id=${part?.id}`, undefined, failure(404));
    await refused(tenantBToken, 'POST', `${PARTS}/deleteParts`, { ids: [part?.id] }, failure(404));
    await refused(tenantBToken, 'POST', `${PARTS}/editPart`, { ...part, name: '改' }, failure(404));
  });

  it('are read but not changed by a user holding only query and get (403)', async () => {
    expect((await page('', readerToken)).totalCount).toBeGreaterThan(0);
    await tree(readerToken);
    await refused(readerToken, 'POST', `${PARTS}/createPart`, { partNo: 'R-1', name: '读者' }, failure(403));
    await refused(readerToken, 'POST', `${TYPES}/createProductType`, { name: '读者类型' }, failure(403));
    await refused(readerToken, 'POST', `${PARTS}/importParts`, { filePath: '/x.xlsx' }, failure(403));
  });
});

describe('import', () => {
  it('offers a template whose example row is never imported', async () => {
    const data = await ok<{ fileName: string; contentBase64: string }>(
      adminToken,
      'GET',
      `${PARTS}/importPartsTemplate`,
    );
    expect(data.fileName).toBe('零件导入模板.xlsx');
    const sheet = await readFirstSheet(Buffer.from(data.contentBase64, 'base64'), 'xlsx');
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet[1]?.[0]).toMatch(/^【示例】/);
  });

  it('reports every bad row and imports nothing, then imports a good file whole', async () => {
    const before = (await page('')).totalCount;
    const bad = await upload(
      await xlsxOf([
        HEADER,
        ['IMP-001', '进口零件一', '制动系统/制动盘', 'D-1', 'HT250', ''],
        ['BC-1001', '与库中重复', '', '', '', ''],
        ['IMP-002', '', '不存在的类型', '', '', ''],
        ['imp-001', '文件内重复', '', '', '', ''],
      ]),
      '零件.xlsx',
    );
    const report = await ok<{ rowCount: number; errors: Array<{ row: number; messages: string[] }> }>(
      adminToken,
      'POST',
      `${PARTS}/checkImportParts`,
      { filePath: bad },
    );
    expect(report.rowCount).toBe(4);
    expect(report.errors.map((e) => e.row)).toEqual([3, 4, 5]);
    expect(report.errors[0]?.messages).toEqual(['零件号已存在']);
    expect(report.errors[1]?.messages).toEqual([
      '零件名称不能为空',
      '零件类型“不存在的类型”不存在（同名类型请写完整路径，如 制动系统/制动盘）',
    ]);
    expect(report.errors[2]?.messages).toEqual(['零件号与第2行重复']);
    await refused(
      adminToken,
      'POST',
      `${PARTS}/importParts`,
      { filePath: bad },
      business(/^导入失败：3行数据有误，未导入任何零件/),
    );
    expect((await page('')).totalCount).toBe(before);

    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['零件名称', '零件号', '零件类型', '材料'],
        ['进口零件一', 'IMP-001', '制动盘', 'HT250'],
        ['进口零件二', 'IMP-002', '标准件/紧固件', ''],
      ]),
      '零件',
    );
    const good = await upload(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer, '零件.xls');
    expect(await ok(adminToken, 'POST', `${PARTS}/importParts`, { filePath: good })).toEqual({ importedCount: 2 });
    const imported = await page('keyword=IMP-');
    expect(imported.items.map((p) => [p.partNo, p.typeName, p.material])).toEqual([
      ['IMP-001', '制动系统/制动盘', 'HT250'],
      ['IMP-002', '标准件/紧固件', null],
    ]);
  });

  it('refuses a sheet without the required columns with 400', async () => {
    const file = await upload(await xlsxOf([['名称'], ['x']]), '零件.xlsx');
    await refused(
      adminToken,
      'POST',
      `${PARTS}/importParts`,
      { filePath: file },
      failure(400, '导入文件缺少列：零件号、零件名称，请使用导入模板'),
    );
  });
});
