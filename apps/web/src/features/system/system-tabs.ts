import { P } from '@qis/shared/permissions';
import type { MessageKey } from '../../locales';

/** The tabs of /system (shell spec §2) in order, each for holders of its permission. */
export const SYSTEM_TABS = [
  { key: 'basicSet', label: 'system.tab.basicSet', permission: P.system.BasicSetting.key },
  { key: 'Users', label: 'system.tab.users', permission: P.system.Users.key },
  { key: 'Roles', label: 'system.tab.roles', permission: P.system.Roles.key },
  { key: 'WorkFlow', label: 'system.tab.workFlow', permission: P.system.WorkFlow.key },
] as const satisfies readonly { key: string; label: MessageKey; permission: string }[];

export type SystemTab = (typeof SYSTEM_TABS)[number];

/**
 * The tabs a user sees and the one shown: the remembered one (spec §2: kept locally) while the user still holds it,
 * else the first. No tab at all: `active` is undefined.
 */
export function systemTabs(granted: ReadonlySet<string>, remembered: string | null) {
  const tabs = SYSTEM_TABS.filter((tab) => granted.has(tab.permission));
  return { tabs, active: (tabs.find((tab) => tab.key === remembered) ?? tabs[0])?.key };
}
