import { seedSystemDictionaries } from '../../modules/dictionary';
import type { SeedStep } from './seed-step';

/** The system dictionaries of the business modules (customer names, product platforms, FMEA, QFD, QAM ...). */
export const dictionarySeed: SeedStep = {
  name: 'dictionary',
  async run(tx, state) {
    const tenantId = state.tenantId;
    if (!tenantId) throw new Error('dictionary seed needs the default tenant');
    await seedSystemDictionaries(tx, tenantId, state.userIds.admin ?? null);
  },
};
