import type { OrganizationDto } from '@qis/shared';
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { organizations, posts, users } from '../../db/tables';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { listOrganizations } from './organization-tree';

export const ORGANIZATION_MESSAGES = {
  notFound: '组织不存在或已被删除',
  duplicateName: '同级组织下已存在同名组织',
  duplicateCode: '组织编码已存在',
  hasChildren: '该组织下存在下级组织，无法删除',
  hasUsers: '该组织下存在用户，无法删除',
  hasPosts: '该组织下存在岗位，无法删除',
} as const;

interface OrganizationInput {
  parentId: string | null;
  name: string;
  code: string | null;
  sort: number;
  leaderId: string | null;
}

export async function getOrganization(ctx: UserContext, id: string): Promise<OrganizationDto> {
  const [row] = await ctx.tx
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
    .where(eq(organizations.id, id));
  if (!row) throw notFound(ORGANIZATION_MESSAGES.notFound);
  return row;
}

/** The ids of an organization and everything below it. */
async function subtreeIds(ctx: UserContext, rootId: string): Promise<Set<string>> {
  const all = await listOrganizations(ctx);
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const o of all)
      if (o.parentId && ids.has(o.parentId) && !ids.has(o.id)) {
        ids.add(o.id);
        grew = true;
      }
  }
  return ids;
}

async function checkInput(ctx: UserContext, input: OrganizationInput, selfId?: string) {
  if (input.parentId) {
    const [parent] = await ctx.tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, input.parentId));
    if (!parent) throw badRequest('参数 parentId 无效：上级组织不存在');
    if (selfId && (await subtreeIds(ctx, selfId)).has(input.parentId))
      throw badRequest('参数 parentId 无效：不能把组织移动到其自身或其下级组织之下');
  }
  if (input.leaderId) {
    const [leader] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.id, input.leaderId));
    if (!leader) throw badRequest('参数 leaderId 无效：用户不存在');
  }
  const siblings: SQL[] = [
    eq(organizations.name, input.name),
    input.parentId ? eq(organizations.parentId, input.parentId) : isNull(organizations.parentId),
  ];
  if (selfId) siblings.push(ne(organizations.id, selfId));
  const [sameName] = await ctx.tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(...siblings));
  if (sameName) throw businessError(ORGANIZATION_MESSAGES.duplicateName);
  if (input.code) {
    const codeClash: SQL[] = [eq(organizations.code, input.code)];
    if (selfId) codeClash.push(ne(organizations.id, selfId));
    const [sameCode] = await ctx.tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(...codeClash));
    if (sameCode) throw businessError(ORGANIZATION_MESSAGES.duplicateCode);
  }
}

export async function createOrganization(ctx: UserContext, input: OrganizationInput): Promise<OrganizationDto> {
  await checkInput(ctx, input);
  const [row] = await ctx.tx
    .insert(organizations)
    .values({
      tenantId: ctx.principal.tenantId,
      ...input,
      code: input.code || null,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    .returning({ id: organizations.id });
  if (!row) throw new Error('organization was not created');
  const after = await getOrganization(ctx, row.id);
  ctx.recordChange({ entity: 'organization', entityId: row.id, after });
  return after;
}

export async function updateOrganization(
  ctx: UserContext,
  input: OrganizationInput & { id: string; version: number },
): Promise<OrganizationDto> {
  const { id, version, ...values } = input;
  const before = await getOrganization(ctx, id);
  await checkInput(ctx, values, id);
  await updateVersioned(ctx.tx, organizations, id, version, {
    ...values,
    code: values.code || null,
    updatedBy: ctx.principal.userId,
  });
  const after = await getOrganization(ctx, id);
  ctx.recordChange({ entity: 'organization', entityId: id, before, after });
  return after;
}

export async function deleteOrganization(ctx: UserContext, id: string) {
  const before = await getOrganization(ctx, id);
  const holds = async (table: typeof organizations | typeof users | typeof posts, where: SQL) =>
    (await ctx.tx.select({ id: table.id }).from(table).where(where).limit(1)).length > 0;
  if (await holds(organizations, eq(organizations.parentId, id)))
    throw businessError(ORGANIZATION_MESSAGES.hasChildren);
  if (await holds(users, eq(users.organizationId, id))) throw businessError(ORGANIZATION_MESSAGES.hasUsers);
  if (await holds(posts, eq(posts.organizationId, id))) throw businessError(ORGANIZATION_MESSAGES.hasPosts);
  await ctx.tx.delete(organizations).where(eq(organizations.id, id));
  ctx.recordChange({ entity: 'organization', entityId: id, before });
  return null;
}
