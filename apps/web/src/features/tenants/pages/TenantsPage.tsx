import { P, type PluginDescriptorDto, pluginNameOf, type TenantDto } from '@qis/shared';
import { Button, Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import { toast } from '../../../shell/feedback';
import { useShellRefresh } from '../../../shell/header/useShellRefresh';
import { formatTime } from '../../../shell/utils/format-time';
import { fetchTenantModules, fetchTenants, setTenantActive } from '../api';
import { TenantFormModal } from '../components/TenantFormModal';

const TENANTS = P.system.Tenants.key;

interface Filter {
  filter?: string;
}

/** /customers: the tenants (host tenant only), created with their administrator and modules, edited, (dis)abled. */
export function TenantsPage() {
  const { search, reload, tableProps } = usePagedList<TenantDto, Filter>(fetchTenants);
  const [plugins, setPlugins] = useState<PluginDescriptorDto[]>([]);
  const [editing, setEditing] = useState<TenantDto | 'new' | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const refreshShell = useShellRefresh();

  useEffect(() => {
    fetchTenantModules().then(setPlugins, () => undefined);
  }, []);

  const changeStatus = async (tenant: TenantDto, isActive: boolean) => {
    setSwitching(tenant.id);
    try {
      await setTenantActive(tenant.id, isActive);
      toast.success(t(isActive ? 'tenant.enabled' : 'tenant.disabled'));
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setSwitching(null);
    }
    await reload();
  };

  return (
    <Card
      title={t('menu.customers')}
      extra={
        <Authorized permission={TENANTS} action="add">
          <Button type="primary" onClick={() => setEditing('new')} data-testid="tenant-add">
            {t('tenant.add')}
          </Button>
        </Authorized>
      }
    >
      <Form<Filter>
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(values) => search({ filter: values.filter?.trim() || undefined })}
      >
        <Form.Item name="filter">
          <Input placeholder={t('tenant.search.placeholder')} allowClear maxLength={64} data-testid="tenant-search" />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">{t('tenant.search')}</Button>
        </Form.Item>
      </Form>
      <Table<TenantDto>
        rowKey="id"
        {...tableProps}
        columns={[
          {
            title: t('tenant.column.name'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <Space size={4}>
                {name}
                {row.isHost && <Tag color="blue">{t('tenant.host')}</Tag>}
              </Space>
            ),
          },
          { title: t('tenant.column.nickName'), dataIndex: 'nickName' },
          { title: t('tenant.column.admin'), dataIndex: 'adminUserName', render: (v: string | null) => v ?? '-' },
          {
            title: t('tenant.column.modules'),
            dataIndex: 'pluginIds',
            render: (ids: number[]) => (
              <Space size={[0, 4]} wrap style={{ maxWidth: 360 }}>
                {ids.map((id) => (
                  <Tag key={id}>{pluginNameOf(id)}</Tag>
                ))}
              </Space>
            ),
          },
          { title: t('tenant.column.userCount'), dataIndex: 'userCount' },
          {
            title: t('tenant.column.status'),
            dataIndex: 'isActive',
            render: (isActive: boolean) => (
              <Tag color={isActive ? 'green' : 'default'}>
                {t(isActive ? 'tenant.status.active' : 'tenant.status.inactive')}
              </Tag>
            ),
          },
          { title: t('tenant.column.creationTime'), dataIndex: 'creationTime', render: formatTime },
          {
            title: t('tenant.column.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_: unknown, row) => (
              <Space size={0}>
                <Authorized permission={TENANTS} action="edit">
                  <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="tenant-edit">
                    {t('tenant.edit')}
                  </Button>
                </Authorized>
                {row.isActive && !row.isHost && (
                  <Authorized permission={TENANTS} action="disable">
                    <Popconfirm
                      title={t('tenant.disable.confirm', { name: row.name })}
                      onConfirm={() => changeStatus(row, false)}
                    >
                      <Button type="link" size="small" danger loading={switching === row.id}>
                        {t('tenant.disable')}
                      </Button>
                    </Popconfirm>
                  </Authorized>
                )}
                {!row.isActive && (
                  <Authorized permission={TENANTS} action="enable">
                    <Popconfirm
                      title={t('tenant.enable.confirm', { name: row.name })}
                      onConfirm={() => changeStatus(row, true)}
                    >
                      <Button type="link" size="small" loading={switching === row.id}>
                        {t('tenant.enable')}
                      </Button>
                    </Popconfirm>
                  </Authorized>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <TenantFormModal
          tenant={editing === 'new' ? null : editing}
          plugins={plugins}
          onClose={() => setEditing(null)}
          onSaved={() => {
            // The host tenant's own modules may have changed: menus and points follow without a reload.
            if (editing !== 'new' && editing.isHost) refreshShell();
            setEditing(null);
            void reload();
          }}
        />
      )}
    </Card>
  );
}
