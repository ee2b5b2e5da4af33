import { readFileSync } from 'node:fs';
import { type MsFileDto, P } from '@qis/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createUser, tenantIdByName } from '../../../test/factories';

// Migration 0017: a role saved before the statistics and seven-tools modules had permission points (its users used
// them freely) keeps using them and its users' files after the upgrade, but no longer changes their tenant-wide
// settings: those need the settings point's edit, which an administrator grants.

const UPGRADE = readFileSync(new URL('../../../drizzle/0017_grant_tool_points.sql', import.meta.url), 'utf8');
const DENIED = failure(403, '抱歉，你无权访问该资源');

let t: TestApp;
let admin: string;
const { ok, refused } = apiClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  const tenantId = await tenantIdByName(t.database.db);
  // A role as the release before this one saved it: points of other modules only.
  const roleId = await createRole(t.database.db, {
    tenantId,
    name: '升级前的角色',
    grants: { [P.system.Users.key]: ['query'] },
  });
  await createUser(t.database.db, { tenantId, userName: 'before.upgrade', password: 'Before@123' }, [roleId]);
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t?.close());

const newFolder = (token: string) =>
  ok<MsFileDto>(token, 'POST', '/qis/api/app/folders/creatOrEditFiles', {
    name: '升级后的文件',
    folderId: null,
    space: 'statistics',
  });

describe('the upgrade of roles saved before the tools had points', () => {
  it('lets their users keep using the tools and their files, but not change the tenant-wide settings', async () => {
    const token = await t.login('before.upgrade', 'Before@123');
    await refused(
      token,
      'POST',
      '/qis/api/app/folders/creatOrEditFiles',
      {
        name: '升级前',
        folderId: null,
        space: 'statistics',
      },
      DENIED,
    );

    await t.database.db.execute(sql.raw(UPGRADE));
    // Grants are cached per token: a new sign-in reads them.
    const upgraded = await t.login('before.upgrade', 'Before@123');
    expect((await newFolder(upgraded)).name).toBe('升级后的文件');
    for (const set of ['old', 'new'])
      await ok(upgraded, 'GET', `/qis/api/app/baseSevenToolsConfigure/configer?set=${set}`);
    const settings = await ok<Record<string, unknown>>(
      admin,
      'GET',
      '/qis/api/app/mathematicalStatisticsConfiger/configer',
    );
    await refused(
      upgraded,
      'POST',
      '/qis/api/app/mathematicalStatisticsConfiger/creatOrEditConfiger',
      { ...settings, decimals: 1 },
      DENIED,
    );
  });

  it('changes nothing when run again, and nothing of the roles that have the points', async () => {
    const count = async () =>
      (await t.database.db.execute(sql`select count(*)::int as n from role_permissions`)).rows[0] as { n: number };
    const first = await count();
    await t.database.db.execute(sql.raw(UPGRADE));
    expect(await count()).toEqual(first);
  });
});
