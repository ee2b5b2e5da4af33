import { type FileKind, type MsSequenceStyleDto, SPACE_FILE_KINDS } from '@qis/shared';
import { type SQL, sql } from 'drizzle-orm';
import { msFiles, msFolders } from '../../../db/tables';
import type { AppServices } from '../../../platform/services';
import { getSequenceStyle } from './sequence.service';
import type { SpaceContext } from './space';

// ORDER BY of my-files lists, by the signed-in user's sequence in the space: the chosen key in the chosen direction, then the
// name and the id so that pages never shuffle. 'custom' is the sort number that reorder writes.

/** Chinese collations, best first: ICU's pinyin order, then the C library's. PGlite has none of them. */
const ZH_COLLATIONS = ['zh-x-icu', 'zh-Hans-x-icu', 'zh_CN.utf8', 'zh_CN.UTF-8'];
const collationByApp = new WeakMap<AppServices, string | null>();

/** The best Chinese collation this database has (null: none), looked up once per app. */
async function zhCollation(ctx: SpaceContext): Promise<string | null> {
  const known = collationByApp.get(ctx.services);
  if (known !== undefined) return known;
  const found = await ctx.tx.execute<{ collname: string }>(sql`
    select collname from pg_collation
    where collname in (${sql.join(
      ZH_COLLATIONS.map((name) => sql`${name}`),
      sql`, `,
    )})
      and collencoding in (-1, (select encoding from pg_database where datname = current_database()))`);
  const names = new Set(found.rows.map((r) => r.collname));
  const best = ZH_COLLATIONS.find((name) => names.has(name)) ?? null;
  collationByApp.set(ctx.services, best);
  return best;
}

interface OrderColumns {
  sort: SQL;
  name: SQL;
  updatedAt: SQL;
  /** Files only: folders have no kind. */
  kind?: SQL;
  id: SQL;
}

/** Position of a kind among the space's kinds (SPACE_FILE_KINDS: data first, then the analyses or diagrams). */
const kindRank = (kinds: readonly FileKind[], kind: SQL) =>
  sql`array_position(array[${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[], ${kind})`;

function orderBy(
  style: MsSequenceStyleDto,
  collation: string | null,
  kinds: readonly FileKind[],
  c: OrderColumns,
): SQL[] {
  const dir = sql.raw(style.direction);
  const name = collation ? sql`${c.name} collate ${sql.identifier(collation)}` : c.name;
  switch (style.sequence) {
    case 'name':
      return [sql`${name} ${dir}`, c.id];
    case 'updatedAt':
      return [sql`${c.updatedAt} ${dir}`, name, c.id];
    case 'kind':
      return c.kind ? [sql`${kindRank(kinds, c.kind)} ${dir}`, name, c.id] : [name, c.id];
    default:
      return [sql`${c.sort} ${dir}`, name, c.id];
  }
}

async function orderOf(ctx: SpaceContext, columns: OrderColumns): Promise<SQL[]> {
  return orderBy(await getSequenceStyle(ctx), await zhCollation(ctx), SPACE_FILE_KINDS[ctx.space], columns);
}

/** The order of a folder's folders (wGetFoldersList, folderList). */
export const folderOrder = (ctx: SpaceContext) =>
  orderOf(ctx, {
    sort: sql`${msFolders.sort}`,
    name: sql`${msFolders.name}`,
    updatedAt: sql`${msFolders.updatedAt}`,
    id: sql`${msFolders.id}`,
  });

/** The order of a folder's files (filesList). */
export const fileOrder = (ctx: SpaceContext) =>
  orderOf(ctx, {
    sort: sql`${msFiles.sort}`,
    name: sql`${msFiles.name}`,
    updatedAt: sql`${msFiles.updatedAt}`,
    kind: sql`${msFiles.kind}`,
    id: sql`${msFiles.id}`,
  });

/** The order of folders-then-files rows (pageFolderAndFile): columns grp (0 folders, 1 files), sort, name … */
export async function itemOrder(ctx: SpaceContext): Promise<SQL> {
  const order = await orderOf(ctx, {
    sort: sql.raw('sort'),
    name: sql.raw('name'),
    updatedAt: sql.raw('updated_at'),
    kind: sql.raw('kind'),
    id: sql.raw('id'),
  });
  return sql.join([sql.raw('grp'), ...order], sql`, `);
}
