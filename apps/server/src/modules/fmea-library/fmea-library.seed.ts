import type { SeedStep } from '../../db/seed/seed-step';
import { seedDefaultSodStandards } from './sod-standards.seed';

/** The libraries of the demo tenant: the default SOD standards. */
export const fmeaLibraryDemoSeed: SeedStep = {
  name: 'fmea-library',
  async run(tx, state) {
    const tenantId = state.tenantId;
    if (!tenantId) throw new Error('fmea-library seed needs the default tenant');
    await seedDefaultSodStandards(tx, tenantId, state.userIds.admin ?? null);
  },
};
