import type { SeedStep } from '../../db/seed/seed-step';
import { seedDemoDvpLibrary } from './dvp-library.seed';
import { seedDemoInfluencingFactors } from './influencing-factors.seed';
import { seedDemoParts } from './parts.seed';
import { seedDefaultSodStandards } from './sod-standards.seed';

/**
 * The libraries of the demo tenant: the default SOD standards, part types and parts, the DVP library, the
 * influencing-factor library.
 */
export const fmeaLibraryDemoSeed: SeedStep = {
  name: 'fmea-library',
  async run(tx, state) {
    const tenantId = state.tenantId;
    if (!tenantId) throw new Error('fmea-library seed needs the default tenant');
    const userId = state.userIds.admin ?? null;
    await seedDefaultSodStandards(tx, tenantId, userId);
    await seedDemoParts(tx, tenantId, userId);
    // The DVP library is the quality engineer zhangwei's, who owns the demo DFMEA.
    const engineer = state.userIds.zhangwei;
    await seedDemoDvpLibrary(tx, tenantId, engineer ?? userId, engineer ? '张伟' : '');
    await seedDemoInfluencingFactors(tx, tenantId, engineer ?? userId, engineer ? '张伟' : '');
  },
};
