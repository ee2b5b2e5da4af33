import { Skeleton, Tabs } from 'antd';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { t } from '../../../locales';
import { useGrantedPermissions } from '../../../shell/auth/AccessGate';
import { HOME_PATH } from '../../../shell/auth/route-access';
import { withChunkTimeout } from '../../../shell/lazy-route';
import { localStore } from '../../../shell/storage';
import { type SystemTab, systemTabs } from '../system-tabs';

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

const PAGES: Record<SystemTab['key'], ComponentType> = {
  basicSet: BasicSettingsTab,
  Users: UsersTab,
  Roles: RolesTab,
  WorkFlow: WorkFlowTab,
};

/** Local storage key (`pro__systemSettingsTab`) of the selected tab. */
const SYSTEM_TAB_STORAGE_KEY = 'systemSettingsTab';

/** /system (系统设置): 基础设置, 用户管理, 角色管理 and 流程管理 as tabs; the selected tab is remembered locally. */
export function SystemSettingsPage() {
  const granted = useGrantedPermissions();
  const [selected, setSelected] = useState(() => localStore.get<string>(SYSTEM_TAB_STORAGE_KEY));
  const { tabs, active } = systemTabs(granted, selected);
  // Spec §4: a route whose permissions are not held sends the user home.
  if (!active) return <Navigate to={HOME_PATH} replace />;

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
      items={tabs.map(({ key, label }) => {
        const Page = PAGES[key];
        return {
          key,
          label: t(label),
          children: (
            <Suspense fallback={<Skeleton active />}>
              <Page />
            </Suspense>
          ),
        };
      })}
    />
  );
}
