import type { AuditLogDto, ExportedWorkbook, LoginLogDto } from '@qis/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createTenantWithAdmin, createUser, tenantIdByName } from '../../../test/factories';

let t: TestApp;
let adminToken: string;
let readerToken: string; // query on both logs, no export
let tenantBToken: string;

const LOGIN = '/qis/api/app/loginLog';
const AUDIT = '/qis/api/app/auditLog';
const DICT = '/qis/api/app/dataDictionary';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** A password sign-in from a browser; answers the token, or null when it was refused. */
async function signIn(userName: string, password: string, tenantName?: string): Promise<string | null> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/identity/api/Account/LocalLogin',
    headers: { 'user-agent': CHROME_ON_WINDOWS },
    payload: { userName, password, ...(tenantName ? { tenantName } : {}) },
  });
  const body = res.json();
  return body.code === 0 ? (body.data.accessToken as string) : null;
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const tenantA = await tenantIdByName(db);
  const readerRole = await createRole(db, {
    tenantId: tenantA,
    name: '日志查看',
    grants: { 'SystemManager.LoginLogManager': ['query'], 'SystemManager.AuditLogManager': ['query'] },
  });
  await createUser(db, { tenantId: tenantA, userName: 'log.reader', password: 'Reader@123' }, [readerRole]);
  await createTenantWithAdmin(db, { name: 'logs-b', adminUserName: 'badmin', adminPassword: 'LogsB@123' });
  adminToken = (await signIn('admin', 'Admin@123')) as string;
  expect(await signIn('admin', 'Wrong@123')).toBeNull();
  expect(await signIn('ghost', 'Ghost@123')).toBeNull();
  readerToken = await t.login('log.reader', 'Reader@123');
  tenantBToken = (await signIn('badmin', 'LogsB@123', 'logs-b')) as string;
});
afterAll(() => t?.close());

const { ok, refused } = apiClient(() => t);

type Page<T> = { items: T[]; totalCount: number };
const loginLogs = (query = '', token = adminToken) =>
  ok<Page<LoginLogDto>>(token, 'GET', `${LOGIN}/loginLogList?MaxResultCount=100${query}`);
const auditLogs = (query = '', token = adminToken) =>
  ok<Page<AuditLogDto>>(token, 'GET', `${AUDIT}/pagedList?MaxResultCount=100${query}`);

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (time: Date) => `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
const today = localDate(new Date());
const tomorrow = localDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
const yesterday = localDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
const range = (start: string, end: string) => `&startTime=${start}&endTime=${end}`;

/** The exported workbook's first sheet as rows of cell texts. */
async function sheetRows(workbook: ExportedWorkbook): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(workbook.contentBase64, 'base64') as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('workbook without a sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value == null ? '' : String(value))));
  });
  return rows;
}

describe('login log', () => {
  it('lists every sign-in of the tenant, newest first, with user, time, IP, client and result', async () => {
    const page = await loginLogs();
    const [newest] = page.items;
    expect(newest).toMatchObject({ userName: 'log.reader', succeeded: true, reason: null });
    const admin = page.items.find((log) => log.userName === 'admin' && log.succeeded);
    expect(admin).toMatchObject({
      name: '系统管理员',
      client: 'Chrome 120 / Windows 10',
      userAgent: CHROME_ON_WINDOWS,
      loginType: 1,
      ipAddress: '127.0.0.1',
    });
    expect(Date.parse(admin?.loginTime as string)).toBeGreaterThan(Date.now() - 5 * 60_000);
    expect(page.items.find((log) => log.userName === 'admin' && !log.succeeded)).toMatchObject({
      reason: '密码错误',
    });
    expect(page.items.find((log) => log.userName === 'ghost')).toMatchObject({
      name: null,
      succeeded: false,
      reason: '用户不存在',
    });
    const times = page.items.map((log) => Date.parse(log.loginTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('searches by user, result and date range, and pages', async () => {
    expect((await loginLogs('&userName=GHO')).items.map((log) => log.userName)).toEqual(['ghost']);
    const failed = await loginLogs('&succeeded=false');
    expect(failed.items.every((log) => !log.succeeded)).toBe(true);
    expect(failed.totalCount).toBe(2);
    const all = await loginLogs();
    expect((await loginLogs(range(today, today))).totalCount).toBe(all.totalCount);
    expect((await loginLogs(`&startTime=${today} 00:00:00`)).totalCount).toBe(all.totalCount);
    expect((await loginLogs(range(tomorrow, tomorrow))).totalCount).toBe(0);
    expect((await loginLogs(`&endTime=${yesterday}`)).totalCount).toBe(0);
    const second = await ok<Page<LoginLogDto>>(adminToken, 'GET', `${LOGIN}/loginLogList?SkipCount=1&MaxResultCount=1`);
    expect(second).toMatchObject({ totalCount: all.totalCount, items: [{ id: all.items[1]?.id }] });
  });

  it('refuses an end date before the start date, and dates that do not exist', async () => {
    await refused(
      adminToken,
      'GET',
      `${LOGIN}/loginLogList?${range(today, yesterday).slice(1)}`,
      undefined,
      failure(400, '参数 endTime 无效：结束日期不能早于开始日期'),
    );
    await refused(
      adminToken,
      'GET',
      `${LOGIN}/exportLoginLog?${range(today, yesterday).slice(1)}`,
      undefined,
      failure(400, '参数 endTime 无效：结束日期不能早于开始日期'),
    );
    await refused(
      adminToken,
      'GET',
      `${LOGIN}/loginLogList?startTime=2024-02-30`,
      undefined,
      failure(400, '参数 startTime 无效：日期无效'),
    );
    await refused(
      adminToken,
      'GET',
      `${LOGIN}/loginLogList?endTime=2024/01/01`,
      undefined,
      failure(400, '参数 endTime 无效：日期格式须为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss'),
    );
  });

  it('exports the filtered list as an .xlsx workbook', async () => {
    const workbook = await ok<ExportedWorkbook>(adminToken, 'GET', `${LOGIN}/exportLoginLog?succeeded=false`);
    expect(workbook.fileName).toMatch(/^登录日志\d{14}\.xlsx$/);
    const rows = await sheetRows(workbook);
    expect(rows[0]).toEqual(['用户', '姓名', '登录时间', 'IP', '客户端', '登录方式', '结果', '失败原因']);
    expect(rows.slice(1).map((row) => [row[0], row[6], row[7]])).toEqual(
      expect.arrayContaining([
        ['ghost', '失败', '用户不存在'],
        ['admin', '失败', '密码错误'],
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[4]).toBe('Chrome 120 / Windows 10');
    expect(rows[1]?.[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('is read with the query action; export needs the export action', async () => {
    expect((await loginLogs('', readerToken)).totalCount).toBeGreaterThan(0);
    await refused(readerToken, 'GET', `${LOGIN}/exportLoginLog`, undefined, failure(403, '抱歉，你无权访问该资源'));
  });
});

describe('operation log', () => {
  let typeId: string;
  beforeAll(async () => {
    const created = await ok<{ id: string; version: number }>(adminToken, 'POST', `${DICT}/dataDictionary`, {
      code: 'logTest',
      name: '日志测试',
    });
    typeId = created.id;
    await ok(adminToken, 'POST', `${DICT}/editDataDictionary`, {
      id: created.id,
      version: created.version,
      code: 'logTest',
      name: '日志测试（改）',
    });
  });

  it('lists each change with user, time, module, action, entity, before and after, and duration', async () => {
    const page = await auditLogs();
    const [edit, create] = page.items;
    expect(edit).toMatchObject({
      userName: 'admin',
      module: '数据字典',
      action: '修改数据字典类型',
      endpoint: 'editDataDictionary',
      method: 'POST',
      url: `${DICT}/editDataDictionary`,
      entityNames: 'dictionaryType',
    });
    expect(edit?.durationMs).toBeGreaterThanOrEqual(0);
    expect(edit?.entities).toEqual([
      expect.objectContaining({
        entity: 'dictionaryType',
        entityId: typeId,
        before: expect.objectContaining({ name: '日志测试', version: 1 }),
        after: expect.objectContaining({ name: '日志测试（改）', version: 2 }),
      }),
    ]);
    expect(create).toMatchObject({ action: '新增数据字典类型', module: '数据字典' });
    expect(create?.entities[0]).toMatchObject({ entityId: typeId, after: { code: 'logTest' } });
    expect(create?.entities[0]?.before).toBeUndefined();
  });

  it('searches by user, module and date range; offers the modules it has seen', async () => {
    const modules = await ok<string[]>(adminToken, 'GET', `${AUDIT}/moduleList`);
    expect(modules).toContain('数据字典');
    const all = await auditLogs();
    const dictionary = await auditLogs(`&module=${encodeURIComponent('数据字典')}`);
    expect(dictionary.totalCount).toBeGreaterThanOrEqual(2);
    expect(dictionary.items.every((log) => log.module === '数据字典')).toBe(true);
    expect((await auditLogs(`&module=${encodeURIComponent('用户管理')}`)).totalCount).toBe(
      all.items.filter((log) => log.module === '用户管理').length,
    );
    expect((await auditLogs('&userName=ADM')).totalCount).toBe(all.totalCount);
    expect((await auditLogs('&userName=nobody')).totalCount).toBe(0);
    expect((await auditLogs(range(today, today))).totalCount).toBe(all.totalCount);
    expect((await auditLogs(range(tomorrow, tomorrow))).totalCount).toBe(0);
    await refused(
      adminToken,
      'GET',
      `${AUDIT}/pagedList?${range(tomorrow, today).slice(1)}`,
      undefined,
      failure(400, '参数 endTime 无效：结束日期不能早于开始日期'),
    );
  });

  it('exports the filtered list as an .xlsx workbook, one line per changed entity', async () => {
    const workbook = await ok<ExportedWorkbook>(
      adminToken,
      'GET',
      `${AUDIT}/exportAuditLog?module=${encodeURIComponent('数据字典')}`,
    );
    expect(workbook.fileName).toMatch(/^操作日志\d{14}\.xlsx$/);
    const rows = await sheetRows(workbook);
    expect(rows[0]).toEqual([
      '用户',
      '时间',
      '模块',
      '操作',
      '实体',
      '实体ID',
      '修改前',
      '修改后',
      '耗时(ms)',
      'IP',
      '请求',
    ]);
    const editRow = rows.find((row) => row[3] === '修改数据字典类型');
    expect(editRow?.slice(0, 6)).toEqual([
      'admin',
      expect.any(String),
      '数据字典',
      '修改数据字典类型',
      'dictionaryType',
      typeId,
    ]);
    expect(JSON.parse(editRow?.[6] as string)).toMatchObject({ name: '日志测试' });
    expect(JSON.parse(editRow?.[7] as string)).toMatchObject({ name: '日志测试（改）' });
    expect(editRow?.[10]).toBe(`POST ${DICT}/editDataDictionary`);
  });

  it('is read with the query action; export needs the export action', async () => {
    expect((await auditLogs('', readerToken)).totalCount).toBeGreaterThan(0);
    await refused(readerToken, 'GET', `${AUDIT}/exportAuditLog`, undefined, failure(403, '抱歉，你无权访问该资源'));
  });
});

describe('tenants', () => {
  it('never see each other’s logs', async () => {
    const logins = await loginLogs('', tenantBToken);
    expect(logins.items.map((log) => log.userName)).toEqual(['badmin']);
    expect((await auditLogs('', tenantBToken)).totalCount).toBe(0);
    expect(await ok<string[]>(tenantBToken, 'GET', `${AUDIT}/moduleList`)).toEqual([]);
    await ok(tenantBToken, 'POST', `${DICT}/dataDictionary`, { code: 'logTest', name: 'B 的字典' });
    const own = await auditLogs('', tenantBToken);
    expect(own.items.map((log) => log.userName)).toEqual(['badmin']);
    const exported = await sheetRows(await ok<ExportedWorkbook>(tenantBToken, 'GET', `${LOGIN}/exportLoginLog`));
    expect(exported.slice(1).map((row) => row[0])).toEqual(['badmin']);
    expect((await auditLogs()).items.map((log) => log.userName)).not.toContain('badmin');
    expect((await loginLogs('&userName=badmin')).totalCount).toBe(0);
  });
});
