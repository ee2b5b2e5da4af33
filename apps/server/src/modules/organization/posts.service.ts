import type { PostDto } from '@qis/shared';
import { and, asc, count, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { organizations, posts, users } from '../../db/tables';
import { escapeLike } from '../../platform/db/escape-like';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { anyRow } from './any-row';

export const POST_MESSAGES = {
  notFound: '岗位不存在或已被删除',
  duplicateName: '该组织下已存在同名岗位',
  duplicateCode: '岗位编码已存在',
  inUse: '该岗位下存在用户，无法删除',
} as const;

interface PostInput {
  name: string;
  code: string | null;
  organizationId: string;
  sort: number;
}

/** The posts of the caller's tenant with their organizations' names, without holders. */
const selectPosts = (ctx: UserContext) =>
  ctx.tx
    .select({
      id: posts.id,
      organizationId: posts.organizationId,
      organizationName: organizations.name,
      name: posts.name,
      code: posts.code,
      sort: posts.sort,
      version: posts.version,
    })
    .from(posts)
    .leftJoin(organizations, eq(organizations.id, posts.organizationId));

/** Attaches each post's holders (users whose post it is), by name. */
async function withHolders(ctx: UserContext, rows: Array<Omit<PostDto, 'holders'>>): Promise<PostDto[]> {
  if (rows.length === 0) return [];
  const holders = await ctx.tx
    .select({ postId: users.postId, id: users.id, name: users.name, userName: users.userName })
    .from(users)
    .where(
      inArray(
        users.postId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(users.name), asc(users.userName));
  const holdersOf = new Map<string, PostDto['holders']>();
  for (const { postId, ...holder } of holders) {
    const list = holdersOf.get(postId as string);
    if (list) list.push(holder);
    else holdersOf.set(postId as string, [holder]);
  }
  return rows.map((row) => ({ ...row, holders: holdersOf.get(row.id) ?? [] }));
}

/** Every post of the tenant with its holders, in sibling order (sort, then name). */
export async function allPosts(ctx: UserContext): Promise<PostDto[]> {
  const rows = await selectPosts(ctx).orderBy(asc(posts.sort), asc(posts.name), asc(posts.id));
  return withHolders(ctx, rows);
}

export async function listPosts(
  ctx: UserContext,
  query: {
    SkipCount: number;
    MaxResultCount: number;
    organizationId?: string | undefined;
    filter?: string | undefined;
  },
) {
  const pattern = query.filter ? `%${escapeLike(query.filter)}%` : undefined;
  const where = and(
    query.organizationId ? eq(posts.organizationId, query.organizationId) : undefined,
    pattern ? or(ilike(posts.name, pattern), ilike(posts.code, pattern)) : undefined,
  );
  const rows = await selectPosts(ctx)
    .where(where)
    .orderBy(asc(organizations.sort), asc(organizations.name), asc(posts.sort), asc(posts.name), asc(posts.id))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(posts).where(where);
  return { items: await withHolders(ctx, rows), totalCount: total?.n ?? 0 };
}

async function getPost(ctx: UserContext, id: string): Promise<PostDto> {
  const [row] = await selectPosts(ctx).where(eq(posts.id, id));
  if (!row) throw notFound(POST_MESSAGES.notFound);
  const [dto] = await withHolders(ctx, [row]);
  return dto as PostDto;
}

async function checkInput(ctx: UserContext, input: PostInput, selfId?: string) {
  if (!(await anyRow(ctx, organizations, eq(organizations.id, input.organizationId))))
    throw badRequest('参数 organizationId 无效：组织不存在');
  const others = selfId ? ne(posts.id, selfId) : undefined;
  const sameName = and(eq(posts.organizationId, input.organizationId), eq(posts.name, input.name), others);
  if (await anyRow(ctx, posts, sameName)) throw businessError(POST_MESSAGES.duplicateName);
  if (input.code && (await anyRow(ctx, posts, and(eq(posts.code, input.code), others))))
    throw businessError(POST_MESSAGES.duplicateCode);
}

export async function createPost(ctx: UserContext, input: PostInput): Promise<PostDto> {
  await checkInput(ctx, input);
  const [row] = await ctx.tx
    .insert(posts)
    .values({
      tenantId: ctx.principal.tenantId,
      ...input,
      code: input.code || null,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    .returning({ id: posts.id });
  if (!row) throw new Error('post was not created');
  const after = await getPost(ctx, row.id);
  ctx.recordChange({ entity: 'post', entityId: row.id, after });
  return after;
}

export async function updatePost(
  ctx: UserContext,
  input: PostInput & { id: string; version: number },
): Promise<PostDto> {
  const { id, version, ...values } = input;
  const before = await getPost(ctx, id);
  await checkInput(ctx, values, id);
  await updateVersioned(ctx.tx, posts, id, version, {
    ...values,
    code: values.code || null,
    updatedBy: ctx.principal.userId,
  });
  const after = await getPost(ctx, id);
  ctx.recordChange({ entity: 'post', entityId: id, before, after });
  return after;
}

export async function deletePost(ctx: UserContext, id: string) {
  const before = await getPost(ctx, id);
  if (before.holders.length > 0) throw businessError(POST_MESSAGES.inUse);
  await ctx.tx.delete(posts).where(eq(posts.id, id));
  ctx.recordChange({ entity: 'post', entityId: id, before });
  return null;
}
