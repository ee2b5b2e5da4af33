import { P } from '@qis/shared';
import { Button, Card, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { useSave } from '../../../shell/components/useSave';
import { PlatformFormModal } from '../components/PlatformFormModal';
import { fetchPlatforms, type ProductPlatformItemDto, setPlatformActive } from '../platforms-api';

const POINT = P.fmea.ProductPlatform.key;

interface Filter {
  keyword?: string;
  isActive?: 'true' | 'false';
}

/**
 * /ProductPlatformManagement: the product platforms BOMs (and their import of type 2) are filed under, with the BOMs of
 * each; add, rename, disable and enable. A platform is disabled rather than deleted: BOMs keep naming its code.
 */
export function ProductPlatformPage() {
  const [filter, setFilter] = useState<Filter>({});
  const [rows, setRows] = useState<ProductPlatformItemDto[]>([]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<ProductPlatformItemDto | 'new' | null>(null);
  const { save } = useSave();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await fetchPlatforms(filter));
    } catch {
      // The HTTP client has shown it.
    } finally {
      setLoading(false);
    }
  }, [filter]);
  useEffect(() => {
    void load();
  }, [load]);

  const toggle = async (row: ProductPlatformItemDto) => {
    const active = !row.isActive;
    const done = await save(
      () => setPlatformActive(row, active),
      t(active ? 'fmeaLibrary.platform.enabled' : 'fmeaLibrary.platform.disabled'),
      load,
    );
    if (done) await load();
  };

  return (
    <Card
      title={t('fmeaLibrary.platform.title')}
      extra={
        <Authorized permission={POINT} action="add">
          <Button type="primary" onClick={() => setEditing('new')} data-testid="platform-add">
            {t('fmeaLibrary.platform.add')}
          </Button>
        </Authorized>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('fmeaLibrary.platform.search')}
          maxLength={100}
          style={{ width: 240 }}
          onSearch={(value) => setFilter({ ...filter, keyword: value.trim() || undefined })}
          data-testid="platform-search"
        />
        <Select
          allowClear
          placeholder={t('fmeaLibrary.platform.status.all')}
          style={{ width: 140 }}
          options={[
            { value: 'true', label: t('fmeaLibrary.platform.status.active') },
            { value: 'false', label: t('fmeaLibrary.platform.status.inactive') },
          ]}
          onChange={(isActive?: 'true' | 'false') => setFilter({ ...filter, isActive })}
        />
      </Space>
      <Table<ProductPlatformItemDto>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        pagination={false}
        data-testid="platform-table"
        columns={[
          { title: t('fmeaLibrary.platform.column.code'), dataIndex: 'code', width: 160 },
          { title: t('fmeaLibrary.platform.column.name'), dataIndex: 'name', width: 220 },
          { title: t('fmeaLibrary.platform.column.description'), dataIndex: 'description' },
          { title: t('fmeaLibrary.platform.column.boms'), dataIndex: 'bomCount', width: 90, align: 'right' },
          {
            title: t('fmeaLibrary.platform.column.status'),
            dataIndex: 'isActive',
            width: 90,
            render: (active: boolean) =>
              active ? (
                <Tag color="green">{t('fmeaLibrary.platform.status.active')}</Tag>
              ) : (
                <Tag>{t('fmeaLibrary.platform.status.inactive')}</Tag>
              ),
          },
          {
            title: t('fmeaLibrary.platform.column.actions'),
            key: 'actions',
            width: 140,
            render: (_: unknown, row) => (
              <Space size={0}>
                <Authorized permission={POINT} action="edit">
                  <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="platform-edit">
                    {t('fmeaLibrary.platform.edit')}
                  </Button>
                </Authorized>
                {row.isActive ? (
                  <Authorized permission={POINT} action="disable">
                    <Popconfirm
                      title={t('fmeaLibrary.platform.disableConfirm', { name: row.name })}
                      onConfirm={() => toggle(row)}
                    >
                      <Button type="link" size="small" danger data-testid="platform-disable">
                        {t('fmeaLibrary.platform.disable')}
                      </Button>
                    </Popconfirm>
                  </Authorized>
                ) : (
                  <Authorized permission={POINT} action="enable">
                    <Button type="link" size="small" onClick={() => toggle(row)} data-testid="platform-enable">
                      {t('fmeaLibrary.platform.enable')}
                    </Button>
                  </Authorized>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <PlatformFormModal
          platform={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </Card>
  );
}
