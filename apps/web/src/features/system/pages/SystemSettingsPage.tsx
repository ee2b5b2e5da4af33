import { P } from '@qis/shared/permissions';
import { Skeleton, Tabs } from 'antd';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import { useGrantedPermissions } from '../../../shell/auth/AccessGate';
import { HOME_PATH } from '../../../shell/auth/route-access';
import { withChunkTimeout } from '../../../shell/lazy-route';
import { localStore } from '../../../shell/storage';

/** Each tab is a chunk of its own, loaded when the tab is first shown. */
const lazyTab = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  lazy(withChunkTimeout(() => load().then((m) => ({ default: pick(m) }))));

const BasicSettingsTab = lazyTab(
  () => import('./BasicSettingsPage'),
  (m) => m.BasicSettingsPage,
);
const UsersTab = lazyTab(
  () => import('../../users/pages/UserManagementPage'),
  (m) => m.UserManagementPage,
);
const RolesTab = lazyTab(
  () => import('../../roles/pages/RoleListPage'),
  (m) => () => <m.RoleListPage />,
);
const WorkFlowTab = lazyTab(
  () => import('../../process/pages/ProcessManagementPage'),
  (m) => m.ProcessManagementPage,
);

/** The tabs of shell spec §2 in order, each for holders of its permission. */
const TABS: { key: string; label: MessageKey; permission: string; Page: ComponentType }[] = [
  { key: 'basicSet', label: 'system.tab.basicSet', permission: P.system.BasicSetting.key, Page: BasicSettingsTab },
  { key: 'Users', label: 'system.tab.users', permission: P.system.Users.key, Page: UsersTab },
  { key: 'Roles', label: 'system.tab.roles', permission: P.system.Roles.key, Page: RolesTab },
  { key: 'WorkFlow', label: 'system.tab.workFlow', permission: P.system.WorkFlow.key, Page: WorkFlowTab },
];

/** Local storage key (`pro__systemSettingsTab`) of the selected tab. */
export const SYSTEM_TAB_STORAGE_KEY = 'systemSettingsTab';

/** /system (系统设置): 基础设置, 用户管理, 角色管理 and 流程管理 as tabs; the selected tab is remembered locally. */
export function SystemSettingsPage() {
  const granted = useGrantedPermissions();
  const [selected, setSelected] = useState(() => localStore.get<string>(SYSTEM_TAB_STORAGE_KEY));
  const tabs = TABS.filter((tab) => granted.has(tab.permission));
  const first = tabs[0];
  // Spec §4: a route whose permissions are not held sends the user home.
  if (!first) return <Navigate to={HOME_PATH} replace />;
  const active = tabs.find((tab) => tab.key === selected)?.key ?? first.key;

  const select = (key: string) => {
    setSelected(key);
    localStore.set(SYSTEM_TAB_STORAGE_KEY, key);
  };

  return (
    <Tabs
      type="card"
      activeKey={active}
      onChange={select}
      data-testid="system-settings-tabs"
      items={tabs.map(({ key, label, Page }) => ({
        key,
        label: t(label),
        children: (
          <Suspense fallback={<Skeleton active />}>
            <Page />
          </Suspense>
        ),
      }))}
    />
  );
}
