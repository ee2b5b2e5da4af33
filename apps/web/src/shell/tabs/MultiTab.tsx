import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { t } from '../../locales';
import { HOME_PATH } from '../auth/route-access';
import { titledMatches } from '../route-meta';
import { localStore } from '../storage';
import {
  type CloseAction,
  closableActions,
  closeTabs,
  openTab,
  restoreTabs,
  TABS_STORAGE_KEY,
  type TabState,
  tabUrl,
} from './tab-list';

const HOME_TAB = { key: HOME_PATH, title: t('menu.home') };
const ACTIONS: CloseAction[] = ['current', 'right', 'left', 'all'];

/** Multi-tab browsing (spec §2): every page opened becomes a tab; close current/right/left/all; kept over reloads. */
export function MultiTab() {
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const [state, setState] = useState<TabState>(() => restoreTabs(localStore.get(TABS_STORAGE_KEY), HOME_TAB));

  const page = titledMatches(matches).at(-1);
  const title = page?.title;
  const url = location.pathname + location.search;
  const key = page?.tabPerPath ? location.pathname : url;
  useEffect(() => {
    if (title) setState((s) => openTab(s, key === url ? { key, title } : { key, title, url }));
  }, [key, title, url]);
  useEffect(() => localStore.set(TABS_STORAGE_KEY, state), [state]);

  const close = (tabKey: string, action: CloseAction) => {
    const next = closeTabs(state, tabKey, action);
    setState(next);
    if (next.activeKey !== key) navigate(tabUrl(next, next.activeKey));
  };

  const menuOf = (tabKey: string): MenuProps => {
    const allowed = closableActions(state, tabKey);
    return {
      items: ACTIONS.map((action) => ({
        key: action,
        label: t(`tabs.close.${action}`),
        disabled: !allowed[action],
        'data-testid': `tab-close-${action}`,
      })),
      onClick: ({ key: action }) => close(tabKey, action as CloseAction),
    };
  };

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={state.activeKey}
      onChange={(tabKey) => navigate(tabUrl(state, tabKey))}
      onEdit={(tabKey, action) => action === 'remove' && typeof tabKey === 'string' && close(tabKey, 'current')}
      style={{ margin: 0, padding: '6px 16px 0', background: 'var(--ant-color-bg-container, #fff)' }}
      tabBarStyle={{ margin: 0 }}
      data-testid="multi-tab"
      tabBarExtraContent={
        <Dropdown menu={menuOf(state.activeKey)} trigger={['click']}>
          <Button
            type="text"
            size="small"
            aria-label={t('tabs.actions')}
            icon={<DownOutlined />}
            data-testid="tab-actions"
          />
        </Dropdown>
      }
      items={state.tabs.map((tab, index) => ({
        key: tab.key,
        closable: index > 0,
        label: (
          <Dropdown menu={menuOf(tab.key)} trigger={['contextMenu']}>
            <span data-testid="page-tab" data-key={tab.key}>
              {tab.title}
            </span>
          </Dropdown>
        ),
      }))}
    />
  );
}
