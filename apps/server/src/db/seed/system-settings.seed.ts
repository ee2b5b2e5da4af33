import { systemSettings } from '../tables';
import { DEMO_COMPANY } from './identity.seed';
import type { SeedStep } from './seed-step';

export const systemSettingsSeed: SeedStep = {
  name: 'system-settings',
  async run(tx) {
    await tx
      .insert(systemSettings)
      .values({ id: 1, name: '质量信息系统', companyName: DEMO_COMPANY, loginType: 1 })
      .onConflictDoNothing();
  },
};
