/**
 * The signed-in area's texts that are there as soon as it is: the shell (layouts, header, tabs, theme drawer, home
 * page), the menu and tab titles of every area, and the pages of the areas without a texts chunk of their own.
 * They load with the signed-in route table (app/session-texts.ts), not with the login route.
 */
import { dictionaryZhCN } from './dictionary.zh-CN';
import { fmeaDashboardMenuZhCN } from './fmea-dashboard-menu.zh-CN';
import { fmeaLibraryMenuZhCN } from './fmea-library-menu.zh-CN';
import { fmeaMenuZhCN } from './fmea-menu.zh-CN';
import { logsZhCN } from './logs.zh-CN';
import { newToolsMenuZhCN } from './new-tools-menu.zh-CN';
import { noticeZhCN } from './notice.zh-CN';
import { oldToolsMenuZhCN } from './old-tools-menu.zh-CN';
import { organizationZhCN } from './organization.zh-CN';
import { pluginZhCN } from './plugin.zh-CN';
import { rolesZhCN } from './roles.zh-CN';
import { shellZhCN } from './shell.zh-CN';
import { statisticsZhCN } from './statistics.zh-CN';
import { systemZhCN } from './system.zh-CN';
import { tenantZhCN } from './tenant.zh-CN';
import { usersZhCN } from './users.zh-CN';
import { workflowZhCN } from './workflow.zh-CN';

export const signedInZhCN = {
  ...shellZhCN,
  ...workflowZhCN,
  ...noticeZhCN,
  // The process management page loads its own texts (features/process/texts.ts); its title is the menu's.
  'process.title': '流程管理',
  ...systemZhCN,
  ...rolesZhCN,
  ...organizationZhCN,
  ...pluginZhCN,
  ...tenantZhCN,
  ...dictionaryZhCN,
  ...logsZhCN,
  ...usersZhCN,
  ...statisticsZhCN,
  ...oldToolsMenuZhCN,
  ...newToolsMenuZhCN,
  ...fmeaLibraryMenuZhCN,
  ...fmeaMenuZhCN,
  ...fmeaDashboardMenuZhCN,
} as const satisfies Record<string, string>;
