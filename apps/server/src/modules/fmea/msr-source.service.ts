import { randomUUID } from 'node:crypto';
import {
  type CopyTarget,
  type DfmeaOptionDto,
  FMEA_KINDS,
  type FmeaKind,
  MSR_SOURCE_MESSAGES,
  type MsrSourceDfmeaDto,
  planSourceCopy,
  type SourceNet,
} from '@qis/shared';
import { and, eq, isNotNull, max } from 'drizzle-orm';
import { businessError, forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { insertCopiedElements } from './copied-elements';
import { dfmeaCandidates, dfmeaLinkOf } from './dfmea-linkage-read';
import {
  fmeaChainRisks,
  fmeaElements,
  fmeaFailureLinks,
  fmeaFailures,
  fmeaFunctionLinks,
  fmeaFunctions,
} from './fmea-net.tables';
import { fmeaProjects } from './fmea-projects.tables';
import { fmeaProjectDfmeas } from './pfmea-links.tables';
import { projectFor, projectForEditorRead, projectForWrite } from './project-access';
import { setProjectLink } from './project-link';

// An FMEA-MSR started from a DFMEA of the same product (contracts fmea-msr-design.ts): the project's source DFMEA is
// held as a PFMEA's DFMEA is (fmea_project_dfmeas, one per project, versioned), and a copy writes the DFMEA's
// structure, functions and failures with their links into the MSR net, each copied row naming its source
// (fmea_elements / fmea_functions / fmea_failures.source_id), as the domain's planSourceCopy plans it.

const SOURCE_LINK = { table: fmeaProjectDfmeas, column: 'dfmeaProjectId', entity: 'FmeaMsrSourceDfmea' } as const;
const BATCH = 500;

async function insertBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** The DFMEA's product net, as much as a copy takes. */
async function sourceNetOf(ctx: UserContext, dfmeaProjectId: string): Promise<SourceNet> {
  const inProject = (table: typeof fmeaElements | typeof fmeaFunctions | typeof fmeaFailures) =>
    eq(table.projectId, dfmeaProjectId);
  const elements = await ctx.tx
    .select({
      id: fmeaElements.id,
      parentId: fmeaElements.parentId,
      type: fmeaElements.type,
      name: fmeaElements.name,
      number: fmeaElements.number,
      sortOrder: fmeaElements.sortOrder,
      partId: fmeaElements.partId,
    })
    .from(fmeaElements)
    .where(inProject(fmeaElements));
  const functions = await ctx.tx
    .select({
      id: fmeaFunctions.id,
      elementId: fmeaFunctions.elementId,
      name: fmeaFunctions.name,
      requirement: fmeaFunctions.requirement,
      specialCharacteristic: fmeaFunctions.specialCharacteristic,
      sortOrder: fmeaFunctions.sortOrder,
    })
    .from(fmeaFunctions)
    .where(inProject(fmeaFunctions));
  const functionLinks = await ctx.tx
    .select({ higherId: fmeaFunctionLinks.higherId, lowerId: fmeaFunctionLinks.lowerId })
    .from(fmeaFunctionLinks)
    .where(eq(fmeaFunctionLinks.projectId, dfmeaProjectId));
  const failures = await ctx.tx
    .select({
      id: fmeaFailures.id,
      functionId: fmeaFailures.functionId,
      type: fmeaFailures.type,
      name: fmeaFailures.name,
      severity: fmeaFailures.severity,
    })
    .from(fmeaFailures)
    .where(inProject(fmeaFailures));
  const failureLinks = await ctx.tx
    .select({ causeId: fmeaFailureLinks.causeId, effectId: fmeaFailureLinks.effectId })
    .from(fmeaFailureLinks)
    .where(eq(fmeaFailureLinks.projectId, dfmeaProjectId));
  return { elements, functions, functionLinks, failures, failureLinks } as SourceNet;
}

/** What the MSR net holds: its copies by source id and its links. */
async function targetOf(ctx: UserContext, projectId: string): Promise<CopyTarget> {
  const copies = async (table: typeof fmeaElements | typeof fmeaFunctions | typeof fmeaFailures) =>
    new Map(
      (
        await ctx.tx
          .select({ id: table.id, sourceId: table.sourceId })
          .from(table)
          .where(and(eq(table.projectId, projectId), isNotNull(table.sourceId)))
      ).map((row) => [row.sourceId as string, row.id]),
    );
  return {
    elements: await copies(fmeaElements),
    functions: await copies(fmeaFunctions),
    failures: await copies(fmeaFailures),
    functionLinks: await ctx.tx
      .select({ higherId: fmeaFunctionLinks.higherId, lowerId: fmeaFunctionLinks.lowerId })
      .from(fmeaFunctionLinks)
      .where(eq(fmeaFunctionLinks.projectId, projectId)),
    failureLinks: await ctx.tx
      .select({ causeId: fmeaFailureLinks.causeId, effectId: fmeaFailureLinks.effectId })
      .from(fmeaFailureLinks)
      .where(eq(fmeaFailureLinks.projectId, projectId)),
  };
}

async function stateOf(ctx: UserContext, projectId: string): Promise<MsrSourceDfmeaDto> {
  const link = await dfmeaLinkOf(ctx, projectId);
  const target = await targetOf(ctx, projectId);
  const copied = { elements: target.elements.size, functions: target.functions.size, failures: target.failures.size };
  const none = { elements: 0, functions: 0, functionLinks: 0, failures: 0, failureLinks: 0 };
  if (!link) return { projectId, link: null, copied, pending: none };
  const [dfmea] = await ctx.tx
    .select({ projectNo: fmeaProjects.projectNo, projectName: fmeaProjects.projectName })
    .from(fmeaProjects)
    .where(eq(fmeaProjects.id, link.dfmeaProjectId));
  const plan = planSourceCopy(await sourceNetOf(ctx, link.dfmeaProjectId), target, () => randomUUID());
  return {
    projectId,
    link: {
      dfmeaProjectId: link.dfmeaProjectId,
      version: link.version,
      projectNO: dfmea?.projectNo ?? '',
      projectName: dfmea?.projectName ?? '',
    },
    copied,
    pending: {
      elements: plan.elements.length,
      functions: plan.functions.length,
      functionLinks: plan.functionLinks.length,
      failures: plan.failures.length,
      failureLinks: plan.failureLinks.length,
    },
  };
}

/** A DFMEA of the tenant the caller may read, else 404 / 403. */
async function checkReadableDfmea(ctx: UserContext, projectId: string, dfmeaProjectId: string): Promise<void> {
  const [dfmea] = await ctx.tx
    .select({ id: fmeaProjects.id })
    .from(fmeaProjects)
    .where(and(eq(fmeaProjects.id, dfmeaProjectId), eq(fmeaProjects.kind, FMEA_KINDS.dfmea)));
  if (!dfmea) throw notFound(MSR_SOURCE_MESSAGES.dfmeaNotFound);
  const allowed = await dfmeaCandidates(ctx, projectId, { id: dfmeaProjectId });
  if (allowed.length === 0) throw forbidden(MSR_SOURCE_MESSAGES.dfmeaNotReadable);
}

export async function sourceDfmea(ctx: UserContext, kind: FmeaKind, projectId: string): Promise<MsrSourceDfmeaDto> {
  await projectFor(ctx, kind, projectId, 'read');
  return stateOf(ctx, projectId);
}

export async function sourceDfmeaOptions(
  ctx: UserContext,
  kind: FmeaKind,
  query: { projectId: string; keyword?: string | undefined },
): Promise<DfmeaOptionDto[]> {
  await projectForEditorRead(ctx, kind, query.projectId);
  return dfmeaCandidates(ctx, query.projectId, { keyword: query.keyword || undefined });
}

export async function linkSourceDfmea(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; dfmeaProjectId: string | null; version?: number | undefined },
): Promise<MsrSourceDfmeaDto> {
  await projectForWrite(ctx, kind, input.projectId, 'structure');
  // Another DFMEA (or none): what was copied stays, naming its source rows.
  await setProjectLink(ctx, SOURCE_LINK, { ...input, target: input.dfmeaProjectId }, (dfmeaProjectId) =>
    checkReadableDfmea(ctx, input.projectId, dfmeaProjectId),
  );
  return stateOf(ctx, input.projectId);
}

/**
 * Copies what the source DFMEA has and the MSR net lacks (planSourceCopy): elements last among their siblings,
 * functions and failures after those of their element or function, each naming its source row; a new FC → FM link
 * gets its chain's risk row, not rated (the DFMEA's O/D are not taken).
 */
export async function copySourceDfmea(ctx: UserContext, kind: FmeaKind, input: { projectId: string }) {
  await projectForWrite(ctx, kind, input.projectId, 'structure');
  const link = await dfmeaLinkOf(ctx, input.projectId);
  if (!link) throw businessError(MSR_SOURCE_MESSAGES.noDfmea);
  await checkReadableDfmea(ctx, input.projectId, link.dfmeaProjectId);
  const plan = planSourceCopy(await sourceNetOf(ctx, link.dfmeaProjectId), await targetOf(ctx, input.projectId), () =>
    randomUUID(),
  );
  const { projectId } = input;
  const tenantId = ctx.principal.tenantId;
  const audit = { tenantId, projectId, createdBy: ctx.principal.userId, updatedBy: ctx.principal.userId };

  await insertCopiedElements(ctx, projectId, plan.elements);

  // Each element's new functions after its own.
  const fnSort = new Map<string, number>();
  if (plan.functions.length > 0)
    for (const row of await ctx.tx
      .select({ elementId: fmeaFunctions.elementId, n: max(fmeaFunctions.sortOrder) })
      .from(fmeaFunctions)
      .where(eq(fmeaFunctions.projectId, projectId))
      .groupBy(fmeaFunctions.elementId))
      fnSort.set(row.elementId, (row.n ?? -1) + 1);
  await insertBatches(plan.functions, (batch) =>
    ctx.tx.insert(fmeaFunctions).values(
      batch.map((fn) => {
        const sortOrder = fnSort.get(fn.elementId) ?? 0;
        fnSort.set(fn.elementId, sortOrder + 1);
        return { ...audit, ...fn, sortOrder };
      }),
    ),
  );
  await insertBatches(plan.functionLinks, (batch) =>
    ctx.tx
      .insert(fmeaFunctionLinks)
      .values(batch.map((l) => ({ tenantId, projectId, ...l })))
      .onConflictDoNothing(),
  );
  await insertBatches(plan.failures, (batch) =>
    ctx.tx.insert(fmeaFailures).values(batch.map((failure) => ({ ...audit, ...failure }))),
  );
  await insertBatches(plan.failureLinks, (batch) =>
    ctx.tx
      .insert(fmeaFailureLinks)
      .values(batch.map((l) => ({ tenantId, projectId, ...l })))
      .onConflictDoNothing(),
  );
  await insertBatches(plan.chains, (batch) =>
    ctx.tx
      .insert(fmeaChainRisks)
      .values(batch.map((chain) => ({ ...audit, ...chain })))
      .onConflictDoNothing(),
  );
  const created = {
    elements: plan.elements.length,
    functions: plan.functions.length,
    functionLinks: plan.functionLinks.length,
    failures: plan.failures.length,
    failureLinks: plan.failureLinks.length,
    chains: plan.chains.length,
  };
  ctx.recordChange({
    entity: 'FmeaMsrSourceCopy',
    entityId: projectId,
    after: { dfmeaProjectId: link.dfmeaProjectId, ...created, skippedLinks: plan.skippedLinks },
  });
  return { created, skippedLinks: plan.skippedLinks, source: await stateOf(ctx, projectId) };
}
