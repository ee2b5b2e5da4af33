import { type FileKind, type MsClassificationDto, SPACE_FILE_KINDS } from '@qis/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { msDataSheets, msFiles } from '../../../db/tables';
import { fileDto, ownFile } from './ms-items';
import type { SpaceContext } from './space';

/** ' / ' between folder names, as the classification page shows a file's place. */
const PATH_SEPARATOR = ' / ';

/** The path from the root of each folder (id -> '质量月报 / 三月'), walked up from the folders themselves. */
async function folderPaths(ctx: SpaceContext, folderIds: string[]): Promise<Map<string, string>> {
  if (folderIds.length === 0) return new Map();
  const result = await ctx.tx.execute<{ id: string; path: string }>(sql`
    with recursive up as (
      select f.id as start_id, f.parent_id, f.name::text as path
      from ms_folders f
      where f.owner_id = ${ctx.principal.userId} and f.space = ${ctx.space} and f.id in (${sql.join(
        folderIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      union all
      select up.start_id, p.parent_id, p.name || ${PATH_SEPARATOR} || up.path
      from ms_folders p join up on p.id = up.parent_id
      where p.owner_id = ${ctx.principal.userId}
    )
    select start_id as id, path from up where parent_id is null`);
  return new Map(result.rows.map((r) => [r.id, r.path]));
}

/**
 * My live files of the space counted by kind (every kind of the space, zeros too), and with a kind a page of my live files of that kind in
 * all folders, newest change first, each with its folder's path ('' at the root).
 */
export async function classification(
  ctx: SpaceContext,
  query: { kind?: FileKind | undefined; SkipCount: number; MaxResultCount: number },
): Promise<MsClassificationDto> {
  const live = and(ownFile(ctx), isNull(msFiles.deletedAt));
  const grouped = await ctx.tx
    .select({ kind: msFiles.kind, n: count() })
    .from(msFiles)
    .where(live)
    .groupBy(msFiles.kind);
  const countOf = new Map(grouped.map((r) => [r.kind, Number(r.n)]));
  const counts = SPACE_FILE_KINDS[ctx.space].map((kind) => ({ kind, count: countOf.get(kind) ?? 0 }));
  if (!query.kind) return { counts, files: { items: [], totalCount: 0 } };

  const rows = await ctx.tx
    .select({ file: msFiles, size: msDataSheets.rowCount })
    .from(msFiles)
    .leftJoin(msDataSheets, eq(msDataSheets.fileId, msFiles.id))
    .where(and(live, eq(msFiles.kind, query.kind)))
    .orderBy(desc(msFiles.updatedAt), desc(msFiles.id))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const folderIds = [...new Set(rows.flatMap((r) => (r.file.folderId ? [r.file.folderId] : [])))];
  const paths = await folderPaths(ctx, folderIds);
  const items = rows.map((r) => ({
    ...fileDto(r.file, r.size),
    folderPath: r.file.folderId ? (paths.get(r.file.folderId) ?? '') : '',
  }));
  return { counts, files: { items, totalCount: countOf.get(query.kind) ?? 0 } };
}
