import type { WorkflowAssignee, WorkflowEdge, WorkflowGraphInput } from '@qis/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiClient } from '../../../test/api-client';
import type { TestApp } from '../../../test/build-app';
import { workflowTasks } from '../../db/tables';

// Graph builders and HTTP calls shared by the workflow tests.

type NodeInput = WorkflowGraphInput['nodes'][number];

export const start = (id = 'start'): NodeInput => ({ id, type: 'start', name: '发起' });
export const end = (id = 'end'): NodeInput => ({ id, type: 'end', name: '结束' });
export const approve = (id: string, assignees: WorkflowAssignee[], extra: Partial<NodeInput> = {}): NodeInput => ({
  id,
  type: 'approve',
  name: `审批${id}`,
  assignees,
  ...extra,
});
export const handle = (id: string, assignees: WorkflowAssignee[], extra: Partial<NodeInput> = {}): NodeInput => ({
  id,
  type: 'handle',
  name: `办理${id}`,
  assignees,
  ...extra,
});
export const notify = (id: string, assignees: WorkflowAssignee[]): NodeInput => ({
  id,
  type: 'notify',
  name: `知会${id}`,
  assignees,
});
export const condition = (id: string): NodeInput => ({ id, type: 'condition', name: `条件${id}` });
export const edge = (from: string, to: string, cond?: string): WorkflowEdge => ({
  from,
  to,
  ...(cond ? { condition: cond } : {}),
});
/** A chain of nodes joined in order by default edges. */
export const chain = (...nodes: NodeInput[]): WorkflowGraphInput => ({
  nodes,
  edges: nodes.slice(1).map((n, i) => edge(nodes[i]?.id as string, n.id)),
});

export const user = (id: string): WorkflowAssignee => ({ type: 'user', id });
export const role = (id: string): WorkflowAssignee => ({ type: 'role', id });

/** Thin HTTP client for one test app. */
export function workflowApi(t: TestApp) {
  const { call, data: ok } = apiClient(t);
  const post = (token: string, url: string, payload: unknown) => call(token, 'POST', `/qis${url}`, payload);
  const get = (token: string, url: string) => call(token, 'GET', `/qis${url}`);
  return {
    post,
    get,
    ok,
    async deploy(adminToken: string, graph: WorkflowGraphInput, name = '测试流程', moduleType = 1000) {
      return ok<{ id: string; definitionVersion: number }>(
        await post(adminToken, '/api/app/processManagement/deployProcess', { moduleType, name, graph }),
      );
    },
    async start(token: string, body: Record<string, unknown>) {
      return ok<{ id: string; status: string; currentNodeName: string | null; canWithdraw: boolean }>(
        await post(token, '/api/FlowInstances/start', { summary: '摘要', ...body }),
      );
    },
    approve: (token: string, taskId: string, comment = '同意') =>
      post(token, '/api/wfTask/approve', { taskId, comment }),
    reject: (token: string, taskId: string, comment = '不同意', rejectTo?: string) =>
      post(token, '/api/wfTask/reject', { taskId, comment, ...(rejectTo ? { rejectTo } : {}) }),
    handle: (token: string, taskId: string, comment = '已办理') =>
      post(token, '/api/wfTask/handle', { taskId, comment }),
    read: (token: string, taskId: string) => post(token, '/api/wfTask/markRead', { taskId }),
    withdraw: (token: string, id: string) => post(token, '/api/FlowInstances/withdraw', { id }),
    async detail(token: string, instanceId: string) {
      return ok<{
        instance: { status: string; definitionVersion: number; currentNodeName: string | null; canWithdraw: boolean };
        currentNodes: Array<{ nodeId: string; assignees: Array<{ userId: string; taskStatus: string }> }>;
        openTask: { taskId: string; kind: string } | null;
        history: Array<{ action: string; nodeId: string | null; actorName: string | null; rejectTo: string | null }>;
      }>(await get(token, `/api/FlowInstances/instanceDetail/${instanceId}`));
    },
    async counts(token: string) {
      const tasks = ok<{ approveTaskCount: number; dealTaskCount: number; notifyTaskCount: number }>(
        await get(token, '/api/wfTask/getTaskCount'),
      );
      const flows = ok<{ waitNum: number; disposedNum: number; initiatedNum: number }>(
        await get(token, '/api/FlowInstances/GetFlowInstanceNum'),
      );
      return { ...tasks, ...flows };
    },
    /** Every task of an instance straight from the table, oldest first. */
    async tasks(instanceId: string) {
      const rows = await t.database.db.select().from(workflowTasks).where(eq(workflowTasks.instanceId, instanceId));
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
    async pendingTask(instanceId: string, assigneeId: string, kind?: string) {
      const rows = await t.database.db.select().from(workflowTasks).where(eq(workflowTasks.instanceId, instanceId));
      const task = rows.find(
        (r) => r.assigneeId === assigneeId && r.status === 'pending' && (kind === undefined || r.kind === kind),
      );
      if (!task) throw new Error(`no pending task of ${assigneeId} in ${instanceId}`);
      return task.id;
    },
  };
}

/** The business error of an already handled task: HTTP 200, code 9999, 该事项已办理. */
export function expectAlreadyHandled(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ code: 9999, message: '该事项已办理' });
}
