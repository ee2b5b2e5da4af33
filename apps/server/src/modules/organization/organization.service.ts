import type { OrganizationDto } from '@qis/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { organizations, posts, users } from '../../db/tables';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { anyRow } from './any-row';
import { findOrganization } from './organization-tree';

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
  const organization = await findOrganization(ctx, id);
  if (!organization) throw notFound(ORGANIZATION_MESSAGES.notFound);
  return organization;
}

/** Whether `id` is the organization `rootId` or lies below it; UNION (not ALL) stops on a cycle in a broken tree. */
async function isWithin(ctx: UserContext, id: string, rootId: string): Promise<boolean> {
  const result = await ctx.tx.execute<{ found: boolean }>(sql`select exists (
    with recursive tree(id) as (
      select ${rootId}::uuid
      union select o.id from ${organizations} o join tree on o.parent_id = tree.id)
    select 1 from tree where tree.id = ${id}::uuid) as found`);
  return Boolean(result.rows[0]?.found);
}

async function checkInput(ctx: UserContext, input: OrganizationInput, selfId?: string) {
  const others = selfId ? ne(organizations.id, selfId) : undefined;
  if (input.parentId) {
    if (!(await anyRow(ctx, organizations, eq(organizations.id, input.parentId))))
      throw badRequest('参数 parentId 无效：上级组织不存在');
    if (selfId && (await isWithin(ctx, input.parentId, selfId)))
      throw badRequest('参数 parentId 无效：不能把组织移动到其自身或其下级组织之下');
  }
  if (input.leaderId && !(await anyRow(ctx, users, eq(users.id, input.leaderId))))
    throw badRequest('参数 leaderId 无效：用户不存在');
  const sameParent = input.parentId ? eq(organizations.parentId, input.parentId) : isNull(organizations.parentId);
  if (await anyRow(ctx, organizations, and(eq(organizations.name, input.name), sameParent, others)))
    throw businessError(ORGANIZATION_MESSAGES.duplicateName);
  if (input.code && (await anyRow(ctx, organizations, and(eq(organizations.code, input.code), others))))
    throw businessError(ORGANIZATION_MESSAGES.duplicateCode);
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
  if (await anyRow(ctx, organizations, eq(organizations.parentId, id)))
    throw businessError(ORGANIZATION_MESSAGES.hasChildren);
  if (await anyRow(ctx, users, eq(users.organizationId, id))) throw businessError(ORGANIZATION_MESSAGES.hasUsers);
  if (await anyRow(ctx, posts, eq(posts.organizationId, id))) throw businessError(ORGANIZATION_MESSAGES.hasPosts);
  await ctx.tx.delete(organizations).where(eq(organizations.id, id));
  ctx.recordChange({ entity: 'organization', entityId: id, before });
  return null;
}
