import {
  ApartmentOutlined,
  DatabaseOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { t } from '../../locales';
import { useGrantedPermissions } from '../auth/AccessGate';
import { type MenuEntry, type MenuIcon, SHELL_MENU, visibleMenu } from './menu-entries';

type Item = Required<MenuProps>['items'][number];

const ICONS: Record<MenuIcon, ReactNode> = {
  home: <HomeOutlined />,
  workflow: <ApartmentOutlined />,
  system: <SettingOutlined />,
  personal: <UserOutlined />,
  fmea: <SafetyCertificateOutlined />,
  library: <DatabaseOutlined />,
};

const toItems = (entries: MenuEntry[]): Item[] =>
  entries.map((e) => ({
    key: e.path,
    icon: e.icon ? ICONS[e.icon] : undefined,
    label: t(e.title),
    ...(e.children ? { children: toItems(e.children) } : {}),
  }));

/** The menu of the side bar (inline) or of the top bar (horizontal), filtered by the user's permissions. */
export function ShellMenu({ mode, theme }: { mode: 'inline' | 'horizontal'; theme: 'dark' | 'light' }) {
  const granted = useGrantedPermissions();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entries = useMemo(() => visibleMenu(SHELL_MENU, granted), [granted]);
  const items = useMemo(() => toItems(entries), [entries]);
  const openKeys = entries.filter((e) => e.children?.some((c) => c.path === pathname)).map((e) => e.path);
  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={mode === 'inline' ? openKeys : undefined}
      onClick={({ key }) => navigate(key)}
      style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 'none' } : { borderInlineEnd: 'none' }}
      data-testid={`shell-menu-${mode}`}
    />
  );
}
