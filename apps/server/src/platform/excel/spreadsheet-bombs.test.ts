import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { emptyRowsBomb, lastCellBomb } from '../../../test/spreadsheet-bombs';
import { DATA_SHEET_LIMITS, MATRIX_SHEET_LIMITS, TREE_SHEET_LIMITS, USER_SHEET_LIMITS } from './sheet-limits';

// Issue 14 §2: a signed-in user must not stop or starve the server with a small workbook that is huge once read.
// Every reader of uploaded sheets refuses it with a Chinese 400 naming its limit, reads off the main thread, and the
// server keeps answering meanwhile.

let t: TestApp;
let viewer: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await t.login('wangfang', 'Viewer@123');
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t?.close());

const { call } = apiClient(() => t);
const API = '/qis/api/app';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(token: string, bytes: Buffer, name = 'bomb.xlsx'): Promise<string> {
  const form = new FormData();
  form.append('fileType', '1');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX_MIME }), name);
  const res = await call(token, 'POST', `${API}/Common/UploadFile`, form);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data.filePath as string;
}

const limitMessage = (rows: number, columns: number) =>
  `导入文件过大：每张工作表最多 ${rows} 行、${columns} 列，请删去多余的行列（含空白但有格式的单元格）后重新上传`;

const preview = (filePath: string) => call(viewer, 'POST', `${API}/newToolsChart/obtainTreeDiagramJson`, { filePath });

async function expectAlive() {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode).toBe(200);
}

describe('a 1.6 KB workbook with one cell at XFD1048576', () => {
  let filePath: string;

  beforeAll(async () => {
    const bytes = await lastCellBomb();
    expect(bytes.length).toBeLessThan(2048);
    filePath = await upload(viewer, bytes);
  });

  it('is refused by the tree preview with 400 naming the limit, and the server stays up', async () => {
    const res = await preview(filePath);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(limitMessage(TREE_SHEET_LIMITS.rows, TREE_SHEET_LIMITS.columns));
    await expectAlive();
  });

  it('is refused by the user import, the matrix import and the data import with their limits', async () => {
    const adminPath = await upload(admin, await lastCellBomb());
    const users = await call(admin, 'POST', `${API}/user/importUser`, { filePath: adminPath });
    expect(users.json()).toEqual({
      code: 400,
      message: limitMessage(USER_SHEET_LIMITS.rows, USER_SHEET_LIMITS.columns),
    });

    const matrix = await call(admin, 'POST', `${API}/folders/creatOrEditFiles`, {
      name: '炸弹矩阵',
      folderId: null,
      kind: 'matrix',
      space: 'newTools',
    });
    const { id, version } = matrix.json().data as { id: string; version: number };
    const imported = await call(admin, 'POST', `${API}/matrixDiagram/importExcel`, {
      id,
      version: version ?? 1,
      filePath: adminPath,
      type: 1,
    });
    expect(imported.statusCode, imported.body).toBe(400);
    expect(imported.json().message).toBe(limitMessage(MATRIX_SHEET_LIMITS.rows, MATRIX_SHEET_LIMITS.columns));

    const data = await call(admin, 'POST', `${API}/data/importExcelOfData`, { filePath: adminPath, folderId: null });
    expect(data.statusCode, data.body).toBe(400);
    expect(data.json().message).toBe(limitMessage(DATA_SHEET_LIMITS.rows, DATA_SHEET_LIMITS.columns));
    await expectAlive();
  });
});

describe('200,000 mostly empty rows', () => {
  it('are refused with 400 while the event loop keeps answering other requests', async () => {
    const filePath = await upload(viewer, await emptyRowsBomb(200_000));
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const pending = preview(filePath);
    const started = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    const answeredIn = performance.now() - started;
    const res = await pending;
    delay.disable();
    expect(health.statusCode).toBe(200);
    expect(answeredIn).toBeLessThan(1000);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(limitMessage(TREE_SHEET_LIMITS.rows, TREE_SHEET_LIMITS.columns));
    // The main thread only starts the worker and receives its short answer.
    expect(delay.max / 1e6).toBeLessThan(500);
  });
});

describe('a legacy .xls past the limits', () => {
  it('is refused by its row count before its rows are turned into cells', async () => {
    const rows = [['账号', '姓名'], ...Array.from({ length: USER_SHEET_LIMITS.rows + 5 }, (_, i) => [`u${i}`, '某'])];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '用户');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const filePath = await upload(admin, bytes, 'users.xls');
    const res = await call(admin, 'POST', `${API}/user/checkImportUser`, { filePath });
    expect(res.json()).toEqual({ code: 400, message: limitMessage(USER_SHEET_LIMITS.rows, USER_SHEET_LIMITS.columns) });
  });
});
