import { FMEA_KINDS, type FmeaKind, type FmeaNet, knowledgeOfNet } from '@qis/shared';
import { inArray, sql } from 'drizzle-orm';
import { knowledgeEntries, knowledgeEntryProjects, parts } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';
import { feedInfluencingFactors } from './influencing-factor-feed';

// A released results version feeds the knowledge base: its functions, failures and current controls
// (domain knowledgeOfNet), merged into the entries by (kind, category, part type, normalized text). An entry counts a
// project once, however often its versions are released; new entries name the releaser and the project. A DFMEA's
// P-diagrams feed the influencing-factor library the same way (influencing-factor-feed.ts).

const BATCH = 500;

export interface KnowledgeRelease {
  tenantId: string;
  kind: FmeaKind;
  projectId: string;
  projectName: string;
  contributorId: string | null;
  contributorName: string;
  net: Pick<FmeaNet, 'elements' | 'functions' | 'failures' | 'risks' | 'pDiagrams'>;
}

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/**
 * Adds a released net's knowledge (and a DFMEA's influencing factors); answers how many knowledge entries it holds and
 * how many of them are new to the project.
 */
export async function feedKnowledge(
  tx: DbExecutor,
  release: KnowledgeRelease,
): Promise<{ entryCount: number; newForProject: number }> {
  const partIds = [...new Set(release.net.elements.flatMap((e) => (e.partId ? [e.partId] : [])))];
  const partTypes = new Map<string, string | null>();
  for (const ids of batches(partIds)) {
    const rows = await tx.select({ id: parts.id, typeId: parts.typeId }).from(parts).where(inArray(parts.id, ids));
    for (const row of rows) partTypes.set(row.id, row.typeId);
  }
  const partTypeOf = (partId: string) => partTypes.get(partId) ?? null;
  if (release.kind === FMEA_KINDS.dfmea) await feedInfluencingFactors(tx, release, partTypeOf);
  const candidates = knowledgeOfNet(release.net, partTypeOf);
  let newForProject = 0;
  for (const batch of batches(candidates)) {
    // A no-op update on a known entry (an effect may raise its S) so that every entry answers its id.
    const entries = await tx
      .insert(knowledgeEntries)
      .values(
        batch.map((c) => ({
          tenantId: release.tenantId,
          kind: release.kind,
          category: c.category,
          typeId: c.typeId,
          name: c.name,
          requirement: c.requirement,
          severity: c.severity,
          normKey: c.key,
          contributorId: release.contributorId,
          contributorName: release.contributorName,
          sourceProjectId: release.projectId,
          sourceProjectName: release.projectName,
          createdBy: release.contributorId,
          updatedBy: release.contributorId,
        })),
      )
      .onConflictDoUpdate({
        target: [
          knowledgeEntries.tenantId,
          knowledgeEntries.kind,
          knowledgeEntries.category,
          knowledgeEntries.typeId,
          knowledgeEntries.normKey,
        ],
        set: { severity: sql`greatest(${knowledgeEntries.severity}, excluded.severity)` },
      })
      .returning({ id: knowledgeEntries.id });
    const added = await tx
      .insert(knowledgeEntryProjects)
      .values(entries.map((e) => ({ tenantId: release.tenantId, entryId: e.id, projectId: release.projectId })))
      .onConflictDoNothing()
      .returning({ entryId: knowledgeEntryProjects.entryId });
    if (added.length > 0)
      await tx
        .update(knowledgeEntries)
        .set({ useCount: sql`${knowledgeEntries.useCount} + 1` })
        .where(
          inArray(
            knowledgeEntries.id,
            added.map((a) => a.entryId),
          ),
        );
    newForProject += added.length;
  }
  return { entryCount: candidates.length, newForProject };
}
