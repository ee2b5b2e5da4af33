import { DEFAULT_IMPORT_PASSWORD, P, PASSWORD_MESSAGES, type UserListItem } from '@qis/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createTenantWithAdmin, createUser, tenantIdByName } from '../../../test/factories';
import { operationLogs, roles } from '../../db/tables';
import { readFirstSheet } from '../../platform/excel/sheet-reader';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await t.login('admin', 'Admin@123');
});
afterAll(() => t?.close());

const { call, nothingWritten, loginCode } = apiClient(() => t);

const HEADER = ['账号', '姓名', '手机号', '邮箱', '座机', '组织', '岗位', '角色', '初始密码'];
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A legacy .xls (BIFF8), as older Excel versions save it. */
function xlsOf(rows: string[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '用户');
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** Uploads an import file (fileType 1) and answers its filePath. */
async function upload(bytes: Buffer, fileName: string, token = adminToken): Promise<string> {
  const form = new FormData();
  form.append('fileType', '1');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX_MIME }), fileName);
  const res = await call(token, 'POST', '/qis/api/app/Common/UploadFile', form);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data.filePath as string;
}

const post = (path: string, payload: Record<string, unknown>, token = adminToken) =>
  call(token, 'POST', `/qis/api/app/user/${path}`, payload);
const importFile = (filePath: string, token = adminToken) => post('importUser', { filePath }, token);
const checkFile = async (filePath: string) => {
  const res = await post('checkImportUser', { filePath });
  expect(res.json().code, res.body).toBe(0);
  return res.json().data as { rowCount: number; errors: Array<{ row: number; userName: string; messages: string[] }> };
};
const findUser = async (userName: string): Promise<UserListItem | undefined> => {
  const res = await call(adminToken, 'GET', `/qis/api/app/user/userListPage?filter=${encodeURIComponent(userName)}`);
  return (res.json().data.items as UserListItem[]).find((u) => u.userName === userName);
};

describe('import template (importUserTemplate)', () => {
  let template: Buffer;

  it('has the header row and one example row naming this tenant’s organization, post and role', async () => {
    const res = await call(adminToken, 'GET', '/qis/api/app/user/importUserTemplate');
    const data = res.json().data as { fileName: string; contentBase64: string };
    expect(data.fileName).toBe('用户导入模板.xlsx');
    template = Buffer.from(data.contentBase64, 'base64');
    expect(await readFirstSheet(template, 'xlsx')).toEqual([
      HEADER,
      [
        '【示例】zhangsan',
        '张三',
        '13800138000',
        'zhangsan@example.com',
        '0512-12345678',
        '总经理办公室/质量部',
        '质量经理',
        '只读用户',
        '',
      ],
    ]);
  });

  it('names a role any importer may grant: without a default role one that is not the administrator role', async () => {
    const other = await createTenantWithAdmin(t.database.db, {
      name: 'template-tenant',
      adminUserName: 'tpl.admin',
      adminPassword: 'Template@1',
    });
    // Neither name tells which role is the administrator role: only the flag does.
    await t.database.db.update(roles).set({ name: 'Administrators' }).where(eq(roles.id, other.adminRoleId));
    await createRole(t.database.db, { tenantId: other.tenantId, name: '质量管理员', grants: {} });
    const token = await t.login('tpl.admin', 'Template@1', 'template-tenant');
    const res = await call(token, 'GET', '/qis/api/app/user/importUserTemplate');
    const [, example] = await readFirstSheet(Buffer.from(res.json().data.contentBase64, 'base64'), 'xlsx');
    expect(example?.[HEADER.indexOf('角色')]).toBe('质量管理员');
  });

  it('never imports the example row: the template as it is has no users, with two typed rows imports two', async () => {
    const asItIs = await importFile(await upload(template, '用户导入模板.xlsx'));
    expect(asItIs.json()).toEqual({
      code: 400,
      message: '导入文件中只有模板的示例行（示例行不会导入），没有用户数据',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    sheet.addRow(['tpl.one', '模板一', '', '', '', '', '', '', '']);
    sheet.addRow(['tpl.two', '模板二', '', '', '', '', '', '', '']);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const filePath = await upload(filled, '用户导入模板.xlsx');
    expect((await checkFile(filePath)).rowCount).toBe(2);
    expect((await importFile(filePath)).json()).toEqual({ code: 0, message: '', data: { importedCount: 2 } });
    expect(await findUser('tpl.one')).toBeDefined();
    expect(await findUser('tpl.two')).toBeDefined();
    expect(await findUser('zhangsan')).toBeUndefined();
    expect(await findUser('【示例】zhangsan')).toBeUndefined();
    expect(await loginCode('tpl.one', DEFAULT_IMPORT_PASSWORD)).toBe(0);
  });

  it('skips the unmarked example of a template downloaded before the marker', async () => {
    const old = [
      HEADER,
      ['zhangsan', '张三', '13800138000', 'zhangsan@example.com', '', '', '', '', ''],
      ['tpl.three', '模板三', '', '', '', '', '', '', ''],
    ];
    const res = await importFile(await upload(await xlsxOf(old), '用户导入模板.xlsx'));
    expect(res.json()).toEqual({ code: 0, message: '', data: { importedCount: 1 } });
    expect(await findUser('zhangsan')).toBeUndefined();
  });
});

describe('importing a good file', () => {
  const rows = (prefix: string) => [
    ['*账号', '*姓名', '手机号', '邮箱', '座机', '组织', '岗位', '角色', '初始密码'],
    [
      `${prefix}.a`,
      '甲',
      '13900000001',
      `${prefix}.a@example.com`,
      '',
      '质量工程科',
      '质量工程师',
      '质量工程师，内审员',
      '',
    ],
    [`${prefix}.b`, '乙', '', '', '021-87654321', '质量部/质量体系科', '', '', 'Own@Pass1'],
    ['', '', '', '', '', '', '', '', ''],
    [`${prefix}.c`, '丙', '', '', '', '', '', '只读用户', ''],
  ];

  it('imports every row of an .xlsx with organizations by name or path, posts, roles and passwords', async () => {
    const res = await importFile(await upload(await xlsxOf(rows('x')), 'users.xlsx'));
    expect(res.json()).toEqual({ code: 0, message: '', data: { importedCount: 3 } });
    expect(await findUser('x.a')).toMatchObject({
      name: '甲',
      phoneNumber: '13900000001',
      organizationName: '质量工程科',
      postName: '质量工程师',
      roleNames: ['内审员', '质量工程师'],
      isActive: true,
    });
    expect(await findUser('x.b')).toMatchObject({
      organizationName: '质量体系科',
      telephone: '021-87654321',
      postId: null,
      // No role named: the tenant's default role.
      roleNames: ['只读用户'],
    });
    expect(await loginCode('x.a', DEFAULT_IMPORT_PASSWORD)).toBe(0);
    expect(await loginCode('x.b', 'Own@Pass1')).toBe(0);
    expect(await loginCode('x.b', DEFAULT_IMPORT_PASSWORD)).toBe(9999);
  });

  it('imports a legacy .xls the same way', async () => {
    const res = await importFile(await upload(xlsOf(rows('y')), 'users.xls'));
    expect(res.json()).toEqual({ code: 0, message: '', data: { importedCount: 3 } });
    expect(await findUser('y.a')).toMatchObject({
      organizationName: '质量工程科',
      roleNames: ['内审员', '质量工程师'],
    });
    expect(await loginCode('y.b', 'Own@Pass1')).toBe(0);
  });

  it('logs one import entry with the accounts it created', async () => {
    const logs = await t.database.db.select().from(operationLogs).where(eq(operationLogs.endpoint, 'importUsers'));
    const last = logs.at(-1)?.changes as { entities: Array<{ entity: string; after: Record<string, unknown> }> };
    expect(last.entities).toEqual([
      expect.objectContaining({ entity: 'userImport', after: { importedCount: 3, userNames: ['y.a', 'y.b', 'y.c'] } }),
    ]);
    expect(JSON.stringify(logs)).not.toContain('Own@Pass1');
  });

  it('refuses the same file again: every account now exists', async () => {
    const filePath = await upload(await xlsxOf(rows('x')), 'users.xlsx');
    await nothingWritten(async () => {
      const res = await importFile(filePath);
      expect(res.json().code).toBe(9999);
      expect(res.json().message).toBe('导入失败：3行数据有误，未导入任何用户（第2行：账号已存在）');
    });
  });
});

describe('a file with bad rows imports nothing', () => {
  it('refuses a row with an unknown organization with 9999, writing nothing', async () => {
    const filePath = await upload(
      await xlsxOf([
        HEADER,
        ['ok.one', '好一', '', '', '', '质量部', '', '', ''],
        ['bad.org', '坏组织', '', '', '', '不存在的部门', '', '', ''],
      ]),
      'unknown-org.xlsx',
    );
    await nothingWritten(async () => {
      const res = await importFile(filePath);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 9999,
        message: '导入失败：1行数据有误，未导入任何用户（第3行：组织“不存在的部门”不存在）',
      });
    });
    expect(await findUser('ok.one')).toBeUndefined();
    expect(await checkFile(filePath)).toEqual({
      rowCount: 2,
      errors: [{ row: 3, userName: 'bad.org', messages: ['组织“不存在的部门”不存在'] }],
    });
  });

  it('reports every bad row with its Excel row number and Chinese messages, writing nothing', async () => {
    const filePath = await upload(
      xlsOf([
        HEADER,
        ['good.1', '好', '13800000000', '', '', '', '', '', ''],
        ['bad mobile', '坏', '12345', 'not-mail', '12-34', '', '', '', ''],
        ['lina', '重名', '', '', '', '', '', '', ''],
        ['good.1', '同文件重复', '', '', '', '', '', '', ''],
        ['no.name', '', '', '', '', '', '不存在的岗位', '内审员,不存在的角色', 'abcdefgh'],
        ['', '无账号', '', '', '', '', '', '', ''],
      ]),
      'bad-rows.xls',
    );
    await nothingWritten(async () => {
      const res = await importFile(filePath);
      expect(res.json().code).toBe(9999);
      expect(res.json().message).toMatch(/^导入失败：5行数据有误，未导入任何用户（第3行：/);
    });
    expect(await checkFile(filePath)).toEqual({
      rowCount: 6,
      errors: [
        {
          row: 3,
          userName: 'bad mobile',
          messages: [
            '账号只能包含2-16位字母、数字、点或@',
            '手机号格式不正确',
            '邮箱格式不正确',
            '座机号格式不正确，应为0xx-7/8位数字',
          ],
        },
        { row: 4, userName: 'lina', messages: ['账号已存在'] },
        { row: 5, userName: 'good.1', messages: ['账号在文件中重复（与第2行相同）'] },
        {
          row: 6,
          userName: 'no.name',
          messages: [
            '姓名不能为空',
            '岗位“不存在的岗位”不存在',
            '角色“不存在的角色”不存在',
            `初始密码不符合规则：${PASSWORD_MESSAGES.format}`,
          ],
        },
        { row: 7, userName: '', messages: ['账号不能为空'] },
      ],
    });
    expect(await findUser('good.1')).toBeUndefined();
  });
});

describe('files that are not an import sheet', () => {
  it('answers a malformed .xlsx with 400 文件无法读取…, writing nothing', async () => {
    const good = await xlsxOf([HEADER, ['t.1', '截断', '', '', '', '', '', '', '']]);
    const filePath = await upload(good.subarray(0, Math.floor(good.length * 0.6)), 'broken.xlsx');
    await nothingWritten(async () => {
      const res = await importFile(filePath);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: '文件无法读取，请上传有效的.xls或.xlsx文件' });
    });
  });

  it('answers an Office container without a workbook (.xls) with the same 400', async () => {
    const container = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(container, '/note.txt', Buffer.from('not a workbook'));
    const filePath = await upload(Buffer.from(XLSX.CFB.write(container, { type: 'buffer' })), 'not-a-book.xls');
    const res = await importFile(filePath);
    expect(res.json()).toEqual({ code: 400, message: '文件无法读取，请上传有效的.xls或.xlsx文件' });
  });

  it('refuses a sheet without the required columns, or without data, with 400', async () => {
    const noName = await upload(
      await xlsxOf([
        ['账号', '手机号'],
        ['a.b', '13800000000'],
      ]),
      'cols.xlsx',
    );
    expect((await importFile(noName)).json()).toEqual({ code: 400, message: '导入文件缺少列：姓名，请使用导入模板' });
    const empty = await upload(await xlsxOf([HEADER]), 'empty.xlsx');
    expect((await importFile(empty)).json()).toEqual({ code: 400, message: '导入文件中没有用户数据' });
  });

  it('refuses a filePath that names no import file of this tenant with 400', async () => {
    for (const filePath of ['/qis/files/nothing.xlsx', 'C:/users.xlsx']) {
      const res = await importFile(filePath);
      expect(res.json()).toEqual({ code: 400, message: '参数 filePath 无效：导入文件不存在，请重新上传' });
    }
  });

  it('lets only an administrator import users with the administrator role', async () => {
    const tenantId = await tenantIdByName(t.database.db);
    const importer = await createRole(t.database.db, {
      tenantId,
      name: '导入员',
      grants: { [P.system.Users.key]: ['query', 'import'] },
    });
    await createUser(t.database.db, { tenantId, userName: 'importer', password: 'Import@123' }, [importer]);
    const token = await t.login('importer', 'Import@123');
    const filePath = await upload(
      await xlsxOf([
        HEADER,
        ['boss.1', '冒充', '', '', '', '', '', '系统管理员', ''],
        ['plain.1', '普通', '', '', '', '', '', '', ''],
      ]),
      'boss.xlsx',
      token,
    );
    await nothingWritten(async () => {
      const res = await importFile(filePath, token);
      expect(res.json()).toEqual({
        code: 9999,
        message: '导入失败：1行数据有误，未导入任何用户（第2行：只有管理员可以分配管理员角色）',
      });
    });
    expect(
      (
        await importFile(
          await upload(await xlsxOf([HEADER, ['plain.1', '普通', '', '', '', '', '', '', '']]), 'p.xlsx', token),
          token,
        )
      ).json(),
    ).toEqual({ code: 0, message: '', data: { importedCount: 1 } });
  });

  it('needs the Users import permission', async () => {
    const token = await t.login('zhangwei', 'Quality@123');
    const filePath = await upload(await xlsxOf([HEADER, ['p.1', '无权', '', '', '', '', '', '', '']]), 'p.xlsx', token);
    expect((await importFile(filePath, token)).statusCode).toBe(403);
    expect((await post('checkImportUser', { filePath }, token)).statusCode).toBe(403);
  });
});
