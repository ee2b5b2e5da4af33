import type { WorkflowAssignee, WorkflowNode } from '@qis/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { organizations, userRoles, users } from '../../db/tables';
import type { Transaction } from '../../platform/db/database';

/** How far up the organization tree the engine looks for a head before giving up (guards a cyclic tree). */
const MAX_ORGANIZATION_DEPTH = 32;

interface Initiator {
  tenantId: string;
  initiatorId: string;
  businessOwnerId: string | null;
}

/**
 * The users who get a task at `node`: the start's override for the node if one was given, else the node's
 * assignees resolved now (users, holders of a role or a post, the initiator's organization head, the initiator, the
 * business owner the starting module named), in that order without duplicates, active users only. May be empty: the caller decides what that means.
 */
export async function resolveAssignees(
  tx: Transaction,
  node: WorkflowNode,
  flow: Initiator & { assigneeOverrides: Record<string, string[]> },
): Promise<string[]> {
  const override = flow.assigneeOverrides[node.id];
  const candidates: string[] = [];
  if (override) candidates.push(...override);
  else for (const assignee of node.assignees) candidates.push(...(await candidatesOf(tx, assignee, flow)));
  const unique = [...new Set(candidates)];
  if (unique.length === 0) return [];
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, flow.tenantId), inArray(users.id, unique), eq(users.isActive, true)));
  const activeIds = new Set(active.map((u) => u.id));
  return unique.filter((id) => activeIds.has(id));
}

async function candidatesOf(tx: Transaction, assignee: WorkflowAssignee, flow: Initiator): Promise<string[]> {
  switch (assignee.type) {
    case 'user':
      return [assignee.id];
    case 'initiator':
      return [flow.initiatorId];
    case 'businessOwner':
      return flow.businessOwnerId ? [flow.businessOwnerId] : [];
    case 'role': {
      const rows = await tx
        .select({ id: userRoles.userId })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(and(eq(userRoles.roleId, assignee.id), eq(users.tenantId, flow.tenantId)))
        .orderBy(users.userName);
      return rows.map((r) => r.id);
    }
    case 'post': {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.postId, assignee.id), eq(users.tenantId, flow.tenantId)))
        .orderBy(users.userName);
      return rows.map((r) => r.id);
    }
    case 'orgHead': {
      const head = await organizationHead(tx, flow);
      return head ? [head] : [];
    }
  }
}

/** The head of the initiator's organization, or of the nearest organization above it that has an active head. */
async function organizationHead(tx: Transaction, flow: Initiator): Promise<string | null> {
  const [initiator] = await tx
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, flow.initiatorId));
  let organizationId = initiator?.organizationId ?? null;
  for (let depth = 0; organizationId && depth < MAX_ORGANIZATION_DEPTH; depth++) {
    const [org] = await tx
      .select({ parentId: organizations.parentId, leaderId: organizations.leaderId, leaderActive: users.isActive })
      .from(organizations)
      .leftJoin(users, eq(users.id, organizations.leaderId))
      .where(and(eq(organizations.id, organizationId), eq(organizations.tenantId, flow.tenantId)));
    if (!org) return null;
    if (org.leaderId && org.leaderActive) return org.leaderId;
    organizationId = org.parentId;
  }
  return null;
}
