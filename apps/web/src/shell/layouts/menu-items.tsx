import { ApartmentOutlined, HomeOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { hasAllPermissions } from '@qis/shared/permissions';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../locales';

/** An entry of the side (or top) menu; `permissions` as the route declares them. */
export interface MenuEntry {
  path: string;
  title: MessageKey;
  icon?: ReactNode;
  permissions?: readonly string[];
  children?: MenuEntry[];
}

/** The shell's own menu; business modules are reached through the header's module menu. */
export const SHELL_MENU: MenuEntry[] = [
  { path: '/analysis', title: 'menu.home', icon: <HomeOutlined /> },
  {
    path: '/workflow',
    title: 'header.workflow',
    icon: <ApartmentOutlined />,
    children: [
      { path: '/upcomingTrial', title: 'workflow.menu.toReview' },
      { path: '/upcomingHandleItem', title: 'workflow.menu.toDo' },
      { path: '/upcomingRead', title: 'workflow.menu.toRead' },
      { path: '/processedFlowList', title: 'workflow.menu.processed' },
      { path: '/re-examined-record', title: 'workflow.menu.records' },
      { path: '/work/pending', title: 'workflow.menu.initiated' },
    ],
  },
  {
    path: '/system-admin',
    title: 'menu.systemAdmin',
    icon: <SettingOutlined />,
    children: [
      { path: '/system', title: 'menu.system', permissions: ['SystemManager'] },
      { path: '/basicSet', title: 'menu.basicSet', permissions: ['SystemManager.BasicSetting'] },
      { path: '/rightsManagement', title: 'role.menu.title', permissions: ['permissions'] },
      {
        path: '/organizationManagement',
        title: 'organization.menu.title',
        permissions: ['SystemManager.OrganizationManager'],
      },
      { path: '/Dictionary', title: 'menu.dictionary', permissions: ['Dictionary'] },
      { path: '/WorkFlow', title: 'process.title', permissions: ['SystemManager.WorkFlow'] },
      { path: '/homePageManagement', title: 'menu.homePageManagement', permissions: ['HomePageManager'] },
      { path: '/noticeManagement', title: 'menu.noticeManagement', permissions: ['SystemManager.NoticeManagement'] },
      { path: '/MessageTemplates', title: 'menu.messageTemplates', permissions: ['SystemManager.EmailTemplate'] },
      { path: '/plugins', title: 'menu.plugins', permissions: ['SystemManager.PlugInManager'] },
      { path: '/customers', title: 'menu.customers', permissions: ['AbpTenantManagement.Tenants'] },
      { path: '/LogOnToLog', title: 'menu.loginLog', permissions: ['SystemManager.LoginLogManager'] },
      { path: '/OperationLog', title: 'menu.operationLog', permissions: ['SystemManager.AuditLogManager'] },
    ],
  },
  {
    path: '/myself',
    title: 'menu.personal',
    icon: <UserOutlined />,
    children: [
      { path: '/myself/baseSetting', title: 'menu.personal.baseSetting' },
      { path: '/messageCenter', title: 'menu.messageCenter' },
    ],
  },
];

/** Menu entries the user may open (every listed permission held); empty groups are dropped. */
export function visibleMenu(entries: readonly MenuEntry[], granted: ReadonlySet<string>): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (!hasAllPermissions(granted, entry.permissions ?? [])) return [];
    if (!entry.children) return [entry];
    const children = visibleMenu(entry.children, granted);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
