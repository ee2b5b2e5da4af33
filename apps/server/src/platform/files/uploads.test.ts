import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import { buildApp } from '../../app';
import { loadConfig } from '../config';
import { storedFiles } from './files.tables';
import { sweepExpiredImports } from './import-sweep';

// Issue 14 §2: uploads count against a quota per user and per tenant, import files live a day at most, and with
// the database storage an upload through one instance is read through another on the same database.

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const API = '/qis/api/app';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A user-import workbook of about `kilobytes` KB: random texts do not compress. */
async function importWorkbook(kilobytes: number, userName = 'quota.user'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  sheet.addRow(['账号', '姓名']);
  sheet.addRow([userName, '配额']);
  sheet.getCell('D1').value = randomBytes(kilobytes * 700).toString('base64');
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(app: FastifyInstance, token: string, bytes: Buffer, fileType: '1' | '2', mime = XLSX_MIME) {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: mime }), fileType === '1' ? 'a.xlsx' : 'a.png');
  return app.inject({ method: 'POST', url: `${API}/Common/UploadFile`, headers: bearer(token), payload: form });
}

const checkImport = (app: FastifyInstance, token: string, filePath: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/user/checkImportUser`,
    headers: bearer(token),
    payload: { filePath },
  });

describe('upload quotas (UPLOAD_QUOTA_USER_MB, UPLOAD_QUOTA_TENANT_MB)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 30 KB per user, 50 KB per tenant: two uploads of 12 KB fit a user, the fifth of the tenant does not.
    t = await buildTestApp({ UPLOAD_QUOTA_USER_MB: String(30 / 1024), UPLOAD_QUOTA_TENANT_MB: String(50 / 1024) });
  });
  afterAll(() => t?.close());

  it('refuses with 400 naming the limit an upload past the user’s quota, then past the tenant’s', async () => {
    const admin = await t.login('admin', 'Admin@123');
    const viewer = await t.login('wangfang', 'Viewer@123');
    const file = await importWorkbook(12);
    expect(file.length).toBeGreaterThan(11 * 1024);
    expect(file.length).toBeLessThan(15 * 1024);
    for (let i = 0; i < 2; i++) expect((await upload(t.app, viewer, file, '1')).json().code).toBe(0);
    const third = await upload(t.app, viewer, file, '1');
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe(
      '上传失败：您的上传空间已满（每个用户最多 30 KB），导入文件过期后会自动删除，请稍后再试',
    );
    expect((await upload(t.app, admin, file, '1')).json().code).toBe(0);
    const tenantFull = await upload(t.app, admin, file, '1');
    expect(tenantFull.statusCode).toBe(400);
    expect(tenantFull.json().message).toBe('上传失败：本租户的上传空间已满（每个租户最多 50 KB），请联系管理员');
    const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(storedFiles);
    expect(row?.count).toBe(3);
  });
});

describe('the import sweep (IMPORT_RETENTION_HOURS, default one day)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('deletes import files older than a day and keeps newer ones', async () => {
    const admin = await t.login('admin', 'Admin@123');
    const old = (await upload(t.app, admin, await importWorkbook(1, 'sweep.old'), '1')).json().data.filePath as string;
    const fresh = (await upload(t.app, admin, await importWorkbook(1, 'sweep.new'), '1')).json().data.filePath;
    await t.database.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(storedFiles.key, old.replace('/qis/files/', '')));
    expect(await sweepExpiredImports(t.app.services)).toBe(1);
    expect((await checkImport(t.app, admin, old)).json()).toEqual({
      code: 400,
      message: '参数 filePath 无效：导入文件不存在，请重新上传',
    });
    expect((await checkImport(t.app, admin, fresh)).json()).toMatchObject({ code: 0, data: { rowCount: 1 } });
  });
});

describe('two instances on one database (FILE_STORAGE=database, the default with DATABASE_URL)', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDataDir: string;
  beforeAll(async () => {
    t = await buildTestApp({ FILE_STORAGE: 'database' });
    secondDataDir = mkdtempSync(path.join(tmpdir(), 'qis-second-'));
    const config = loadConfig({
      DATA_DIR: secondDataDir,
      FILE_STORAGE: 'database',
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${t.smtp.port}`,
    });
    second = await buildApp({ config, database: t.database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    rmSync(secondDataDir, { recursive: true, force: true });
  });

  it('reads through the second instance an image and an import uploaded through the first', async () => {
    const token = await t.login('admin', 'Admin@123');
    const image = (await upload(t.app, token, PNG, '2', 'image/png')).json().data.filePath as string;
    const served = await second.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(Buffer.from(served.rawPayload).equals(PNG)).toBe(true);

    const workbook = (await upload(t.app, token, await importWorkbook(1, 'shared.user'), '1')).json().data.filePath;
    const checked = await checkImport(second, token, workbook);
    expect(checked.json()).toMatchObject({ code: 0, data: { rowCount: 1, errors: [] } });
  });
});
