import { P } from '@qis/shared/permissions';
import type { MessageKey } from '../../locales';

/** The configuration pages (spec §2 "System management") with the points each needs, for the route table and menu. */
export const FMEA_CONFIG_MENU: ReadonlyArray<{ path: string; title: MessageKey; permissions: readonly string[] }> = [
  {
    path: '/FMEAProcessConfig',
    title: 'fmeaConfig.menu.process',
    permissions: [P.fmea.FMEAManager.key, P.fmea.ProcessConfig.key],
  },
  {
    path: '/FMEAOtherConfigurations',
    title: 'fmeaConfig.menu.other',
    permissions: [P.fmea.FMEAManager.key, P.fmea.ProcessConfig.key],
  },
];
