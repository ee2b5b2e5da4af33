import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, ConfigProvider, Flex, Layout, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useMatches, useParams } from 'react-router';
import { t } from '../../locales';
import { AccessGate } from '../auth/AccessGate';
import { useCurrentUser, useSystemInfo } from '../auth/hooks';
import { HeaderActions } from '../header/HeaderActions';
import { ModuleMenu } from '../header/ModuleMenu';
import { setRouteProjectId } from '../http';
import { useRealtime } from '../realtime/useRealtime';
import { titledMatches } from '../route-meta';
import { useAppearance } from '../settings/AppearanceProvider';
import {
  deviceOf,
  effectiveContentWidth,
  HEADER_HIDE_SCROLL_PX,
  headerVisibleAfterScroll,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
} from '../settings/appearance';
import { SettingDrawer } from '../settings/SettingDrawer';
import { MultiTab } from '../tabs/MultiTab';
import { CompanyFooter } from './CompanyFooter';
import { ShellMenu } from './SideMenu';

const HEADER_HEIGHT = 56;

function useDevice() {
  const [device, setDevice] = useState(() => deviceOf(window.innerWidth));
  useEffect(() => {
    const onResize = () => setDevice(deviceOf(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return device;
}

/** Header auto-hide (spec §4): with a fixed header, hidden after 300 px down, back on scroll up. */
function useHeaderVisible(enabled: boolean) {
  const [visible, setVisible] = useState(true);
  const last = useRef(0);
  useEffect(() => {
    if (!enabled) {
      setVisible(true);
      return;
    }
    const onScroll = () => {
      const top = window.scrollY;
      setVisible((v) => headerVisibleAfterScroll(last.current, top, v));
      last.current = top;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return visible;
}

/** The signed-in shell (spec §2): side-menu or top-menu layout, header, multi-tab browsing, breadcrumbs. */
export function BasicLayout() {
  const info = useSystemInfo();
  useRealtime(useCurrentUser().id);
  const { settings, update } = useAppearance();
  const { token } = theme.useToken();
  const device = useDevice();
  const matches = useMatches();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headerVisible = useHeaderVisible(settings.fixedHeader && settings.autoHideHeader);
  const topMenu = settings.layout === 'topmenu';
  const collapsed = device === 'mobile' ? true : !settings.sidebar;
  const siderWidth = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  const dark = settings.theme === 'dark';
  const trail = titledMatches(matches);
  // Set while rendering, so the page's own effects below already send it (spec §7 ProjectId header).
  setRouteProjectId(useParams().id ?? null);

  const logo = (
    <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }} data-testid="layout-logo">
      <span
        style={{
          flex: 'none',
          width: 28,
          height: 28,
          borderRadius: 6,
          background: settings.primaryColor,
          color: '#fff',
          display: 'grid',
          placeItems: 'center',
          lineHeight: '28px',
          fontWeight: 700,
        }}
      >
        Q
      </span>
      {collapsed && !topMenu ? null : (
        <Typography.Text
          strong
          ellipsis
          style={{ color: dark || !topMenu ? (dark ? '#fff' : undefined) : undefined, fontSize: 16 }}
        >
          {info?.name}
        </Typography.Text>
      )}
    </Link>
  );

  const header = (
    <Layout.Header
      style={{
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        paddingInline: 12,
        background: topMenu && dark ? '#001529' : token.colorBgContainer,
        boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
        position: settings.fixedHeader ? 'sticky' : 'relative',
        top: 0,
        zIndex: 10,
        transform: headerVisible ? 'none' : `translateY(-${HEADER_HEIGHT}px)`,
        transition: 'transform 0.2s',
      }}
      data-testid="layout-header"
      data-hide-after={HEADER_HIDE_SCROLL_PX}
    >
      <ConfigProvider theme={topMenu && dark ? { algorithm: theme.darkAlgorithm } : {}}>
        <Flex align="center" gap={8} style={{ height: '100%' }}>
          {topMenu ? (
            <>
              <div style={{ width: 200, flex: 'none' }}>{logo}</div>
              <ShellMenu mode="horizontal" theme={settings.theme} />
            </>
          ) : device === 'mobile' ? null : (
            <Button
              type="text"
              aria-label={t(collapsed ? 'layout.sidebar.expand' : 'layout.sidebar.collapse')}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => update({ sidebar: !settings.sidebar })}
              data-testid="sidebar-toggle"
            />
          )}
          <ModuleMenu />
          <div style={{ flex: topMenu ? 'none' : 1 }} />
          <HeaderActions onOpenSettings={() => setDrawerOpen(true)} compact={device === 'mobile'} />
        </Flex>
      </ConfigProvider>
    </Layout.Header>
  );

  const content = (
    <Layout.Content style={{ padding: 16 }}>
      <div
        style={effectiveContentWidth(settings) === 'Fixed' ? { maxWidth: 1200, margin: '0 auto' } : undefined}
        data-content-width={effectiveContentWidth(settings)}
      >
        {trail.length > 1 ? (
          <Breadcrumb
            style={{ marginBottom: 12 }}
            items={trail.map((c, i) => ({
              key: c.pathname,
              title: i < trail.length - 1 ? <Link to={c.pathname}>{c.title}</Link> : c.title,
            }))}
            data-testid="breadcrumb"
          />
        ) : null}
        <Outlet />
      </div>
    </Layout.Content>
  );

  return (
    <Layout style={{ minHeight: '100vh' }} data-layout={settings.layout} data-testid="basic-layout">
      {topMenu ? null : (
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={collapsed}
          theme={settings.theme}
          trigger={null}
          style={
            settings.fixSiderbar
              ? { position: 'fixed', insetBlock: 0, insetInlineStart: 0, overflow: 'auto', zIndex: 11 }
              : undefined
          }
          data-testid="layout-sider"
        >
          <div style={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center', paddingInline: 24 }}>{logo}</div>
          <ShellMenu mode="inline" theme={settings.theme} />
        </Layout.Sider>
      )}
      <Layout style={!topMenu && settings.fixSiderbar ? { marginInlineStart: siderWidth } : undefined}>
        {header}
        <AccessGate>
          {settings.multiTab ? <MultiTab /> : null}
          {content}
        </AccessGate>
        <CompanyFooter />
      </Layout>
      <SettingDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </Layout>
  );
}
