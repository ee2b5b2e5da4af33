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
import { type DatabaseHandle, openDatabase } from '../db/database';
import { storedFiles } from './files.tables';
import { sweepExpiredImports } from './import-sweep';

// Issue 14 §2: uploads count against a quota per user and per tenant, import files are deleted once imported or a
// day after their upload, the import size limit holds, and on PostgreSQL an upload through one instance is read
// through another instance on the same database.

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const API = '/qis/api/app';
const GONE = { code: 400, message: '参数 filePath 无效：导入文件不存在，请重新上传' };
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A data workbook (a header and one value) padded with `padding` random bytes, which do not compress. */
async function workbook(padding = 0): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  sheet.addRow(['长度']);
  sheet.addRow([12.5]);
  if (padding > 0) book.addWorksheet('填充').getCell('A1').value = randomBytes(padding).toString('base64');
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(app: FastifyInstance, token: string, bytes: Buffer, fileType: '1' | '2', mime = XLSX_MIME) {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: mime }), fileType === '1' ? 'a.xlsx' : 'a.png');
  return app.inject({ method: 'POST', url: `${API}/Common/UploadFile`, headers: bearer(token), payload: form });
}

const importData = (app: FastifyInstance, token: string, filePath: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/data/importExcelOfData`,
    headers: bearer(token),
    payload: { filePath, folderId: null },
  });

const storedCount = async (db: TestApp['database']['db']) =>
  (await db.select({ count: sql<number>`count(*)::int` }).from(storedFiles))[0]?.count;

describe('upload quotas (UPLOAD_QUOTA_USER_MB, UPLOAD_QUOTA_TENANT_MB)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 30 KB per user, 45 KB per tenant: two uploads of 12-14 KB fit a user, the fourth of the tenant does not.
    t = await buildTestApp({ UPLOAD_QUOTA_USER_MB: String(30 / 1024), UPLOAD_QUOTA_TENANT_MB: String(45 / 1024) });
  });
  afterAll(() => t?.close());

  it('refuses with 400 naming the limit an upload past the user’s quota, then past the tenant’s', async () => {
    const admin = await t.login('admin', 'Admin@123');
    const viewer = await t.login('wangfang', 'Viewer@123');
    const file = await workbook(6 * 1024);
    expect(file.length).toBeGreaterThan(12 * 1024);
    expect(file.length).toBeLessThan(14 * 1024);
    for (let i = 0; i < 2; i++) expect((await upload(t.app, viewer, file, '1')).json().code).toBe(0);
    expect((await upload(t.app, viewer, file, '1')).json()).toEqual({
      code: 400,
      message: '上传失败：您的上传空间已满（每个用户最多 30 KB），导入文件导入后或一天后会自动删除，请稍后再试',
    });
    expect((await upload(t.app, admin, file, '1')).json().code).toBe(0);
    expect((await upload(t.app, admin, file, '1')).json()).toEqual({
      code: 400,
      message: '上传失败：本租户的上传空间已满（每个租户最多 45 KB），请联系管理员',
    });
    expect(await storedCount(t.database.db)).toBe(3);
  });
});

describe('import files', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login('admin', 'Admin@123');
  });
  afterAll(() => t?.close());

  it('are deleted once imported, and kept when the import is refused', async () => {
    const filePath = (await upload(t.app, admin, await workbook(), '1')).json().data.filePath as string;
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}/data/importExcelOfData`,
      headers: bearer(admin),
      payload: { filePath, folderId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(refused.json().code).not.toBe(0);
    expect((await importData(t.app, admin, filePath)).json().code).toBe(0);
    expect((await importData(t.app, admin, filePath)).json()).toEqual(GONE);
    expect(await storedCount(t.database.db)).toBe(0);
  });

  it('are deleted a day after their upload (IMPORT_RETENTION_HOURS), newer ones kept', async () => {
    const old = (await upload(t.app, admin, await workbook(), '1')).json().data.filePath as string;
    const fresh = (await upload(t.app, admin, await workbook(), '1')).json().data.filePath as string;
    const image = (await upload(t.app, admin, PNG, '2', 'image/png')).json().data.filePath as string;
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await t.database.db
      .update(storedFiles)
      .set({ createdAt: dayAgo })
      .where(sql`${storedFiles.key} <> ${fresh.slice(11)}`);
    expect(await sweepExpiredImports(t.app.services)).toBe(1);
    expect((await importData(t.app, admin, old)).json()).toEqual(GONE);
    expect((await importData(t.app, admin, fresh)).json().code).toBe(0);
    // Images (avatars) are no imports: they stay.
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
  });

  it('over 20 MB are refused with 400 naming the limit, and not stored', async () => {
    const before = await storedCount(t.database.db);
    const big = Buffer.concat([await workbook(), Buffer.alloc(20 * 1024 * 1024)]);
    expect((await upload(t.app, admin, big, '1')).json()).toEqual({ code: 400, message: '导入文件最大20M' });
    expect(await storedCount(t.database.db)).toBe(before);
  });
});

describe.skipIf(!process.env.QIS_TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let t: TestApp & { baseUrl: string };
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  let secondDataDir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const url = t.database.url;
    if (!url) throw new Error('the test database is no PostgreSQL database');
    // Its own connections and its own DATA_DIR: all the instances share is the database.
    secondDatabase = await openDatabase({ kind: 'postgres', url });
    secondDataDir = mkdtempSync(path.join(tmpdir(), 'qis-second-'));
    const config = loadConfig({
      // The same public origin: tokens name it as their issuer.
      PUBLIC_URL: t.baseUrl,
      DATA_DIR: secondDataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${t.smtp.port}`,
    });
    second = await buildApp({ config, database: secondDatabase, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await t?.close();
    rmSync(secondDataDir, { recursive: true, force: true });
  });

  it('read through the second instance an avatar and an import uploaded through the first', async () => {
    const token = await t.login('admin', 'Admin@123');
    const image = (await upload(t.app, token, PNG, '2', 'image/png')).json().data.filePath as string;
    const served = await second.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(Buffer.from(served.rawPayload).equals(PNG)).toBe(true);

    const filePath = (await upload(t.app, token, await workbook(), '1')).json().data.filePath as string;
    const imported = await importData(second, token, filePath);
    expect(imported.json()).toMatchObject({ code: 0, data: { name: '导入数据' } });
    // Deleted once imported, for the first instance too.
    expect((await importData(t.app, token, filePath)).json()).toEqual(GONE);
    const [row] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, image.slice(11)));
    expect(row?.size).toBe(PNG.length);
  });
});
