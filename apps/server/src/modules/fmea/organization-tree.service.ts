import type { FmeaOrgNode, FmeaOrgUser } from '@qis/shared';
import { asc, eq } from 'drizzle-orm';
import { posts, users } from '../../db/tables';
import type { UserContext } from '../../platform/http/request-context';
import { buildOrganizationTree, listOrganizations } from '../organization';

type Node = ReturnType<typeof buildOrganizationTree>[number];

/** The tenant's departments in their order, each with its active users by name; users of no department apart. */
export async function teamOrganizationTree(
  ctx: UserContext,
): Promise<{ tree: FmeaOrgNode[]; unassigned: FmeaOrgUser[] }> {
  const [organizations, people] = await Promise.all([
    listOrganizations(ctx),
    ctx.tx
      .select({
        id: users.id,
        name: users.name,
        userName: users.userName,
        postName: posts.name,
        organizationId: users.organizationId,
      })
      .from(users)
      .leftJoin(posts, eq(posts.id, users.postId))
      .where(eq(users.isActive, true))
      .orderBy(asc(users.name), asc(users.userName)),
  ]);
  const byOrganization = new Map<string, FmeaOrgUser[]>();
  const unassigned: FmeaOrgUser[] = [];
  for (const { organizationId, ...user } of people) {
    const list = organizationId ? byOrganization.get(organizationId) : undefined;
    if (list) list.push(user);
    else if (organizationId) byOrganization.set(organizationId, [user]);
    else unassigned.push(user);
  }
  const known = new Set(organizations.map((organization) => organization.id));
  // A user of an organization that is not (any more) in the tree is listed apart rather than lost.
  for (const [organizationId, list] of byOrganization) if (!known.has(organizationId)) unassigned.push(...list);
  const shape = (node: Node): FmeaOrgNode => ({
    id: node.id,
    name: node.name,
    users: byOrganization.get(node.id) ?? [],
    children: node.children.map(shape),
  });
  return { tree: buildOrganizationTree(organizations).map(shape), unassigned };
}
