import {
  type ChainRiskRow,
  type Failure,
  type FmeaFunction,
  type FmeaNetDto,
  type FmeaProjectDto,
  P,
  type PermissionAction,
  type StructureElement,
} from '@qis/shared';
import { apiClient } from '../../../test/api-client';
import type { TestApp } from '../../../test/build-app';
import { createRole, createTenantWithAdmin, createUser, tenantIdByName } from '../../../test/factories';

// What the FMEA API tests share: their callers and a small DFMEA built through the API.

export const API = '/qis/api/app';
const PASSWORD = 'Fmea@1234';

export interface FmeaUsers {
  ids: Record<'owner' | 'editor' | 'reader' | 'outsider', string>;
  /** Owner of the test projects. */
  owner: string;
  /** A team member with edit rights. */
  editor: string;
  /** A team member without edit rights. */
  reader: string;
  /** Holds the DFMEA points but is on no team and holds no overview point. */
  outsider: string;
  /** Administrator of another tenant. */
  otherTenant: string;
}

/** Every action of the kind's "my FMEA" point, nothing else: a DFMEA (by default) or PFMEA engineer. */
const engineer = (point: { key: string; actions: readonly PermissionAction[] }) => ({
  [point.key]: [...point.actions],
});

export async function signInFmeaUsers(
  t: TestApp,
  prefix: string,
  point: { key: string; actions: readonly PermissionAction[] } = P.fmea.MyDFMEA,
): Promise<FmeaUsers> {
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  const roleId = await createRole(db, { tenantId, name: `${prefix}FMEA工程师`, grants: engineer(point) });
  const ids = {} as FmeaUsers['ids'];
  const tokens = {} as Record<keyof FmeaUsers['ids'], string>;
  for (const who of ['owner', 'editor', 'reader', 'outsider'] as const) {
    const user = await createUser(
      db,
      { tenantId, userName: `${prefix}${who}`, password: PASSWORD, name: `${prefix}${who}` },
      [roleId],
    );
    ids[who] = user.id;
    tokens[who] = await t.login(`${prefix}${who}`, PASSWORD);
  }
  await createTenantWithAdmin(db, { name: `${prefix}乙公司`, adminUserName: `${prefix}b`, adminPassword: PASSWORD });
  return { ids, ...tokens, otherTenant: await t.login(`${prefix}b`, PASSWORD, `${prefix}乙公司`) };
}

export function fmeaClient(app: () => TestApp) {
  const client = apiClient(app);
  const { ok } = client;
  const post = <T>(token: string, path: string, body: unknown) => ok<T>(token, 'POST', `${API}/${path}`, body);
  const get = <T>(token: string, path: string) => ok<T>(token, 'GET', `${API}/${path}`);

  const createProject = (token: string, users: FmeaUsers, extra: Record<string, unknown> = {}) =>
    post<FmeaProjectDto>(token, 'ProjectAppServicecs/createDFMEAProject', {
      category: 2,
      projectNO: 'DF-T-001',
      projectName: '测试制动钳 DFMEA',
      customerName: '测试客户',
      modelYear: '2027',
      subject: '制动钳总成',
      startTime: '2026-11-01',
      overTime: '2027-03-31',
      ownerId: users.ids.owner,
      confidentiality: '内部',
      responsibility: '研发中心',
      location: '苏州',
      team: [
        { userId: users.ids.editor, projectRole: '设计工程师', canEdit: true },
        { userId: users.ids.reader, projectRole: '试验工程师', canEdit: false },
      ],
      nodeTimes: [{ nodeId: 10033, dueDate: '2026-12-01' }],
      ...extra,
    });

  const element = (token: string, projectId: string, parentId: string | null, name: string, type = 'component') =>
    post<StructureElement>(token, 'PartsRelation/OrEditPartsRelation', { projectId, parentId, name, type });
  const fn = (token: string, projectId: string, elementId: string, name: string) =>
    post<FmeaFunction>(token, 'FunctionRelationAppServices/OrEditFunction', { projectId, elementId, name });
  const effect = (token: string, projectId: string, functionId: string, name: string, severity: number | null) =>
    post<{ failure: Failure; chains: { modeId: string; severity: number | null }[] }>(
      token,
      'FailureEffect/OrEditFailureEffect',
      { projectId, functionId, name, severity },
    ).then((r) => r.failure);
  const failure = (token: string, projectId: string, functionId: string, type: 'FM' | 'FC', name: string) =>
    post<{ failure: Failure }>(token, 'FailureMode/EditFailure', { projectId, functionId, type, name }).then(
      (r) => r.failure,
    );
  const linkFailures = (token: string, projectId: string, causeId: string, effectId: string) =>
    post<{ risk: ChainRiskRow | null }>(token, 'FunctionalFailureMatrix/FailureRelation', {
      projectId,
      causeId,
      effectId,
    });
  const net = (token: string, projectId: string) =>
    get<FmeaNetDto>(token, `ProjectAppServicecs/dFMEANet?projectId=${projectId}`);

  /**
   * A caliper → housing / piston with one function each, a focus function on the caliper, FE1 (S 7) and FE2 (S 9)
   * of the caliper's function, FM of the housing's function leading to both... set up as the tests need.
   */
  async function smallNet(token: string, projectId: string) {
    const system = await element(token, projectId, null, '制动钳总成', 'system');
    const housing = await element(token, projectId, system.id, '钳体', 'component');
    const piston = await element(token, projectId, system.id, '活塞', 'component');
    const fSystem = await fn(token, projectId, system.id, '提供制动夹紧力');
    const fHousing = await fn(token, projectId, housing.id, '承受夹紧反力');
    const fHousing2 = await fn(token, projectId, housing.id, '容纳活塞');
    const fPiston = await fn(token, projectId, piston.id, '传递液压力');
    const fe1 = await effect(token, projectId, fSystem.id, '制动距离变长', 7);
    const fe2 = await effect(token, projectId, fSystem.id, '制动失效', 9);
    const fm = await failure(token, projectId, fHousing.id, 'FM', '钳体变形');
    const fc = await failure(token, projectId, fPiston.id, 'FC', '活塞卡滞');
    const fc2 = await failure(token, projectId, fHousing2.id, 'FC', '缸孔尺寸超差');
    return { system, housing, piston, fSystem, fHousing, fHousing2, fPiston, fe1, fe2, fm, fc, fc2 };
  }

  return { ...client, post, get, createProject, element, fn, effect, failure, linkFailures, net, smallNet };
}
