import type { FmeaKind } from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { fmeaProjects, fmeaResultsVersions, sodStandards } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';

/**
 * Whether an FMEA project rates with a standard, or a released results version was rated with it: a project keeps
 * the standard it was created with, so that one may not be deleted.
 */
export async function isSodStandardUsed(tx: DbExecutor, standardId: string): Promise<boolean> {
  const [project] = await tx
    .select({ id: fmeaProjects.id })
    .from(fmeaProjects)
    .where(eq(fmeaProjects.sodStandardId, standardId))
    .limit(1);
  if (project) return true;
  const [version] = await tx
    .select({ id: fmeaResultsVersions.id })
    .from(fmeaResultsVersions)
    .where(eq(fmeaResultsVersions.sodStandardId, standardId))
    .limit(1);
  return !!version;
}

/**
 * The standard a new project of `kind` rates with: the one asked for, which must be a standard of that kind (400
 * naming sodStandardId otherwise), or the kind's default (null when the tenant has none).
 */
export async function resolveSodStandardId(
  tx: DbExecutor,
  kind: FmeaKind,
  requested: string | null | undefined,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: sodStandards.id })
    .from(sodStandards)
    .where(
      and(eq(sodStandards.kind, kind), requested ? eq(sodStandards.id, requested) : eq(sodStandards.isDefault, true)),
    );
  if (requested && !row) throw badRequest('参数 sodStandardId 无效：评分标准不存在或不属于该类FMEA');
  return row?.id ?? null;
}
