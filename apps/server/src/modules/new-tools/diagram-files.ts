import {
  type DiagramKind,
  type DiagramOfKind,
  emptyDiagram,
  isDiagramKind,
  NEW_TOOL_MESSAGES,
  type NewToolFileDto,
} from '@qis/shared';
import { eq } from 'drizzle-orm';
import { msFiles } from '../../db/tables';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { type FileRow, fileDto, inSpace, liveFile, type SpaceContext } from '../statistics';
import { validDiagram } from './diagram-schemas';

// A diagram file is a file of the new seven tools' space whose settings keep the diagram under `diagram`. Reading
// and the version check are those of my files: only my own live files of the space (404 otherwise), and a write
// names the version it read (409 when stale).

/** The call's context in the new seven tools' space (403 while plugin 1009 is off). */
export const newToolsSpace = (ctx: UserContext): SpaceContext => inSpace(ctx, 'newTools');

export interface DiagramFile<K extends DiagramKind = DiagramKind> {
  row: FileRow;
  kind: K;
  /** The stored diagram, or the kind's empty diagram until the first save. */
  diagram: DiagramOfKind[K];
}

const settingsOf = (row: FileRow) => (row.settings ?? {}) as Record<string, unknown>;

function diagramOf<K extends DiagramKind>(row: FileRow, kind: K): DiagramOfKind[K] {
  const stored = settingsOf(row).diagram;
  return stored === undefined || stored === null ? emptyDiagram(kind) : (stored as DiagramOfKind[K]);
}

/** A live diagram file of mine: 404 when not mine or gone, 400 when a data or matrix-analysis file. */
export async function diagramFile(ctx: SpaceContext, id: string): Promise<DiagramFile> {
  const row = await liveFile(ctx, id);
  if (!isDiagramKind(row.kind)) throw badRequest(NEW_TOOL_MESSAGES.notDiagram);
  return { row, kind: row.kind, diagram: diagramOf(row, row.kind) };
}

/** A diagram file of one of the kinds: 400 `message` for a diagram of any other kind. */
export async function diagramFileOf<K extends DiagramKind>(
  ctx: SpaceContext,
  id: string,
  kinds: readonly K[],
  message: string = NEW_TOOL_MESSAGES.wrongKind,
): Promise<DiagramFile<K>> {
  const file = await diagramFile(ctx, id);
  if (!(kinds as readonly DiagramKind[]).includes(file.kind)) throw badRequest(message);
  return file as DiagramFile<K>;
}

export function newToolFileDto(row: FileRow): NewToolFileDto {
  const kind = row.kind;
  return {
    ...fileDto(row, null),
    remark: row.remark,
    diagram: isDiagramKind(kind) ? diagramOf(row, kind) : null,
  };
}

/** 409 unless the file still has the version the client read. */
export function requireVersion(file: DiagramFile, version: number) {
  if (file.row.version !== version) throw conflict();
}

/**
 * Writes a new diagram (checked against its kind's schema first) and/or remark, bumping the version; the version
 * read must still be current. Answers the file as saved.
 */
export async function writeDiagramFile<K extends DiagramKind>(
  ctx: SpaceContext,
  file: DiagramFile<K>,
  version: number,
  change: { diagram?: unknown; remark?: string },
): Promise<NewToolFileDto> {
  requireVersion(file, version);
  const diagram = change.diagram === undefined ? undefined : validDiagram(file.kind, change.diagram);
  const values: Partial<FileRow> = {};
  if (diagram !== undefined) values.settings = { ...settingsOf(file.row), diagram };
  if (change.remark !== undefined) values.remark = change.remark;
  const after = await updateVersioned(ctx.tx, msFiles, file.row.id, file.row.version, values);
  ctx.recordChange({
    entity: 'msFile',
    entityId: file.row.id,
    before: { ...(diagram === undefined ? {} : { diagram: file.diagram }), remark: file.row.remark },
    after: { ...(diagram === undefined ? {} : { diagram }), remark: after.remark },
  });
  return newToolFileDto(after);
}

/** Counts a read as opening the file (the recent-files list), as msFileDetail does. */
export async function markOpened(ctx: SpaceContext, row: FileRow): Promise<FileRow> {
  const [opened] = await ctx.tx
    .update(msFiles)
    .set({ lastOpenedAt: new Date() })
    .where(eq(msFiles.id, row.id))
    .returning();
  return opened ?? row;
}
