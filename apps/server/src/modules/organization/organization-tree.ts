import type { OrganizationDto, OrganizationNode } from '@qis/shared';
import { asc, eq } from 'drizzle-orm';
import { organizations, users } from '../../db/tables';
import type { UserContext } from '../../platform/http/request-context';

/** The organizations of the caller's tenant with their heads' names, as the contract's OrganizationDto. */
const selectOrganizations = (ctx: UserContext) =>
  ctx.tx
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
    .leftJoin(users, eq(users.id, organizations.leaderId));

/** Every organization of the caller's tenant, flat, in sibling order (sort, then name). */
export function listOrganizations(ctx: UserContext): Promise<OrganizationDto[]> {
  return selectOrganizations(ctx).orderBy(asc(organizations.sort), asc(organizations.name), asc(organizations.id));
}

export async function findOrganization(ctx: UserContext, id: string): Promise<OrganizationDto | undefined> {
  const [row] = await selectOrganizations(ctx).where(eq(organizations.id, id));
  return row;
}

type Nested<T> = T & { children: Nested<T>[] };

/** Nests flat organizations under their parents, keeping their order; one whose parent is missing becomes a root. */
export function buildOrganizationTree<T extends OrganizationDto>(flat: readonly T[]): Nested<T>[] {
  const nodes = new Map(flat.map((o) => [o.id, { ...o, children: [] as Nested<T>[] }]));
  const roots: Nested<T>[] = [];
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
