import type { OrganizationNode } from '@qis/shared';
import { asc, eq } from 'drizzle-orm';
import { organizations, users } from '../../db/tables';
import type { UserContext } from '../../platform/http/request-context';

type FlatOrganization = Omit<OrganizationNode, 'children'>;

/** Every organization of the caller's tenant, flat, in sibling order (sort, then name). */
export async function listOrganizations(ctx: UserContext): Promise<FlatOrganization[]> {
  return ctx.tx
    .select({
      id: organizations.id,
      parentId: organizations.parentId,
      name: organizations.name,
      code: organizations.code,
      sort: organizations.sort,
      leaderId: organizations.leaderId,
      leaderName: users.name,
      version: organizations.version,
    })
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.leaderId))
    .orderBy(asc(organizations.sort), asc(organizations.name), asc(organizations.id));
}

/** Nests flat organizations under their parents; one whose parent is missing becomes a root. */
export function buildOrganizationTree(flat: readonly FlatOrganization[]): OrganizationNode[] {
  const nodes = new Map(flat.map((o) => [o.id, { ...o, children: [] as OrganizationNode[] }]));
  const roots: OrganizationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function organizationTree(ctx: UserContext): Promise<OrganizationNode[]> {
  return buildOrganizationTree(await listOrganizations(ctx));
}
