import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { emptyRowsBomb, lastCellBomb } from '../../../test/spreadsheet-bombs';

// Issue 14 §2: a signed-in user must not stop or starve the server with a small workbook that is huge once read.
// Every reader of uploaded sheets refuses it with a Chinese 400 naming its limit, reads off the main thread, and the
// server keeps answering meanwhile.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t?.close());

const { call, ok, refused } = apiClient(() => t);
const API = '/qis/api/app';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(bytes: Buffer, name = 'bomb.xlsx'): Promise<string> {
  const form = new FormData();
  form.append('fileType', '1');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX_MIME }), name);
  const res = await call(admin, 'POST', `${API}/Common/UploadFile`, form);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data.filePath as string;
}

const tail = '，请删去多余的行列（含空白但有格式的单元格）后重新上传';
const LIMITS = {
  tree: `导入文件过大：每张工作表最多 5000 行、50 列${tail}`,
  matrix: `导入文件过大：每张工作表最多 400 行（不含表头）、400 列${tail}`,
  users: `导入文件过大：每张工作表最多 10100 行（不含表头）、50 列${tail}`,
  data: `导入文件过大：每张工作表最多 100000 行（不含表头）、200 列${tail}`,
};

const previewTree = (filePath: string) =>
  call(admin, 'POST', `${API}/newToolsChart/obtainTreeDiagramJson`, { filePath });

async function expectAlive() {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode).toBe(200);
}

/**
 * Runs `bomb` while other requests (GET /healthz, the signed-in user's info) are made one after another: answers
 * the bomb's response and the slowest other answer in ms.
 */
async function whileOthersAsk<R>(bomb: () => Promise<R>) {
  let done = false;
  const pending = bomb().finally(() => {
    done = true;
  });
  let slowest = 0;
  let answered = 0;
  while (!done) {
    const started = performance.now();
    const [health, me] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      call(admin, 'GET', `${API}/user/currentUserInfo`),
    ]);
    expect([health.statusCode, me.statusCode]).toEqual([200, 200]);
    slowest = Math.max(slowest, performance.now() - started);
    answered++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { res: await pending, slowest, answered };
}

/**
 * Milliseconds the main thread (the event loop) was busy while `request` ran alone: what it spent on the request
 * itself, however long the request took (on a loaded machine also the time it waited for a core mid-task).
 */
async function mainThreadBusyMs(request: () => Promise<unknown>): Promise<number> {
  const busy = async () => {
    const before = performance.eventLoopUtilization();
    await request();
    return performance.eventLoopUtilization(before).active;
  };
  // The better of two: the first also collects the garbage of building the bomb in this process.
  return Math.min(await busy(), await busy());
}

describe('a 2 KB workbook declaring A1:XFD1048576 with one cell at XFD1048576', () => {
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await lastCellBomb();
    expect(bytes.length).toBeLessThan(2048);
  });

  it('is refused by the tree preview with 400 naming the limit, and the server stays up', async () => {
    const filePath = await upload(bytes);
    await refused(() => previewTree(filePath), failure(400, LIMITS.tree));
    await expectAlive();
  });

  it('is refused by the user check and import, the matrix import and the data import with their limits', async () => {
    const filePath = await upload(bytes);
    await refused(admin, 'POST', `${API}/user/checkImportUser`, { filePath }, failure(400, LIMITS.users));
    await refused(admin, 'POST', `${API}/user/importUser`, { filePath }, failure(400, LIMITS.users));
    const matrix = await ok<{ id: string; version: number }>(admin, 'POST', `${API}/folders/creatOrEditFiles`, {
      name: '炸弹矩阵',
      folderId: null,
      kind: 'matrix',
      space: 'newTools',
    });
    const body = { id: matrix.id, version: matrix.version, filePath, type: 1 };
    await refused(admin, 'POST', `${API}/matrixDiagram/importExcel`, body, failure(400, LIMITS.matrix));
    const data = { filePath, folderId: null };
    await refused(admin, 'POST', `${API}/data/importExcelOfData`, data, failure(400, LIMITS.data));
    await expectAlive();
  });
});

describe('mostly empty rows', () => {
  it('200,000 are refused by the tree preview while other requests answer within a second', async () => {
    const filePath = await upload(await emptyRowsBomb(200_000));
    const { res, slowest, answered } = await whileOthersAsk(() => previewTree(filePath));
    expect(res.json()).toEqual({ code: 400, message: LIMITS.tree });
    expect(answered).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(1000);
    // The main thread only reads the file, hands it to a worker and receives its short answer: 65 ms of 2.7 s at a
    // load of 10 on two cores, where reading the sheet on the main thread took seconds (10-37 s in issue 14).
    expect(await mainThreadBusyMs(() => previewTree(filePath))).toBeLessThan(250);
  });

  it('1,000,000 are refused by the data import, which reads up to 100,000 of them, while others answer', async () => {
    const bytes = await emptyRowsBomb(1_000_000);
    expect(bytes.length).toBeLessThan(6 * 1024 * 1024);
    const filePath = await upload(bytes);
    const importData = () => call(admin, 'POST', `${API}/data/importExcelOfData`, { filePath, folderId: null });
    const { res, slowest } = await whileOthersAsk(importData);
    expect(res.json()).toEqual({ code: 400, message: LIMITS.data });
    expect(slowest).toBeLessThan(1000);
    await expectAlive();
  });
});

describe('a legacy .xls past the limits', () => {
  it('is refused by its row count before its rows are turned into cells', async () => {
    const rows = [['账号', '姓名'], ...Array.from({ length: 10_100 + 5 }, (_, i) => [`u${i}`, '某'])];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '用户');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const filePath = await upload(bytes, 'users.xls');
    await refused(admin, 'POST', `${API}/user/checkImportUser`, { filePath }, failure(400, LIMITS.users));
  });
});
