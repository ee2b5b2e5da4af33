import { MS_FILE_MESSAGES, type MsDataSheetDto, type MsFileDto, UNREADABLE_IMPORT_FILE } from '@qis/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { apiClient, business, failure } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-app';
import { operationLogs } from '../../../db/tables';
import { columnsOfRows } from './data-sheets.service';
import { type MsTestUsers, signInMsTestUsers } from './ms-test-users';

let t: TestApp;
let u: MsTestUsers;
const { call, ok, refused } = apiClient(() => t);

const DATA = '/qis/api/app/mSData';
const IMPORT = '/qis/api/app/data/importExcelOfData';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInMsTestUsers(t, 'mss');
});
afterAll(() => t?.close());

const createData = (name: string, token = u.mine) =>
  ok<MsFileDto>(token, 'POST', '/qis/api/app/folders/creatOrEditFiles', { name, folderId: null });
const detail = (id: string, token = u.mine) => ok<MsDataSheetDto>(token, 'GET', `${DATA}/dataDetail?id=${id}`);

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('数据');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function xlsOf(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '数据');
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** Uploads an import file (fileType 1) and answers its filePath. */
async function upload(bytes: Buffer, fileName: string, token = u.mine): Promise<string> {
  const form = new FormData();
  form.append('fileType', '1');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX_MIME }), fileName);
  const res = await call(token, 'POST', '/qis/api/app/Common/UploadFile', form);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data.filePath as string;
}

describe('data sheets: access and validation', () => {
  it('needs a signed-in user, and the statistics plugin', async () => {
    await refused(undefined, 'GET', `${DATA}/myDataPage`, undefined, failure(401));
    await refused(undefined, 'POST', `${DATA}/saveData`, { id: crypto.randomUUID(), columns: [] }, failure(401));
    await refused(undefined, 'POST', IMPORT, { filePath: '/x.xlsx' }, failure(401));
    await refused(u.noPlugin, 'GET', `${DATA}/myDataPage`, undefined, failure(403, '插件未启用'));
    await refused(u.noPlugin, 'POST', IMPORT, { filePath: '/x.xlsx' }, failure(403, '插件未启用'));
  });

  it('refuses a sheet over its limits with 400 naming the field, writing nothing', async () => {
    const id = crypto.randomUUID();
    const column = (cells: (string | null)[]) => ({ name: '列', cells });
    const cases: [unknown, RegExp][] = [
      [{ id, columns: Array(201).fill(column([])), version: 1 }, /^参数 columns 无效：数据表最多200列/],
      [
        { id, columns: [column(Array(100_001).fill(null))], version: 1 },
        /^参数 columns\.0\.cells 无效：数据表最多100000行/,
      ],
      [
        { id, columns: [column(['1', 'x'.repeat(101)])], version: 1 },
        /^参数 columns\.0\.cells\.1 无效：单元格内容不能超过100个字符/,
      ],
      [
        { id, columns: [{ name: 'x'.repeat(101), cells: [] }], version: 1 },
        /^参数 columns\.0\.name 无效：列名不能超过100个字符/,
      ],
      [{ id, columns: [column([12 as unknown as string])], version: 1 }, /^参数 columns\.0\.cells\.0 无效/],
      [{ id, columns: [], version: 0 }, /^参数 version 无效/],
    ];
    for (const [payload, message] of cases)
      await refused(u.mine, 'POST', `${DATA}/saveData`, payload, failure(400, message));
    await refused(u.mine, 'GET', `${DATA}/dataDetail?id=1`, undefined, failure(400, /^参数 id 无效/));
    await refused(u.mine, 'POST', IMPORT, { filePath: '' }, failure(400, /^参数 filePath 无效/));
  });
});

describe('data sheets', () => {
  it('saves a whole sheet, and refuses a stale save with 409, writing nothing', async () => {
    const file = await createData('整表');
    expect(await detail(file.id)).toEqual({ id: file.id, name: '整表', columns: [], rowCount: 0, version: 1 });
    const columns = [
      { name: '直径', cells: ['10.02', '9.98', '', '10.01'] },
      { name: '批次', cells: ['A', null] },
    ];
    const saved = await ok<MsDataSheetDto>(u.mine, 'POST', `${DATA}/saveData`, { id: file.id, columns, version: 1 });
    const stored = [
      { name: '直径', cells: ['10.02', '9.98', null, '10.01'] },
      { name: '批次', cells: ['A', null] },
    ];
    expect(saved).toEqual({ id: file.id, name: '整表', columns: stored, rowCount: 4, version: 2 });
    expect(await detail(file.id)).toEqual(saved);
    const [log] = await t.database.db.select().from(operationLogs).where(eq(operationLogs.endpoint, 'saveMsData'));
    expect((log?.changes as { entities: unknown }).entities).toEqual([
      {
        entity: 'msDataSheet',
        entityId: file.id,
        before: { rowCount: 0, version: 1 },
        after: { rowCount: 4, version: 2, columnCount: 2 },
      },
    ]);
    const stale = { id: file.id, columns: [{ name: '覆盖', cells: ['1'] }], version: 1 };
    await refused(u.mine, 'POST', `${DATA}/saveData`, stale, failure(409));
    expect(await detail(file.id)).toEqual(saved);
    const listed = await ok<MsFileDto[]>(u.mine, 'GET', '/qis/api/app/folders/filesList');
    expect(listed.find((f) => f.id === file.id)?.size).toBe(4);
  });

  it('logs a large sheet save by its size, not its cells', async () => {
    const file = await createData('大表');
    const cells = Array.from({ length: 5000 }, (_, i) => String(100 + i / 1000));
    const columns = ['A', 'B', 'C'].map((name) => ({ name, cells }));
    await ok(u.mine, 'POST', `${DATA}/saveData`, { id: file.id, columns, version: 1 });
    const logs = await t.database.db.select().from(operationLogs).where(eq(operationLogs.endpoint, 'saveMsData'));
    const input = logs.map((log) => (log.changes as { input: unknown }).input).at(-1) as {
      omitted: boolean;
      bytes: number;
    };
    expect(input.omitted).toBe(true);
    expect(input.bytes).toBeGreaterThan(64 * 1024);
  });

  it('has no sheet for an analysis file', async () => {
    const analysis = await ok<MsFileDto>(u.mine, 'POST', '/qis/api/app/folders/creatOrEditFiles', {
      name: '方差',
      kind: 'oneWayAnova',
    });
    await refused(u.mine, 'GET', `${DATA}/dataDetail?id=${analysis.id}`, undefined, business(MS_FILE_MESSAGES.notData));
    const save = { id: analysis.id, columns: [], version: 1 };
    await refused(u.mine, 'POST', `${DATA}/saveData`, save, business(MS_FILE_MESSAGES.notData));
  });

  it('pages my live data files, filtered by name', async () => {
    await createData('页 甲');
    const binned = await createData('页 乙');
    await ok(u.mine, 'DELETE', `/qis/api/app/folders/files?id=${binned.id}`);
    const page = await ok<{ items: MsFileDto[]; totalCount: number }>(
      u.mine,
      'GET',
      `${DATA}/myDataPage?name=${encodeURIComponent('页')}`,
    );
    expect(page.items.map((f) => f.name)).toEqual(['页 甲']);
    expect(page.totalCount).toBe(1);
  });
});

describe('import of an Excel workbook', () => {
  it('creates a data file from the first sheet of an .xlsx: header names, cells as text, trailing empty rows dropped', async () => {
    const folder = await ok<{ id: string }>(u.mine, 'POST', '/qis/api/app/folders/creatOrEditFolder', { name: '导入' });
    const workbook = await xlsxOf([
      ['直径', '', '批次'],
      [10.25, 3, 'A'],
      [9.875, null, 'B'],
      [1234567.891, 0.1, ''],
      ['', '', ''],
      [null, null, null],
    ]);
    // An import file serves one import (it is deleted once imported): each import uploads it again.
    const uploaded = () => upload(workbook, 'data.xlsx');
    const filePath = await uploaded();
    const file = await ok<MsFileDto>(u.mine, 'POST', IMPORT, { filePath, folderId: folder.id, name: '导入样本' });
    expect(file).toMatchObject({ name: '导入样本', kind: 'data', size: 3, folderId: folder.id });
    expect((await detail(file.id)).columns).toEqual([
      { name: '直径', cells: ['10.25', '9.875', '1234567.891'] },
      { name: 'B', cells: ['3', null, '0.1'] },
      { name: '批次', cells: ['A', 'B', null] },
    ]);
    // Without a name: 导入数据, then 导入数据 (1).
    const named = await ok<MsFileDto>(u.mine, 'POST', IMPORT, { filePath: await uploaded(), folderId: folder.id });
    const again = await ok<MsFileDto>(u.mine, 'POST', IMPORT, { filePath: await uploaded(), folderId: folder.id });
    expect([named.name, again.name]).toEqual(['导入数据', '导入数据 (1)']);
    const another = await uploaded();
    await refused(
      u.mine,
      'POST',
      IMPORT,
      { filePath: another, folderId: folder.id, name: '导入样本' },
      business(MS_FILE_MESSAGES.fileNameTaken),
    );
  });

  it('imports a legacy .xls the same way', async () => {
    const filePath = await upload(
      xlsOf([
        ['长度', '宽度'],
        [1.5, 2],
        [2.5, ''],
      ]),
      'data.xls',
    );
    const file = await ok<MsFileDto>(u.mine, 'POST', IMPORT, { filePath, folderId: null, name: '旧格式' });
    expect((await detail(file.id)).columns).toEqual([
      { name: '长度', cells: ['1.5', '2.5'] },
      { name: '宽度', cells: ['2', null] },
    ]);
  });

  it('refuses an unreadable, a missing, an empty or a too wide workbook with 400, writing nothing', async () => {
    const good = await xlsxOf([['a'], [1]]);
    const broken = await upload(good.subarray(0, Math.floor(good.length * 0.6)), 'broken.xlsx');
    await refused(u.mine, 'POST', IMPORT, { filePath: broken }, failure(400, UNREADABLE_IMPORT_FILE));
    await refused(
      u.mine,
      'POST',
      IMPORT,
      { filePath: '/qis/files/nothing.xlsx' },
      failure(400, '参数 filePath 无效：导入文件不存在，请重新上传'),
    );
    const empty = await upload(await xlsxOf([]), 'empty.xlsx');
    await refused(u.mine, 'POST', IMPORT, { filePath: empty }, failure(400, '导入文件中没有数据'));
    const wide = await upload(await xlsxOf([Array.from({ length: 201 }, (_, i) => `c${i}`)]), 'wide.xlsx');
    await refused(
      u.mine,
      'POST',
      IMPORT,
      { filePath: wide },
      failure(
        400,
        '导入文件过大：每张工作表最多 100000 行（不含表头）、200 列，请删去多余的行列（含空白但有格式的单元格）后重新上传',
      ),
    );
    // Another user's upload is no import file of mine... nor another tenant's.
    const theirs = await upload(good, 'theirs.xlsx', u.otherTenant);
    await refused(u.mine, 'POST', IMPORT, { filePath: theirs }, failure(400, /^参数 filePath 无效/));
  });

  it('reads rows into columns with the sheet’s limits', () => {
    expect(
      columnsOfRows([
        ['x', '', ''],
        ['1', '', ''],
        ['', '', ''],
      ]),
    ).toEqual([{ name: 'x', cells: ['1'] }]);
    const tall = [['h'], ...Array.from({ length: 100_001 }, () => ['1'])];
    expect(() => columnsOfRows(tall)).toThrow('导入文件超过100000行数据，无法导入');
    expect(columnsOfRows(tall.slice(0, 100_001))[0]?.cells).toHaveLength(100_000);
    expect(() =>
      columnsOfRows([
        ['a', 'b'],
        ['1', 'x'.repeat(101)],
      ]),
    ).toThrow('B2 单元格的内容超过100个字符，无法导入');
  });
});

describe('nobody else sees my sheets', () => {
  it('answers another user and another tenant 404, and lists none of my data files', async () => {
    const file = await createData('私有表');
    for (const token of [u.colleague, u.otherTenant]) {
      await refused(token, 'GET', `${DATA}/dataDetail?id=${file.id}`, undefined, failure(404));
      const save = { id: file.id, columns: [{ name: '改', cells: ['1'] }], version: 1 };
      await refused(token, 'POST', `${DATA}/saveData`, save, failure(404));
      expect(await ok(token, 'GET', `${DATA}/myDataPage`)).toEqual({ items: [], totalCount: 0 });
    }
    const myUpload = await upload(await xlsxOf([['a'], [1]]), 'mine.xlsx');
    const folder = await ok<{ id: string }>(u.mine, 'POST', '/qis/api/app/folders/creatOrEditFolder', { name: '目标' });
    const into = { filePath: myUpload, folderId: folder.id };
    await refused(u.colleague, 'POST', IMPORT, into, failure(404));
  });
});
