import type { WorkflowGraphInput } from '@qis/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { type CreatedUser, createRole, createUser, tenantIdByName } from '../../../test/factories';
import { operationLogs, users } from '../../db/tables';
import { approve, chain, condition, edge, end, handle, notify, role, start, user, workflowApi } from './test-kit';

let t: TestApp;
let api: ReturnType<typeof workflowApi>;
const { nothingWritten } = apiClient(() => t);
let adminToken: string;
let viewerToken: string; // SystemManager.WorkFlow query only
let approverRole: string;
let inactive: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  api = workflowApi(t);
  const db = t.database.db;
  const tenantId = await tenantIdByName(db);
  approverRole = await createRole(db, { tenantId, name: '流程审批组', grants: {} });
  const viewerRole = await createRole(db, {
    tenantId,
    name: '流程只读',
    grants: { 'SystemManager.WorkFlow': ['query', 'get'] },
  });
  await createUser(db, { tenantId, userName: 'pm.approver', password: 'Flow@1234' }, [approverRole]);
  inactive = await createUser(db, { tenantId, userName: 'pm.inactive', password: 'Flow@1234' });
  await db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
  await createUser(db, { tenantId, userName: 'pm.viewer', password: 'Flow@1234' }, [viewerRole]);
  adminToken = await t.login('admin', 'Admin@123');
  viewerToken = await t.login('pm.viewer', 'Flow@1234');
});
afterAll(() => t?.close());

const deployRaw = (graph: unknown, moduleType = 1003, token = adminToken) =>
  api.post(token, '/api/app/processManagement/deployProcess', { moduleType, name: '校验用流程', graph });

describe('graph validation before deployment', () => {
  const r = () => [role(approverRole)];
  const ok = () => chain(start(), approve('A', r()), end());
  const cases: Array<[string, () => WorkflowGraphInput, string]> = [
    ['no node at all', () => ({ nodes: [], edges: [] }), '流程图有误：流程缺少开始节点'],
    ['no start', () => chain(approve('A', r()), end()), '流程图有误：流程缺少开始节点'],
    [
      'two starts',
      () => ({ nodes: [start('s1'), start('s2'), end()], edges: [edge('s1', 'end'), edge('s2', 'end')] }),
      '流程图有误：流程只能有一个开始节点，现有 2 个',
    ],
    ['no end', () => chain(start(), approve('A', r())), '流程图有误：流程缺少结束节点'],
    [
      'a duplicate node id',
      () => ({ nodes: [start(), approve('A', r()), approve('A', r()), end()], edges: [] }),
      '流程图有误：节点编号「A」重复',
    ],
    [
      'an edge to a missing node',
      () => ({ ...ok(), edges: [...ok().edges, edge('A', 'ghost')] }),
      '流程图有误：连线引用了不存在的节点「ghost」',
    ],
    [
      'a dangling node nobody reaches',
      () => ({ nodes: [...ok().nodes, approve('B', r())], edges: [...ok().edges, edge('B', 'end')] }),
      '流程图有误：审批节点「审批B」无法从开始节点到达',
    ],
    [
      'a node without a way out',
      () => ({ nodes: [...ok().nodes, handle('H', r())], edges: [...ok().edges, edge('A', 'H', 'x > 1')] }),
      '流程图有误：办理节点「办理H」没有流出的连线',
    ],
    [
      'an end nobody reaches',
      () => ({
        nodes: [start(), approve('A', r()), approve('B', r()), end()],
        edges: [edge('start', 'A'), edge('A', 'B'), edge('B', 'A')],
      }),
      '流程图有误：结束节点「结束」无法从开始节点到达',
    ],
    [
      'a node from which no end can be reached',
      () => ({
        nodes: [start(), approve('A', r()), approve('B', r()), end()],
        edges: [edge('start', 'A'), edge('A', 'end'), edge('A', 'B', 'loop == true'), edge('B', 'B')],
      }),
      '流程图有误：审批节点「审批B」无法到达结束节点',
    ],
    [
      'an approve node without approvers',
      () => chain(start(), approve('A', []), end()),
      '流程图有误：审批节点「审批A」未设置审批人',
    ],
    [
      'a handle node without handlers',
      () => chain(start(), handle('H', []), end()),
      '流程图有误：办理节点「办理H」未设置办理人',
    ],
    [
      'a notify node without readers',
      () => chain(start(), notify('N', []), end()),
      '流程图有误：知会节点「知会N」未设置知会人',
    ],
    [
      'two default edges out of one node',
      () => ({
        nodes: [start(), approve('A', r()), approve('B', r()), end()],
        edges: [edge('start', 'A'), edge('start', 'B'), edge('A', 'end'), edge('B', 'end')],
      }),
      '流程图有误：开始节点「发起」有多条无条件的流出连线，无法确定去向',
    ],
    [
      'an edge into the start',
      () => ({ ...ok(), edges: [...ok().edges, edge('A', 'start', 'again == true')] }),
      '流程图有误：开始节点「发起」不能有流入的连线',
    ],
    [
      'a loop that passes no approve or handle node',
      () => ({
        nodes: [start(), condition('C1'), condition('C2'), end()],
        edges: [edge('start', 'C1'), edge('C1', 'C2'), edge('C2', 'C1', 'n > 1'), edge('C2', 'end', 'n > 2')],
      }),
      '流程图有误：流程存在不经过审批或办理节点的循环：条件节点「条件C1」 → 条件节点「条件C2」 → 条件节点「条件C1」',
    ],
    [
      'a condition with a syntax error',
      () => ({
        nodes: [start(), condition('C'), approve('A', r()), end()],
        edges: [edge('start', 'C'), edge('C', 'A', 'amount >'), edge('C', 'end'), edge('A', 'end')],
      }),
      '流程图有误：连线「条件C → 审批A」的条件表达式有误：',
    ],
    [
      'a role that does not exist',
      () => chain(start(), approve('A', [role(crypto.randomUUID())]), end()),
      '流程图有误：审批节点「审批A」引用的角色不存在',
    ],
    [
      'a post that does not exist',
      () => chain(start(), handle('H', [{ type: 'post', id: crypto.randomUUID() }]), end()),
      '流程图有误：办理节点「办理H」引用的岗位不存在',
    ],
  ];

  it.each(cases)('refuses %s with 400 naming the problem, writing nothing', async (_name, graph, message) => {
    await nothingWritten(async () => {
      const res = await deployRaw(graph());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message.startsWith(message), res.json().message).toBe(true);
    });
  });

  it('refuses a user who is no longer active', async () => {
    const res = await deployRaw(chain(start(), approve('A', [user(inactive.id)]), end()));
    expect(res.json()).toEqual({ code: 400, message: '流程图有误：审批节点「审批A」引用的用户不存在或已停用' });
  });

  it('refuses an unknown module type with 400 naming moduleType', async () => {
    const res = await deployRaw(chain(start(), end()), 9999);
    expect(res.json()).toEqual({ code: 400, message: '参数 moduleType 无效：模块类型 9999 不存在' });
  });

  it('refuses a malformed node with 400 naming the field', async () => {
    const res = await deployRaw({ nodes: [{ id: 'a b', type: 'start', name: '发起' }], edges: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^参数 graph\.nodes\.0\.id 无效：/);
  });
});

describe('deployment and selection', () => {
  it('deploys numbered versions of a module type, selects the newest, and logs each deployment', async () => {
    const graph = chain(start(), approve('A', [role(approverRole)]), notify('N', [{ type: 'initiator' }]), end());
    const v2 = api.ok<{ id: string; definitionVersion: number; isSelected: boolean; moduleTypeName: string }>(
      await deployRaw(graph, 1005),
    );
    // The demo seed deployed version 1 of PFMEA.
    expect(v2).toMatchObject({ definitionVersion: 2, isSelected: true, moduleTypeName: 'PFMEA', instanceCount: 0 });
    const v3 = api.ok<{ id: string; definitionVersion: number }>(await deployRaw(graph, 1005));
    expect(v3.definitionVersion).toBe(3);

    const list = api.ok<{
      items: Array<{ id: string; definitionVersion: number; isSelected: boolean }>;
      totalCount: number;
    }>(await api.get(adminToken, '/api/app/processManagement/processManagementList?moduleType=1005'));
    expect(list.totalCount).toBe(3);
    expect(list.items.map((i) => [i.definitionVersion, i.isSelected])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const logs = await t.database.db.select().from(operationLogs).where(eq(operationLogs.endpoint, 'deployProcess'));
    expect(logs.length).toBeGreaterThanOrEqual(2);

    const selected = api.ok<{
      definitionId: string;
      definitionVersion: number;
      latestVersion: number;
      versionCount: number;
    }>(
      await api.post(adminToken, '/api/app/processManagement/selectionProcess', {
        moduleType: 1005,
        definitionId: v2.id,
      }),
    );
    expect(selected).toMatchObject({ definitionId: v2.id, definitionVersion: 2, latestVersion: 3, versionCount: 3 });
    const types = api.ok<Array<{ moduleType: number; definitionVersion: number | null }>>(
      await api.get(viewerToken, '/api/app/processManagement/moduleTypeList'),
    );
    expect(types.find((m) => m.moduleType === 1005)?.definitionVersion).toBe(2);
    expect(types.map((m) => m.moduleType)).toEqual([1000, 1003, 1004, 1005, 1006, 1007, 1020]);
  });

  it('opens a definition with its graph for the designer', async () => {
    const list = api.ok<{ items: Array<{ id: string }> }>(
      await api.get(viewerToken, '/api/app/processManagement/processManagementList?moduleType=1000'),
    );
    const id = list.items[0]?.id as string;
    const definition = api.ok<{ graph: { nodes: Array<{ id: string; type: string }> }; moduleType: number }>(
      await api.get(viewerToken, `/api/app/processManagement/processDefinition/${id}`),
    );
    expect(definition.moduleType).toBe(1000);
    expect(definition.graph.nodes.map((n) => n.type)).toEqual(['start', 'approve', 'notify', 'end']);
    expect(
      (await api.get(viewerToken, `/api/app/processManagement/processDefinition/${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
  });

  it('refuses to select a definition of another module type, or one that does not exist', async () => {
    const list = api.ok<{ items: Array<{ id: string }> }>(
      await api.get(adminToken, '/api/app/processManagement/processManagementList?moduleType=1003'),
    );
    const wrong = await api.post(adminToken, '/api/app/processManagement/selectionProcess', {
      moduleType: 1007,
      definitionId: list.items[0]?.id,
    });
    expect(wrong.json()).toEqual({ code: 400, message: '参数 definitionId 无效：该流程定义不属于所选模块类型' });
    const missing = await api.post(adminToken, '/api/app/processManagement/selectionProcess', {
      moduleType: 1007,
      definitionId: crypto.randomUUID(),
    });
    expect(missing.json()).toEqual({ code: 400, message: '参数 definitionId 无效：流程定义不存在' });
  });

  it('lets a holder of the query action read but not deploy or select', async () => {
    expect(api.ok<unknown[]>(await api.get(viewerToken, '/api/app/processManagement/moduleType'))).toHaveLength(7);
    const options = api.ok<{ users: Array<{ userName: string }>; roles: Array<{ name: string }>; posts: unknown[] }>(
      await api.get(viewerToken, '/api/app/processManagement/assigneeOptions'),
    );
    expect(options.users.map((u) => u.userName)).toContain('zhangwei');
    expect(options.users.map((u) => u.userName)).not.toContain('pm.inactive');
    expect(options.roles.map((r) => r.name)).toContain('系统管理员');
    expect(options.posts.length).toBeGreaterThan(0);
    expect((await deployRaw(chain(start(), end()), 1003, viewerToken)).statusCode).toBe(403);
  });

  it('counts instances per definition', async () => {
    const list = api.ok<{ items: Array<{ instanceCount: number; runningInstanceCount: number }> }>(
      await api.get(adminToken, '/api/app/processManagement/processManagementList?moduleType=1000'),
    );
    // The demo seed started six generic flows on version 1, three of them still running.
    expect(list.items[0]).toMatchObject({ instanceCount: 6, runningInstanceCount: 3 });
  });
});

describe('the business modules’ default flows', () => {
  it('are deployed by the demo seed for every module type', async () => {
    const types = api.ok<Array<{ moduleType: number; definitionId: string | null }>>(
      await api.get(adminToken, '/api/app/processManagement/moduleTypeList'),
    );
    expect(types.filter((m) => m.definitionId === null)).toEqual([]);
  });
});
