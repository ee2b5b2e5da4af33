import {
  BOM_MESSAGES,
  type BomDto,
  type BomSummaryDto,
  P,
  PARTS_MESSAGES,
  type PartDto,
  type PartGatherNode,
} from '@qis/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createTenantWithAdmin, createUser, tenantIdByName } from '../../../test/factories';

let t: TestApp;
let adminToken: string;
let readerToken: string; // the BOM point's query and get only
let projectToken: string; // MyDFMEA with edit: may gather parts, not read the BOM list
let tenantBToken: string;

const { ok, refused, call } = apiClient(() => t);
const BOM = '/qis/api/app/BOM';
const GATHER = '/qis/api/app/PartGather/creatPartGatherByTree';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  adminToken = await t.login('admin', 'Admin@123');
  for (const [userName, grants] of [
    ['bom.reader', { [P.fmea.BOM.key]: ['query', 'get'] }],
    ['bom.project', { [P.fmea.MyDFMEA.key]: ['query', 'get', 'edit'] }],
  ] as const) {
    const roleId = await createRole(db, { tenantId, name: `角色-${userName}`, grants: grants as never });
    await createUser(db, { tenantId, userName, password: 'Bom@12345' }, [roleId]);
  }
  readerToken = await t.login('bom.reader', 'Bom@12345');
  projectToken = await t.login('bom.project', 'Bom@12345');
  await createTenantWithAdmin(db, { name: 'bom-b', adminUserName: 'bomb', adminPassword: 'BomB@1234' });
  tenantBToken = await t.login('bomb', 'BomB@1234', 'bom-b');
});
afterAll(() => t?.close());

const partId = async (partNo: string) => {
  const page = await ok<{ items: PartDto[] }>(
    adminToken,
    'GET',
    `/qis/api/app/partsLibrary/partsPage?keyword=${partNo}`,
  );
  const part = page.items.find((p) => p.partNo === partNo);
  if (!part) throw new Error(`no part ${partNo}`);
  return part.id;
};
const demoBom = async (token = adminToken) => {
  const page = await ok<{ items: BomSummaryDto[] }>(token, 'GET', `${BOM}/bomPage?keyword=BOM-BC-1000`);
  const [summary] = page.items;
  if (!summary) throw new Error('no demo BOM');
  return ok<BomDto>(token, 'GET', `${BOM}/bom?id=${summary.id}`);
};

async function upload(rows: string[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('BOM');
  for (const row of rows) sheet.addRow(row);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const form = new FormData();
  form.append('fileType', '1');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX_MIME }), 'BOM.xlsx');
  const res = await call(adminToken, 'POST', '/qis/api/app/Common/UploadFile', form);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data.filePath as string;
}

describe('the demo BOM', () => {
  it('is the front caliper on the brake platform, parents before children', async () => {
    const bom = await demoBom();
    expect(bom).toMatchObject({ productPlatform: 'BRAKE', productPlatformName: '制动系统平台', lineCount: 11 });
    expect(bom.lines[0]).toMatchObject({ partNo: 'BC-1000', parentId: null, quantity: 1 });
    expect(bom.lines[1]?.parentId).toBe(bom.lines[0]?.id);
    expect(bom.lines.at(-1)).toMatchObject({ partNo: 'FS-0012', parentId: null, quantity: 2 });
  });
});

describe('create and edit', () => {
  it('saves a tree whole, edits it with its version (409 when stale), refuses a taken number', async () => {
    const [caliper, body, pads] = await Promise.all(['BC-1000', 'BC-1001', 'BP-1101'].map(partId));
    const created = await ok<BomDto>(adminToken, 'POST', `${BOM}/createBom`, {
      bomNo: 'BOM-T-1',
      name: '测试 BOM',
      productPlatform: 'BRAKE',
      lines: [
        { key: 'a', partId: caliper, quantity: 1 },
        { key: 'b', parentKey: 'a', partId: body, quantity: 1, remark: '铸件' },
        { key: 'c', parentKey: 'a', partId: pads, quantity: 2 },
      ],
    });
    expect(created).toMatchObject({ version: 1, lineCount: 3 });
    expect(created.lines.map((l) => [l.partNo, l.quantity, l.remark])).toEqual([
      ['BC-1000', 1, null],
      ['BC-1001', 1, '铸件'],
      ['BP-1101', 2, null],
    ]);
    const lines = created.lines.map((l) => ({
      key: l.id,
      parentKey: l.parentId,
      partId: l.partId,
      quantity: l.partNo === 'BP-1101' ? 4 : l.quantity,
    }));
    const edited = await ok<BomDto>(adminToken, 'POST', `${BOM}/editBom`, {
      ...created,
      name: '测试 BOM（改）',
      lines,
    });
    expect(edited.version).toBe(2);
    expect(edited.lines.find((l) => l.partNo === 'BP-1101')?.quantity).toBe(4);
    await refused(adminToken, 'POST', `${BOM}/editBom`, { ...created, lines }, failure(409));
    await refused(
      adminToken,
      'POST',
      `${BOM}/createBom`,
      { bomNo: 'bom-t-1', name: '重号', lines: [] },
      business(BOM_MESSAGES.bomNoTaken),
    );
    // A part in a BOM stays in the library.
    await refused(
      adminToken,
      'POST',
      '/qis/api/app/partsLibrary/deleteParts',
      { ids: [pads] },
      business(PARTS_MESSAGES.partInBom),
    );
  });

  it('refuses a broken tree, an unknown part or platform with 400 naming the field', async () => {
    const caliper = await partId('BC-1000');
    const base = { bomNo: 'BOM-BAD', name: '有误' };
    await refused(
      adminToken,
      'POST',
      `${BOM}/createBom`,
      {
        ...base,
        lines: [
          { key: 'a', parentKey: 'b', partId: caliper, quantity: 1 },
          { key: 'b', parentKey: 'a', partId: caliper, quantity: 1 },
        ],
      },
      failure(400, /^参数 lines\.0\.parentKey 无效：上级行构成循环/),
    );
    await refused(
      adminToken,
      'POST',
      `${BOM}/createBom`,
      { ...base, lines: [{ key: 'a', partId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
      failure(400, /^参数 lines\.0\.partId 无效：/),
    );
    await refused(
      adminToken,
      'POST',
      `${BOM}/createBom`,
      { ...base, lines: [{ key: 'a', partId: caliper, quantity: 0 }] },
      failure(400, /^参数 lines\.0\.quantity 无效：/),
    );
    await refused(
      adminToken,
      'POST',
      `${BOM}/createBom`,
      { ...base, productPlatform: 'NOPE', lines: [] },
      failure(400, /^参数 productPlatform 无效：/),
    );
  });
});

describe('import', () => {
  const HEADER = ['层级', '零件号', '零件名称', '数量', '备注'];

  it("refuses import type '2' without a product platform: 请选择产品平台", async () => {
    const filePath = await upload([HEADER, ['1', 'BC-1000', '', '1', '']]);
    await refused(
      adminToken,
      'POST',
      `${BOM}/importBom`,
      { filePath, importType: '2', bomNo: 'BOM-IMP-0', name: '无平台' },
      failure(400, `参数 productPlatform 无效：${BOM_MESSAGES.platformRequired}`),
    );
  });

  it('reports every bad row and writes nothing, then imports a good file with its new parts', async () => {
    const bad = await upload([
      HEADER,
      ['2', 'BC-1000', '', '1', ''],
      ['1', 'NEW-IMP-1', '', '1', ''],
      ['x', 'BC-1001', '', '-1', ''],
    ]);
    const body = { importType: '2', productPlatform: 'BRAKE', bomNo: 'BOM-IMP-1', name: '导入的 BOM' };
    const report = await ok<{ rowCount: number; errors: Array<{ row: number; messages: string[] }> }>(
      adminToken,
      'POST',
      `${BOM}/checkImportBom`,
      { ...body, filePath: bad },
    );
    expect(report.rowCount).toBe(3);
    expect(report.errors).toEqual([
      { row: 2, partNo: 'BC-1000', messages: ['第一行的层级须为 1'] },
      { row: 3, partNo: 'NEW-IMP-1', messages: ['零件号不在零件库中（新零件请填写零件名称）'] },
      { row: 4, partNo: 'BC-1001', messages: ['层级须为 1–10 的整数', '数量须为正数'] },
    ]);
    await refused(
      adminToken,
      'POST',
      `${BOM}/importBom`,
      { ...body, filePath: bad },
      business(/^导入失败：3行数据有误，未导入任何数据/),
    );

    const good = await upload([
      HEADER,
      ['1', 'BC-1000', '', '1', ''],
      ['2', 'BC-1001', '', '1', ''],
      ['2', 'NEW-IMP-1', '新制动钳衬套', '2', '新零件'],
      ['3', 'BC-1008', '', '1', ''],
      ['1', 'FS-0012', '', '2', ''],
    ]);
    const imported = await ok<{ id: string; lineCount: number; createdPartCount: number }>(
      adminToken,
      'POST',
      `${BOM}/importBom`,
      { ...body, filePath: good },
    );
    expect(imported).toMatchObject({ lineCount: 5, createdPartCount: 1 });
    const bom = await ok<BomDto>(adminToken, 'GET', `${BOM}/bom?id=${imported.id}`);
    const byNo = new Map(bom.lines.map((l) => [l.partNo, l]));
    expect(byNo.get('BC-1008')?.parentId).toBe(byNo.get('NEW-IMP-1')?.id);
    expect(byNo.get('NEW-IMP-1')).toMatchObject({ partName: '新制动钳衬套', quantity: 2, remark: '新零件' });
    expect(byNo.get('FS-0012')?.parentId).toBeNull();
  });
});

describe('PartGather/creatPartGatherByTree', () => {
  it('gathers the parts with quantities multiplied down the tree, for a project editor too', async () => {
    const bom = await demoBom();
    const tree = await ok<PartGatherNode[]>(projectToken, 'POST', GATHER, { bomId: bom.id });
    expect(tree.map((n) => [n.partNo, n.totalQuantity])).toEqual([
      ['BC-1000', 1],
      ['FS-0012', 2],
    ]);
    const guidePin = bom.lines.find((l) => l.partNo === 'BC-1006');
    const [pin] = await ok<PartGatherNode[]>(projectToken, 'POST', GATHER, { bomId: bom.id, lineId: guidePin?.id });
    expect(pin).toMatchObject({ partNo: 'BC-1006', totalQuantity: 2, children: [] });
  });
});

describe('access', () => {
  it('lets a reader read but not change, and keeps tenants apart', async () => {
    const bom = await demoBom(readerToken);
    await refused(readerToken, 'POST', `${BOM}/deleteBom`, { id: bom.id }, failure(403));
    await refused(projectToken, 'GET', `${BOM}/bomPage`, undefined, failure(403));
    await refused(tenantBToken, 'GET', `${BOM}/bom?id=${bom.id}`, undefined, failure(404));
    await refused(tenantBToken, 'POST', `${BOM}/deleteBom`, { id: bom.id }, failure(404));
    await refused(tenantBToken, 'POST', GATHER, { bomId: bom.id }, failure(404));
    expect(await ok(adminToken, 'POST', `${BOM}/deleteBom`, { id: bom.id })).toBe(true);
  });
});
