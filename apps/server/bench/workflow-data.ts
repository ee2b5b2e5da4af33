// The data of the workflow bench (bench/workflow.ts): bench users in the default tenant and open tasks spread over
// them, written straight into the data folder in a few multi-row inserts through the project's own openDatabase and
// drizzle tables. The instances stand where the seeded flows put them: a generic flow waiting at its approve node
// 'review', a corrective action (1006) at its handle node 'fix', an approved generic flow whose initiator has a
// to-read task at 'inform' (with the done approval and the history that led there).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { GENERIC_MODULE_TYPE, type WorkflowGraph } from '@qis/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_TENANT_NAME } from '../src/db/seed/default-tenant';
import {
  organizations,
  roles,
  tenants,
  userRoles,
  users,
  workflowDefinitions,
  workflowHistory,
  workflowInstances,
  workflowModuleSettings,
  workflowTasks,
} from '../src/db/tables';
import { hashPassword } from '../src/platform/auth/password-hash';
import { openDatabase } from '../src/platform/db/database';

export const BENCH_PASSWORD = 'Bench@12345';
/** The role every bench user holds: the broadcast flow's approve node is assigned to it. */
export const BROADCAST_ROLE = '压测广播组';
const userNameOf = (i: number) => `bench.u${String(i + 1).padStart(4, '0')}`;

const chunks = <T>(rows: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

export interface BenchUser {
  id: string;
  userName: string;
}

export interface BenchDataOptions {
  /** Bench users (bench.u0001 ...), all holding BROADCAST_ROLE and the default role. */
  users: number;
  /** The first `taskUsers` of them hold the open tasks, evenly. */
  taskUsers: number;
  openTasks: number;
}

/**
 * Inserts the bench users, their role and the open tasks into a data folder the server's `--init-data` created and
 * seeded (the server must not be running: PGlite is one process's). Returns the users in user-name order.
 */
export async function prepareData(
  dataDir: string,
  { users: userCount, taskUsers: TASK_USERS, openTasks: OPEN_TASKS }: BenchDataOptions,
): Promise<{ benchUsers: BenchUser[]; broadcastRoleId: string }> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const { db } = database;
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, DEFAULT_TENANT_NAME));
    if (!tenant) throw new Error('the seeded data folder has no default tenant');
    const tenantId = tenant.id;
    const orgs = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.tenantId, tenantId))
      .orderBy(asc(organizations.sort));
    const [defaultRole] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.isDefault, true)));
    // The definitions new flows of the generic type (approve 'review', notify 'inform') and of the corrective
    // actions (handle 'fix') start on: the instances below are where those flows stand.
    const selected = await db
      .select({
        moduleType: workflowDefinitions.moduleType,
        id: workflowDefinitions.id,
        graph: workflowDefinitions.graph,
      })
      .from(workflowModuleSettings)
      .innerJoin(workflowDefinitions, eq(workflowDefinitions.id, workflowModuleSettings.definitionId))
      .where(
        and(eq(workflowModuleSettings.tenantId, tenantId), inArray(workflowModuleSettings.moduleType, [1000, 1006])),
      );
    const generic = selected.find((d) => d.moduleType === GENERIC_MODULE_TYPE);
    const corrective = selected.find((d) => d.moduleType === 1006);
    if (!generic || !corrective) throw new Error('the seeded data folder has no generic or corrective-action flow');
    const nodeName = (graph: WorkflowGraph, id: string) => {
      const node = graph.nodes.find((n) => n.id === id);
      if (!node) throw new Error(`seeded flow has no node ${id}`);
      return node.name;
    };

    // One argon2 hash for every bench user: hashing 1,000 times would take longer than the bench.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const benchUsers: BenchUser[] = Array.from({ length: Math.max(userCount, TASK_USERS) }, (_, i) => ({
      id: randomUUID(),
      userName: userNameOf(i),
    }));
    const now = Date.now();
    const broadcastRoleId = randomUUID();

    const instanceRows: Array<typeof workflowInstances.$inferInsert> = [];
    const taskRows: Array<typeof workflowTasks.$inferInsert> = [];
    const historyRows: Array<typeof workflowHistory.$inferInsert> = [];
    for (let i = 0; i < OPEN_TASKS; i++) {
      const assignee = benchUsers[i % TASK_USERS] as BenchUser;
      // Six in ten approvals waiting, two in ten corrective actions to handle, two in ten approved flows whose
      // initiator has not read the outcome yet; started over the last 30 days.
      const kind = i % 10 < 6 ? 'approve' : i % 10 < 8 ? 'handle' : 'notify';
      const initiator = kind === 'notify' ? assignee : (benchUsers[(i * 7 + 3) % TASK_USERS] as BenchUser);
      const startedAt = new Date(now - ((i * 37) % (30 * 24 * 60)) * 60_000 - 3_600_000);
      const instanceId = randomUUID();
      const definition = kind === 'handle' ? corrective : generic;
      const status = kind === 'notify' ? 'approved' : 'running';
      instanceRows.push({
        id: instanceId,
        tenantId,
        definitionId: definition.id,
        moduleType: definition.moduleType,
        businessKey: kind === 'handle' ? `QAM-BENCH-${i + 1}` : instanceId,
        title: `压测事项 ${i + 1}：${kind === 'handle' ? '内审不符合项整改' : '来料检验记录审批'}`,
        summary: '压测数据',
        status,
        initiatorId: initiator.id,
        currentNodeId: kind === 'approve' ? 'review' : kind === 'handle' ? 'fix' : null,
        startedAt,
        endedAt: status === 'approved' ? new Date(startedAt.getTime() + 1_800_000) : null,
        createdAt: startedAt,
        updatedAt: startedAt,
        version: status === 'approved' ? 3 : 2,
      });
      historyRows.push({
        tenantId,
        instanceId,
        action: 'start',
        nodeId: 'start',
        nodeName: nodeName(definition.graph, 'start'),
        actorId: initiator.id,
        actorName: initiator.userName,
        createdAt: startedAt,
      });
      if (kind === 'notify') {
        // The approval that ended the flow, then the initiator's to-read task.
        const reviewer = benchUsers[(i * 13 + 5) % TASK_USERS] as BenchUser;
        const approvedAt = new Date(startedAt.getTime() + 1_800_000);
        const doneTaskId = randomUUID();
        taskRows.push({
          id: doneTaskId,
          tenantId,
          instanceId,
          nodeId: 'review',
          nodeName: nodeName(generic.graph, 'review'),
          kind: 'approve',
          assigneeId: reviewer.id,
          status: 'done',
          action: 'approve',
          comment: '同意',
          createdAt: startedAt,
          completedAt: approvedAt,
        });
        historyRows.push(
          {
            tenantId,
            instanceId,
            taskId: doneTaskId,
            action: 'approve',
            nodeId: 'review',
            nodeName: nodeName(generic.graph, 'review'),
            actorId: reviewer.id,
            actorName: reviewer.userName,
            comment: '同意',
            createdAt: approvedAt,
          },
          {
            tenantId,
            instanceId,
            action: 'complete',
            nodeId: 'end',
            nodeName: nodeName(generic.graph, 'end'),
            createdAt: approvedAt,
          },
        );
      }
      const nodeId = kind === 'approve' ? 'review' : kind === 'handle' ? 'fix' : 'inform';
      taskRows.push({
        tenantId,
        instanceId,
        nodeId,
        nodeName: nodeName(definition.graph, nodeId),
        kind,
        assigneeId: assignee.id,
        status: 'pending',
        createdAt: kind === 'notify' ? new Date(startedAt.getTime() + 1_800_000) : startedAt,
      });
    }

    const started = performance.now();
    // Superuser connection: row-level security does not apply, as for the seed.
    await db.transaction(async (tx) => {
      await tx.insert(roles).values({ id: broadcastRoleId, tenantId, name: BROADCAST_ROLE });
      for (const batch of chunks(benchUsers, 1000))
        await tx.insert(users).values(
          batch.map((u, i) => ({
            id: u.id,
            tenantId,
            userName: u.userName,
            name: `压测用户${u.userName.slice(-4)}`,
            organizationId: orgs.length > 0 ? (orgs[i % orgs.length] as { id: string }).id : null,
            passwordHash,
          })),
        );
      const memberships = benchUsers.flatMap((u) => [
        { tenantId, userId: u.id, roleId: broadcastRoleId },
        ...(defaultRole ? [{ tenantId, userId: u.id, roleId: defaultRole.id }] : []),
      ]);
      for (const batch of chunks(memberships, 2000)) await tx.insert(userRoles).values(batch);
      for (const batch of chunks(instanceRows, 2000)) await tx.insert(workflowInstances).values(batch);
      for (const batch of chunks(taskRows, 2000)) await tx.insert(workflowTasks).values(batch);
      for (const batch of chunks(historyRows, 2000)) await tx.insert(workflowHistory).values(batch);
    });
    console.log(
      `  inserted ${benchUsers.length} users, ${instanceRows.length} instances, ${taskRows.length} tasks ` +
        `(${OPEN_TASKS} pending), ${historyRows.length} history rows in ${Math.round(performance.now() - started)} ms`,
    );
    return { benchUsers, broadcastRoleId };
  } finally {
    await database.close();
  }
}
