import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client';
import { buildTestApp, type TestApp } from './build-app';

let t: TestApp;
let adminToken: string;
let zhangweiToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await t.login('admin', 'Admin@123');
  zhangweiToken = await t.login('zhangwei', 'Quality@123');
});
afterAll(() => t?.close());

const { call } = apiClient(() => t);

interface LogRow extends Record<string, unknown> {
  endpoint: string;
  method: string;
  url: string;
  user_name: string;
  changes: {
    input: Record<string, unknown> | null;
    entities: Array<{
      entity: string;
      entityId: string;
      before?: Record<string, unknown>;
      after?: Record<string, unknown>;
    }>;
  };
}

async function operationLogs(endpoint: string): Promise<LogRow[]> {
  const result = await t.database.db.execute<LogRow>(
    `select endpoint, method, url, user_name, changes from operation_logs where endpoint = '${endpoint}' order by created_at`,
  );
  return result.rows;
}

const readPersonalInfo = async (token: string) => {
  const res = await call(token, 'POST', '/qis/api/app/user/perSonalInfo');
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    id: string;
    name: string;
    emailAddress: string | null;
    phoneNumber: string | null;
    version: number;
  };
};

const savePersonalInfo = (token: string, body: Record<string, unknown>) =>
  call(token, 'PUT', '/qis/api/app/user/perSonalInfo', body);

describe('personal info: optimistic concurrency', () => {
  let original: Awaited<ReturnType<typeof readPersonalInfo>>;
  let first: Record<string, unknown>;

  it('saves with the version read and bumps the version', async () => {
    original = await readPersonalInfo(zhangweiToken);
    first = {
      name: '张伟（第一次）',
      emailAddress: 'zhangwei.first@hengxin-precision.example',
      phoneNumber: '13912345678',
      version: original.version,
    };
    const res = await savePersonalInfo(zhangweiToken, first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ ...first, version: original.version + 1 });
    expect((await readPersonalInfo(zhangweiToken)).version).toBe(original.version + 1);
  });

  it('answers a second save with the old version 409 in Chinese, and the first save survives', async () => {
    const stale = await savePersonalInfo(zhangweiToken, {
      name: '张伟（过时的第二次）',
      emailAddress: null,
      phoneNumber: null,
      version: original.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 409, message: '数据已被他人修改，请刷新后重试' });
    const now = await readPersonalInfo(zhangweiToken);
    expect(now).toMatchObject({ ...first, version: original.version + 1 });
  });

  it('also refuses a version from the future', async () => {
    const res = await savePersonalInfo(zhangweiToken, { ...first, name: '未来版本', version: original.version + 5 });
    expect(res.statusCode).toBe(409);
    expect((await readPersonalInfo(zhangweiToken)).name).toBe(first.name);
  });

  it('lets exactly one of two saves racing on the same version win', async () => {
    const current = await readPersonalInfo(zhangweiToken);
    const [a, b] = await Promise.all([
      savePersonalInfo(zhangweiToken, { ...first, name: '并发甲', version: current.version }),
      savePersonalInfo(zhangweiToken, { ...first, name: '并发乙', version: current.version }),
    ]);
    const statuses = [a?.statusCode, b?.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a?.statusCode === 200 ? '并发甲' : '并发乙';
    expect(await readPersonalInfo(zhangweiToken)).toMatchObject({ name: winner, version: current.version + 1 });
    first = { ...first, name: winner };
  });

  it('logs one entry per successful save, with before and after, and none for the refused ones', async () => {
    const logs = await operationLogs('updatePersonalInfo');
    expect(logs).toHaveLength(2);
    const [firstSave, raceWinner] = logs;
    expect(firstSave).toMatchObject({ method: 'PUT', url: '/qis/api/app/user/perSonalInfo', user_name: 'zhangwei' });
    expect(firstSave?.changes.input).toMatchObject({ name: '张伟（第一次）', version: original.version });
    expect(firstSave?.changes.entities).toHaveLength(1);
    const entity = firstSave?.changes.entities[0];
    expect(entity).toMatchObject({ entity: 'user', entityId: original.id });
    expect(entity?.before).toMatchObject({ name: original.name, version: original.version });
    expect(entity?.after).toMatchObject({ name: '张伟（第一次）', version: original.version + 1 });
    expect(raceWinner?.changes.entities[0]?.after).toMatchObject({ name: first.name });
  });

  it('logs no entry for reading personal info (a POST that does not mutate)', async () => {
    expect(await operationLogs('getPersonalInfo')).toEqual([]);
  });
});

describe('administrator edits a user: optimistic concurrency', () => {
  const findLina = async () => {
    const res = await call(adminToken, 'GET', '/qis/api/app/user/userListPage?filter=lina');
    const lina = res.json().data.items[0];
    expect(lina?.userName).toBe('lina');
    return lina as {
      id: string;
      name: string;
      emailAddress: string | null;
      phoneNumber: string | null;
      organizationId: string | null;
      version: number;
    };
  };
  const changeUser = (body: Record<string, unknown>) => call(adminToken, 'POST', '/qis/api/app/user/changeUser', body);

  it('saves with the version read, then refuses the old version with 409 and keeps the first save', async () => {
    const lina = await findLina();
    const edit = {
      id: lina.id,
      name: '李娜（管理员改）',
      emailAddress: lina.emailAddress,
      phoneNumber: '13712345678',
      organizationId: lina.organizationId,
      version: lina.version,
    };
    const ok = await changeUser(edit);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ name: '李娜（管理员改）', version: lina.version + 1 });

    const stale = await changeUser({ ...edit, name: '李娜（过时）', phoneNumber: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(409);
    expect(stale.json().message).toMatch(/\p{Script=Han}/u);

    expect(await findLina()).toMatchObject({
      name: '李娜（管理员改）',
      phoneNumber: '13712345678',
      version: lina.version + 1,
    });
  });

  it('logs exactly the successful edit, with the user before and after', async () => {
    const logs = await operationLogs('changeUser');
    expect(logs).toHaveLength(1);
    const entity = logs[0]?.changes.entities[0];
    expect(entity?.before).toMatchObject({ userName: 'lina', name: '李娜', phoneNumber: null });
    expect(entity?.after).toMatchObject({ userName: 'lina', name: '李娜（管理员改）', phoneNumber: '13712345678' });
    expect(Number(entity?.after?.version)).toBe(Number(entity?.before?.version) + 1);
  });

  it('answers 404, not 409, for a user that does not exist', async () => {
    const lina = await findLina();
    const res = await changeUser({ ...lina, id: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
  });
});

describe('operation log masks secrets', () => {
  it('shows *** for every password in a password change and keeps no hash', async () => {
    const token = await t.login('wangfang', 'Viewer@123');
    const res = await call(token, 'POST', '/qis/api/app/user/changePassWord', {
      password: 'Viewer@123',
      newPassword: 'Viewer@456',
      againPassword: 'Viewer@456',
    });
    expect(res.json()).toEqual({ code: 0, message: '', data: null });
    const logs = await operationLogs('changeOwnPassword');
    expect(logs).toHaveLength(1);
    expect(logs[0]?.user_name).toBe('wangfang');
    expect(logs[0]?.changes.input).toEqual({ password: '***', newPassword: '***', againPassword: '***' });
    const text = JSON.stringify(logs[0]);
    expect(text).not.toContain('Viewer@123');
    expect(text).not.toContain('Viewer@456');
    expect(text).not.toMatch(/\$argon2/);
  });

  it('logs nothing for a refused password change (wrong old password)', async () => {
    const token = await t.login('wangfang', 'Viewer@456');
    const res = await call(token, 'POST', '/qis/api/app/user/changePassWord', {
      password: 'Wrong@000',
      newPassword: 'Viewer@789',
      againPassword: 'Viewer@789',
    });
    expect(res.json().code).toBe(9999);
    expect(await operationLogs('changeOwnPassword')).toHaveLength(1);
  });
});
