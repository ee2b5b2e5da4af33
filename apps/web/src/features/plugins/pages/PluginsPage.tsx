import { P, type PluginDto, pluginNameOf } from '@qis/shared';
import { Alert, Card, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { useCan } from '../../../shell/auth/useCan';
import { toast } from '../../../shell/feedback';
import { useShellRefresh } from '../../../shell/header/useShellRefresh';
import { fetchPluginManagement, setPluginEnabled } from '../api';

const PLUGIN = P.system.PlugIn.key;

/**
 * /plugins: every plugin with its version, dependencies and flags, and a switch that enables or disables it for the
 * tenant. The server enforces the dependency rules; a refusal's message is shown as it is.
 */
export function PluginsPage() {
  const refreshShell = useShellRefresh();
  const [plugins, setPlugins] = useState<PluginDto[] | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const mayEnable = useCan(PLUGIN, 'enable');
  const mayDisable = useCan(PLUGIN, 'disable');

  useEffect(() => {
    fetchPluginManagement().then(setPlugins, () => setPlugins([]));
  }, []);

  const toggle = async (plugin: PluginDto, isEnabled: boolean) => {
    setSwitching(plugin.pluginId);
    try {
      setPlugins(await setPluginEnabled(plugin.pluginId, isEnabled));
      toast.success(t(isEnabled ? 'plugin.enable.done' : 'plugin.disable.done', { name: plugin.pluginName }));
      refreshShell();
    } catch {
      // The HTTP client has shown the server's message (a missing or dependent plugin).
    } finally {
      setSwitching(null);
    }
  };

  return (
    <Card title={t('menu.plugins')}>
      <Alert type="info" showIcon title={t('plugin.hint')} style={{ marginBottom: 16 }} />
      <Table<PluginDto>
        rowKey="pluginId"
        loading={plugins === null}
        dataSource={plugins ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('plugin.column.name'),
            dataIndex: 'pluginName',
            render: (name: string, row) => (
              <Space size={4} wrap>
                <Typography.Text strong>{name}</Typography.Text>
                <Typography.Text type="secondary">{row.pluginId}</Typography.Text>
                {row.isOfficial && <Tag color="blue">{t('plugin.official')}</Tag>}
                {row.isCore && <Tag color="gold">{t('plugin.core')}</Tag>}
              </Space>
            ),
          },
          { title: t('plugin.column.version'), dataIndex: 'pluginVersion' },
          { title: t('plugin.column.description'), dataIndex: 'pluginDescription', width: 320 },
          {
            title: t('plugin.column.modules'),
            dataIndex: 'moduleNames',
            render: (modules: string[]) => (modules.length > 0 ? modules.join('、') : t('plugin.none')),
          },
          {
            title: t('plugin.column.dependencies'),
            dataIndex: 'dependPlugins',
            render: (ids: number[]) =>
              ids.length > 0 ? ids.map((id) => <Tag key={id}>{pluginNameOf(id)}</Tag>) : t('plugin.none'),
          },
          {
            title: t('plugin.column.kind'),
            key: 'kind',
            render: (_: unknown, row) => (
              <Space size={0}>
                {row.isWeb && <Tag>{t('plugin.web')}</Tag>}
                {row.isRear && <Tag>{t('plugin.rear')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('plugin.column.status'),
            dataIndex: 'isEnabled',
            fixed: 'right',
            render: (isEnabled: boolean, row) => {
              const allowed = !row.isCore && (isEnabled ? mayDisable : mayEnable);
              const control = (
                <Switch
                  checked={isEnabled}
                  checkedChildren={t('plugin.enabled')}
                  unCheckedChildren={t('plugin.disabled')}
                  disabled={!allowed || (switching !== null && switching !== row.pluginId)}
                  loading={switching === row.pluginId}
                  onChange={(checked) => void toggle(row, checked)}
                  aria-label={row.pluginName}
                  data-testid="plugin-switch"
                  data-plugin={row.pluginId}
                />
              );
              return row.isCore ? <Tooltip title={t('plugin.core.tip')}>{control}</Tooltip> : control;
            },
          },
        ]}
      />
    </Card>
  );
}
