import {
  DEFAULT_DFMEA_SCALES,
  DEFAULT_MSR_SCALES,
  DEFAULT_PFMEA_SCALES,
  type FmeaKind,
  type RatingScales,
} from '@qis/shared';
import { sodStandards } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';

/** Every tenant's default standard per kind, from the AIAG & VDA 2019 paraphrases of reference/fmea. */
export const DEFAULT_SOD_STANDARDS: ReadonlyArray<{ kind: FmeaKind; name: string; scales: RatingScales }> = [
  { kind: 0, name: 'DFMEA 评分标准（AIAG-VDA 2019）', scales: DEFAULT_DFMEA_SCALES },
  { kind: 1, name: 'PFMEA 评分标准（AIAG-VDA 2019）', scales: DEFAULT_PFMEA_SCALES },
  { kind: 2, name: 'FMEA-MSR 评分标准（AIAG-VDA 2019）', scales: DEFAULT_MSR_SCALES },
];

/**
 * Writes the default SOD standard of each kind for a tenant (demo seed, every new tenant): inside the caller's
 * transaction, as that tenant.
 */
export async function seedDefaultSodStandards(tx: DbExecutor, tenantId: string, userId: string | null): Promise<void> {
  await tx.insert(sodStandards).values(
    DEFAULT_SOD_STANDARDS.map((s) => ({
      tenantId,
      kind: s.kind,
      name: s.name,
      isDefault: true,
      scales: s.scales,
      createdBy: userId,
      updatedBy: userId,
    })),
  );
}
