import { definePermissions } from './define';

const ROOT = 'FMEAStatistics_Paged';
const STATS = ['query', 'get', 'export'] as const;

/**
 * FMEA statistics by kind (modules spec §6: FMEAStatistics_Paged.*). The mathematical-statistics tools
 * (/statisticsTool and its pages) have their own points, ours (tools.ts).
 */
export const statisticsPermissions = definePermissions({
  FMEAStatistics: { key: ROOT, name: 'FMEA统计', type: 0, actions: STATS },
  DFMEA: { key: 'FMEAStatistics_Paged.DFMEAPaged', name: 'DFMEA统计', type: 0, parent: ROOT, actions: STATS },
  PFMEA: { key: 'FMEAStatistics_Paged.PFMEAPaged', name: 'PFMEA统计', type: 0, parent: ROOT, actions: STATS },
  FMEAMSR: { key: 'FMEAStatistics_Paged.FMEAMSRPaged', name: 'FMEA-MSR统计', type: 0, parent: ROOT, actions: STATS },
});
