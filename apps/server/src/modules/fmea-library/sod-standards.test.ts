import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_DFMEA_SCALES,
  DEFAULT_MSR_SCALES,
  DEFAULT_PFMEA_SCALES,
  P,
  type RatingScales,
  SOD_STANDARD_MESSAGES,
  type SodStandardDto,
  type SodStandardNameDto,
  type SodStandardSummaryDto,
} from '@qis/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createRole, createTenantWithAdmin, createUser, tenantIdByName } from '../../../test/factories';
import { DEFAULT_TENANT_NAME } from '../../db/seed/default-tenant';
import { fmeaProjects, sodStandards, users } from '../../db/tables';

let t: TestApp;
let adminToken: string;
let projectToken: string; // holds MyDFMEA only: reads names and criteria, not the library
let readerToken: string; // holds the DFMEA standard library's query and get only
let strangerToken: string; // holds no FMEA point
let tenantBToken: string;

const api = apiClient(() => t);
const { ok, refused } = api;
const DFMEA = '/qis/api/app/SODStandard';
const PFMEA = '/qis/api/app/PFMEA_SODStandard';
const MSR = '/qis/api/app/MSRSODStandard';
const PICKERS = '/qis/api/app/Optimizations';

const copy = (s: RatingScales): RatingScales => JSON.parse(JSON.stringify(s));

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  adminToken = await t.login('admin', 'Admin@123');
  const users = [
    ['sod.project', { [P.fmea.MyDFMEA.key]: ['query', 'get'] }],
    ['sod.reader', { [P.fmea.SODStandard.key]: ['query', 'get'] }],
    ['sod.stranger', { [P.system.Dictionary.key]: ['query', 'get'] }],
  ] as const;
  for (const [userName, grants] of users) {
    const roleId = await createRole(db, { tenantId, name: `角色-${userName}`, grants: grants as never });
    await createUser(db, { tenantId, userName, password: 'Sod@12345' }, [roleId]);
  }
  projectToken = await t.login('sod.project', 'Sod@12345');
  readerToken = await t.login('sod.reader', 'Sod@12345');
  strangerToken = await t.login('sod.stranger', 'Sod@12345');
  await createTenantWithAdmin(db, { name: 'sod-b', adminUserName: 'sodb', adminPassword: 'SodB@1234' });
  tenantBToken = await t.login('sodb', 'SodB@1234', 'sod-b');
});
afterAll(() => t?.close());

const defaultOf = async (base: string, token = adminToken) => {
  const list = await ok<SodStandardSummaryDto[]>(token, 'GET', `${base}/sodStandardList`);
  const found = list.find((s) => s.isDefault);
  if (!found) throw new Error(`no default under ${base}`);
  return ok<SodStandardDto>(token, 'GET', `${base}/sodStandard?id=${found.id}`);
};

describe('the seeded defaults', () => {
  it('give the demo tenant one default standard per kind with the reference scales', async () => {
    for (const [base, scales, kind] of [
      [DFMEA, DEFAULT_DFMEA_SCALES, 0],
      [PFMEA, DEFAULT_PFMEA_SCALES, 1],
      [MSR, DEFAULT_MSR_SCALES, 2],
    ] as const) {
      const standard = await defaultOf(base);
      expect(standard).toMatchObject({ kind, isDefault: true, version: 1 });
      expect(standard.scales).toEqual(scales);
    }
  });

  it('are written for a tenant created through TenantManager', async () => {
    await ok(adminToken, 'POST', '/qis/api/app/TenantManager/CreateAsync', {
      name: 'sod-new',
      nickName: '新租户制造',
      adminUserName: 'sodnew',
      adminPassword: 'SodNew@123',
      adminEmailAddress: 'sodnew@example.com',
      pluginIds: [1003, 1004, 1005],
    });
    const token = await t.login('sodnew', 'SodNew@123', 'sod-new');
    for (const base of [DFMEA, PFMEA, MSR]) {
      const names = await ok<SodStandardNameDto[]>(token, 'GET', `${base}/sodStandardNames`);
      expect(names).toHaveLength(1);
      expect(names[0]?.isDefault).toBe(true);
    }
    expect((await defaultOf(MSR, token)).scales).toEqual(DEFAULT_MSR_SCALES);
  });
});

describe('migration 0020', () => {
  it('gives a tenant made before the library the defaults, and leaves a tenant that has them alone', async () => {
    const db = t.database.db;
    const count = async (tenantName: string) => {
      const tenantId = await tenantIdByName(db, tenantName);
      const rows = await db.select().from(sodStandards).where(eq(sodStandards.tenantId, tenantId));
      return rows.map((r) => [r.kind, r.isDefault]).sort();
    };
    const before = await count(DEFAULT_TENANT_NAME);
    expect(await count('sod-b')).toEqual([]);
    const file = join(__dirname, '../../../drizzle/0020_sod_standards_for_existing_tenants.sql');
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));
    expect(await count('sod-b')).toEqual([
      [0, true],
      [1, true],
      [2, true],
    ]);
    expect(await count(DEFAULT_TENANT_NAME)).toEqual(before);
  });
});

describe('create, edit, copy, set default, delete', () => {
  it('creates a standard from the default, edits it with its version, and refuses a stale version with 409', async () => {
    const scales = copy(DEFAULT_DFMEA_SCALES);
    const created = await ok<SodStandardDto>(adminToken, 'POST', `${DFMEA}/createSodStandard`, {
      name: '  制动系统 DFMEA 评分标准 ',
      scales: { ...scales, severity: [...scales.severity].reverse() },
    });
    expect(created).toMatchObject({ name: '制动系统 DFMEA 评分标准', kind: 0, isDefault: false, version: 1 });
    expect(created.scales.severity.map((l) => l.rating)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const edited = copy(created.scales);
    if (edited.severity[0]) edited.severity[0].criteria = '危及人身安全，无预警';
    const saved = await ok<SodStandardDto>(adminToken, 'POST', `${DFMEA}/editSodStandard`, {
      id: created.id,
      version: 1,
      name: created.name,
      scales: edited,
    });
    expect(saved.version).toBe(2);
    expect(saved.scales.severity[0]?.criteria).toBe('危及人身安全，无预警');
    await refused(
      adminToken,
      'POST',
      `${DFMEA}/editSodStandard`,
      { id: created.id, version: 1, name: '过期的修改', scales: edited },
      failure(409),
    );
  });

  it('refuses scales that miss or repeat a rating or leave a text blank, with 400 naming the field', async () => {
    const cases: Array<[string, (s: RatingScales) => void, string]> = [
      ['a missing rating', (s) => s.occurrence.splice(3, 1), 'scales.occurrence'],
      [
        'a repeated rating',
        (s) => {
          if (s.detection[2]) s.detection[2].rating = 10;
        },
        'scales.detection.2.rating',
      ],
      [
        'a blank criteria',
        (s) => {
          if (s.severity[5]) s.severity[5].criteria = '   ';
        },
        'scales.severity.5.criteria',
      ],
      [
        'a blank label',
        (s) => {
          if (s.severity[1]) s.severity[1].label = '';
        },
        'scales.severity.1.label',
      ],
      [
        'a rating of 11',
        (s) => {
          if (s.severity[0]) s.severity[0].rating = 11;
        },
        'scales.severity.0.rating',
      ],
    ];
    for (const [, breakIt, field] of cases) {
      const scales = copy(DEFAULT_DFMEA_SCALES);
      breakIt(scales);
      await refused(
        adminToken,
        'POST',
        `${DFMEA}/createSodStandard`,
        { name: '有误的标准', scales },
        failure(400, new RegExp(`^参数 ${field.replace(/\./g, '\\.')} 无效：`)),
      );
    }
    await refused(
      adminToken,
      'POST',
      `${DFMEA}/createSodStandard`,
      { name: '  ', scales: DEFAULT_DFMEA_SCALES },
      failure(400, /^参数 name 无效：/),
    );
  });

  it('refuses a name taken within the kind, not across kinds', async () => {
    const { name } = await defaultOf(DFMEA);
    await refused(
      adminToken,
      'POST',
      `${DFMEA}/createSodStandard`,
      { name, scales: DEFAULT_DFMEA_SCALES },
      business(SOD_STANDARD_MESSAGES.nameTaken),
    );
    await ok(adminToken, 'POST', `${PFMEA}/createSodStandard`, { name, scales: DEFAULT_PFMEA_SCALES });
  });

  it('copies the PFMEA default into a new DFMEA standard', async () => {
    const source = await defaultOf(PFMEA);
    const copied = await ok<SodStandardDto>(adminToken, 'POST', `${DFMEA}/copyPFMEASODStandard`, {
      id: source.id,
      name: '由 PFMEA 复制',
    });
    expect(copied).toMatchObject({ kind: 0, isDefault: false, name: '由 PFMEA 复制' });
    expect(copied.scales).toEqual(source.scales);
    const names = await ok<SodStandardNameDto[]>(adminToken, 'GET', `${DFMEA}/sodStandardNames`);
    expect(names.map((n) => n.name)).toContain('由 PFMEA 复制');
  });

  it('moves the default; the default cannot be deleted, another one can', async () => {
    const oldDefault = await defaultOf(DFMEA);
    await refused(
      adminToken,
      'POST',
      `${DFMEA}/deleteSodStandard`,
      { id: oldDefault.id },
      business(SOD_STANDARD_MESSAGES.defaultUndeletable),
    );
    const other = await ok<SodStandardDto>(adminToken, 'POST', `${DFMEA}/createSodStandard`, {
      name: '新默认',
      scales: DEFAULT_DFMEA_SCALES,
    });
    const now = await ok<SodStandardSummaryDto>(adminToken, 'POST', `${DFMEA}/setDefaultSodStandard`, { id: other.id });
    expect(now.isDefault).toBe(true);
    const list = await ok<SodStandardSummaryDto[]>(adminToken, 'GET', `${DFMEA}/sodStandardList`);
    expect(list.filter((s) => s.isDefault).map((s) => s.id)).toEqual([other.id]);
    expect(list[0]?.id).toBe(other.id);
    // The other kinds keep their own default.
    expect((await defaultOf(PFMEA)).isDefault).toBe(true);
    expect(await ok(adminToken, 'POST', `${DFMEA}/deleteSodStandard`, { id: oldDefault.id })).toBe(true);
    await refused(adminToken, 'GET', `${DFMEA}/sodStandard?id=${oldDefault.id}`, undefined, failure(404));
  });

  it('refuses to delete a standard a project rates with', async () => {
    const db = t.database.db;
    const used = await ok<SodStandardDto>(adminToken, 'POST', `${DFMEA}/createSodStandard`, {
      name: '项目在用',
      scales: DEFAULT_DFMEA_SCALES,
    });
    const tenantId = await tenantIdByName(db);
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    await db.insert(fmeaProjects).values({
      tenantId,
      kind: 0,
      category: 2,
      projectNo: 'SOD-USE-1',
      projectName: '评分标准在用项目',
      startTime: '2026-01-01',
      overTime: '2026-12-31',
      ownerId: admin?.id as string,
      apTableVersion: 'AIAG-VDA-2019',
      sodStandardId: used.id,
    });
    await refused(
      adminToken,
      'POST',
      `${DFMEA}/deleteSodStandard`,
      { id: used.id },
      business(SOD_STANDARD_MESSAGES.usedByProject),
    );
  });
});

describe('the kinds keep apart', () => {
  it('answers 404 for a standard of another kind under a kind’s calls', async () => {
    const pfmea = await defaultOf(PFMEA);
    await refused(adminToken, 'GET', `${DFMEA}/sodStandard?id=${pfmea.id}`, undefined, failure(404));
    await refused(adminToken, 'POST', `${DFMEA}/setDefaultSodStandard`, { id: pfmea.id }, failure(404));
  });
});

describe('the criteria the rating pickers show', () => {
  it('answer each scale from 10 down to 1, MSR’s F and M in the places of O and D', async () => {
    const dfmea = await defaultOf(DFMEA);
    const msr = await defaultOf(MSR);
    expect(await ok(projectToken, 'GET', `${PICKERS}/SodSeriousnessById?id=${dfmea.id}`)).toEqual(
      dfmea.scales.severity,
    );
    expect(await ok(projectToken, 'GET', `${PICKERS}/SodOccurrenceById?id=${msr.id}`)).toEqual(
      DEFAULT_MSR_SCALES.occurrence,
    );
    expect(await ok(projectToken, 'GET', `${PICKERS}/SodDetectById?id=${dfmea.id}`)).toEqual(dfmea.scales.detection);
  });
});

describe('access', () => {
  it('lets a project member read names and criteria but not the library', async () => {
    const dfmea = await defaultOf(DFMEA);
    await ok(projectToken, 'GET', `${DFMEA}/sodStandardNames`);
    await refused(projectToken, 'GET', `${DFMEA}/sodStandardList`, undefined, failure(403));
    await refused(projectToken, 'GET', `${DFMEA}/sodStandard?id=${dfmea.id}`, undefined, failure(403));
  });

  it('refuses names and criteria to a user without any FMEA point', async () => {
    const dfmea = await defaultOf(DFMEA);
    await refused(strangerToken, 'GET', `${DFMEA}/sodStandardNames`, undefined, failure(403));
    await refused(strangerToken, 'GET', `${PICKERS}/SodSeriousnessById?id=${dfmea.id}`, undefined, failure(403));
  });

  it('lets a reader of the library read but not change it (403, nothing written)', async () => {
    const dfmea = await defaultOf(DFMEA, readerToken);
    await ok(readerToken, 'GET', `${PICKERS}/SodDetectById?id=${dfmea.id}`);
    await refused(
      readerToken,
      'POST',
      `${DFMEA}/createSodStandard`,
      { name: '读者新建', scales: DEFAULT_DFMEA_SCALES },
      failure(403),
    );
    await refused(readerToken, 'POST', `${DFMEA}/deleteSodStandard`, { id: dfmea.id }, failure(403));
    // The DFMEA library's point opens no other kind's library.
    await refused(readerToken, 'GET', `${PFMEA}/sodStandardList`, undefined, failure(403));
  });

  it('answers 404 for another tenant’s standard, to its calls and to the pickers', async () => {
    const dfmea = await defaultOf(DFMEA);
    await refused(tenantBToken, 'GET', `${DFMEA}/sodStandard?id=${dfmea.id}`, undefined, failure(404));
    await refused(tenantBToken, 'GET', `${PICKERS}/SodSeriousnessById?id=${dfmea.id}`, undefined, failure(404));
    await refused(
      tenantBToken,
      'POST',
      `${DFMEA}/editSodStandard`,
      { id: dfmea.id, version: dfmea.version, name: '改名', scales: dfmea.scales },
      failure(404),
    );
    await refused(tenantBToken, 'POST', `${DFMEA}/copyPFMEASODStandard`, { id: dfmea.id, name: '偷' }, failure(404));
  });
});
