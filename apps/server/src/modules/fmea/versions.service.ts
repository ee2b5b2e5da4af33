import {
  diffNets,
  type EndpointDefinition,
  FMEA_MESSAGES,
  type FmeaKind,
  FmeaNet,
  type FmeaNetDto,
  type FmeaProjectHeader,
  type ResultsVersionCompareDto,
  type ResultsVersionDto,
  type ResultsVersionSummary,
} from '@qis/shared';
import { desc, eq, max } from 'drizzle-orm';
import { notFound } from '../../platform/http/app-error';
import type { PreparedAnswer } from '../../platform/http/prepared-answer';
import type { UserContext } from '../../platform/http/request-context';
import { feedKnowledge } from '../fmea-library';
import { fmeaResultsVersions } from './fmea-projects.tables';
import { netAnswerSerializer } from './net-answer';
import type { NetAnswerCache } from './net-answer-cache';
import { loadNet, loadNetParts } from './net-load';
import { type LoadedProject, projectFor, projectForAdmin, projectForWrite } from './project-access';
import { projectHeader } from './project-dto';

// Step 7, results versions: immutable snapshots (header, whole net, AP table version, SOD standard), numbered per
// project, and the diff of two of them or of one and the live net. Nothing here updates or deletes a version.

type VersionRow = typeof fmeaResultsVersions.$inferSelect;

const summary = (row: VersionRow): ResultsVersionSummary => ({
  id: row.id,
  projectId: row.projectId,
  number: row.number,
  note: row.note,
  apTableVersion: row.apTableVersion,
  sodStandardId: row.sodStandardId,
  creatorId: row.creatorId,
  creatorName: row.creatorName,
  creationTime: row.createdAt.toISOString(),
  byAdmin: row.byAdmin,
});

/**
 * The whole net of a project (ProjectAppServicecs/dFMEANet), serialized: from `cache` while the project's net revision
 * and header version are those of the kept answer (or of the request already making it), else made from the kept
 * parts of the net that are still current and the parts read anew (net-answer-cache.ts). The access check runs first.
 */
export async function getNet(
  ctx: UserContext,
  kind: FmeaKind,
  projectId: string,
  endpoint: EndpointDefinition & { data: typeof FmeaNetDto },
  cache: NetAnswerCache,
): Promise<PreparedAnswer> {
  const { row } = await projectFor(ctx, kind, projectId, 'read');
  const key = {
    tenantId: ctx.principal.tenantId,
    projectId,
    kind,
    netRevision: row.netRevision,
    projectVersion: row.version,
  };
  const serializer = netAnswerSerializer(endpoint);
  return cache.answer(key, row.netTableRevisions, {
    async read(keys) {
      const { parts, state } = await loadNetParts(ctx.tx, projectId, keys);
      // Deleted since the access check.
      if (!state) throw notFound(FMEA_MESSAGES.projectNotFound);
      return { state, parts: new Map(keys.map((part) => [part, serializer.part(part, parts.get(part) ?? [])])) };
    },
    assemble: (state, parts) => serializer.assemble({ projectId, kind, projectVersion: state.version }, parts),
  });
}

export async function createVersion(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; note: string },
): Promise<ResultsVersionSummary> {
  // The write locks the project row: two releases at once get consecutive numbers.
  const project = await projectForWrite(ctx, kind, input.projectId, 'versions');
  return release(ctx, kind, project, input, false);
}

/**
 * The admin-create variant: a tenant administrator releases a version of any project of the tenant, without write
 * rights on it (its owner has left, its team is gone); the version says so. Otherwise the same release.
 */
export async function createVersionAsAdmin(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; note: string },
): Promise<ResultsVersionSummary> {
  const project = await projectForAdmin(ctx, kind, input.projectId, 'versions');
  return release(ctx, kind, project, input, true);
}

async function release(
  ctx: UserContext,
  kind: FmeaKind,
  project: LoadedProject,
  input: { projectId: string; note: string },
  byAdmin: boolean,
): Promise<ResultsVersionSummary> {
  const [last] = await ctx.tx
    .select({ n: max(fmeaResultsVersions.number) })
    .from(fmeaResultsVersions)
    .where(eq(fmeaResultsVersions.projectId, input.projectId));
  const net = await loadNet(ctx.tx, input.projectId);
  const [row] = await ctx.tx
    .insert(fmeaResultsVersions)
    .values({
      tenantId: ctx.principal.tenantId,
      projectId: input.projectId,
      number: (last?.n ?? 0) + 1,
      note: input.note,
      apTableVersion: project.row.apTableVersion,
      sodStandardId: project.row.sodStandardId,
      header: await projectHeader(ctx.tx, project),
      net,
      creatorId: ctx.principal.userId,
      creatorName: ctx.principal.name,
      byAdmin,
    })
    .returning();
  if (!row) throw new Error('results version was not created');
  // A release feeds the knowledge base with its functions, failures and controls.
  await feedKnowledge(ctx.tx, {
    tenantId: ctx.principal.tenantId,
    kind,
    projectId: input.projectId,
    projectName: project.row.projectName,
    contributorId: ctx.principal.userId,
    contributorName: ctx.principal.name,
    net,
  });
  ctx.recordChange({ entity: 'FmeaResultsVersion', entityId: row.id, after: summary(row) });
  return summary(row);
}

export async function listVersions(ctx: UserContext, kind: FmeaKind, projectId: string) {
  await projectFor(ctx, kind, projectId, 'read');
  const rows = await ctx.tx
    .select()
    .from(fmeaResultsVersions)
    .where(eq(fmeaResultsVersions.projectId, projectId))
    .orderBy(desc(fmeaResultsVersions.number));
  return { items: rows.map(summary) };
}

/** A version the caller may read (its project's rule), or 404. */
async function readableVersion(ctx: UserContext, kind: FmeaKind, id: string): Promise<VersionRow> {
  const [row] = await ctx.tx.select().from(fmeaResultsVersions).where(eq(fmeaResultsVersions.id, id));
  if (!row) throw notFound(FMEA_MESSAGES.versionNotFound);
  await projectFor(ctx, kind, row.projectId, 'read');
  return row;
}

export async function getVersion(ctx: UserContext, kind: FmeaKind, id: string): Promise<ResultsVersionDto> {
  const row = await readableVersion(ctx, kind, id);
  return { ...summary(row), header: row.header as FmeaProjectHeader, net: row.net as FmeaNet };
}

export async function compareVersions(
  ctx: UserContext,
  kind: FmeaKind,
  query: { fromId: string; toId?: string },
): Promise<ResultsVersionCompareDto> {
  const from = await readableVersion(ctx, kind, query.fromId);
  let to: VersionRow | null = null;
  if (query.toId) {
    to = await readableVersion(ctx, kind, query.toId);
    if (to.projectId !== from.projectId) throw notFound(FMEA_MESSAGES.versionNotFound);
  }
  const after = to ? to.net : await loadNet(ctx.tx, from.projectId);
  // jsonb keeps an object's keys in its own order: parsed, both sides list them in the schema's (the diff compares
  // nested values, a P-diagram's noise factors, as JSON text).
  return {
    from: summary(from),
    to: to ? summary(to) : null,
    changes: diffNets(FmeaNet.parse(from.net), FmeaNet.parse(after)),
  };
}
