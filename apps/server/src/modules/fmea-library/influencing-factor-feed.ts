import { factorsOfNet } from '@qis/shared';
import { inArray, sql } from 'drizzle-orm';
import { influencingFactorProjects, influencingFactors } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';
import type { KnowledgeRelease } from './knowledge-feed';

// A released results version feeds the influencing-factor library with its P-diagrams' noise factors, control
// factors and inputs (domain factorsOfNet), merged into the factors by (category, part type, normalized text). A
// factor counts a project once, however often its versions are released; new factors name the releaser and project.

const BATCH = 500;

export async function feedInfluencingFactors(
  tx: DbExecutor,
  release: KnowledgeRelease,
  partTypeOf: (partId: string) => string | null,
): Promise<void> {
  const candidates = factorsOfNet(release.net, partTypeOf);
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    // A no-op update on a known factor so that every factor answers its id.
    const factors = await tx
      .insert(influencingFactors)
      .values(
        batch.map((c) => ({
          tenantId: release.tenantId,
          category: c.category,
          typeId: c.typeId,
          name: c.name,
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
          influencingFactors.tenantId,
          influencingFactors.category,
          influencingFactors.typeId,
          influencingFactors.normKey,
        ],
        set: { normKey: sql`excluded.norm_key` },
      })
      .returning({ id: influencingFactors.id });
    const added = await tx
      .insert(influencingFactorProjects)
      .values(factors.map((f) => ({ tenantId: release.tenantId, factorId: f.id, projectId: release.projectId })))
      .onConflictDoNothing()
      .returning({ factorId: influencingFactorProjects.factorId });
    if (added.length > 0)
      await tx
        .update(influencingFactors)
        .set({ useCount: sql`${influencingFactors.useCount} + 1` })
        .where(
          inArray(
            influencingFactors.id,
            added.map((a) => a.factorId),
          ),
        );
  }
}
