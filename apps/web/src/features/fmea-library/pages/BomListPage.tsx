import { P } from '@qis/shared';
import { Button, Card, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { type BomSummaryDto, fetchBoms, removeBom } from '../api';
import { ImportBomModal } from '../components/ImportBomModal';
import { formatTime } from '../sod-kind';
import { usePlatforms } from '../usePlatforms';

const POINT = P.fmea.BOM.key;

interface Filter {
  keyword?: string;
  productPlatform?: string;
}

/** /BOMList: the bills of materials, searched by number or name and product platform; new, edit, delete, import. */
export function BomListPage() {
  const navigate = useNavigate();
  const platforms = usePlatforms();
  const { filter, search, reload, tableProps } = usePagedList<BomSummaryDto, Filter>(fetchBoms);
  const [importing, setImporting] = useState(false);
  const { save } = useSave();

  return (
    <Card
      title={t('fmeaLibrary.bom.title')}
      extra={
        <Space>
          <Authorized permission={POINT} action="import">
            <Button onClick={() => setImporting(true)} data-testid="bom-import">
              {t('fmeaLibrary.bom.import')}
            </Button>
          </Authorized>
          <Authorized permission={POINT} action="add">
            <Button type="primary" onClick={() => navigate('/addbom')} data-testid="bom-add">
              {t('fmeaLibrary.bom.add')}
            </Button>
          </Authorized>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('fmeaLibrary.bom.search')}
          maxLength={100}
          style={{ width: 260 }}
          onSearch={(value) => search({ ...filter, keyword: value.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder={t('fmeaLibrary.bom.platform.all')}
          style={{ width: 200 }}
          options={platforms.map((p) => ({ value: p.code, label: p.name }))}
          onChange={(value?: string) => search({ ...filter, productPlatform: value })}
        />
      </Space>
      <Table<BomSummaryDto>
        rowKey="id"
        {...tableProps}
        data-testid="bom-table"
        columns={[
          {
            title: t('fmeaLibrary.bom.column.bomNo'),
            dataIndex: 'bomNo',
            width: 160,
            render: (bomNo: string, row) => <Link to={`/editbom/${row.id}`}>{bomNo}</Link>,
          },
          { title: t('fmeaLibrary.bom.column.name'), dataIndex: 'name' },
          {
            title: t('fmeaLibrary.bom.platform'),
            dataIndex: 'productPlatformName',
            width: 180,
            render: (name: string | null) => (name ? <Tag>{name}</Tag> : null),
          },
          { title: t('fmeaLibrary.bom.column.lines'), dataIndex: 'lineCount', width: 80, align: 'right' },
          {
            title: t('fmeaLibrary.bom.column.updated'),
            key: 'updated',
            width: 220,
            render: (_: unknown, row) => `${formatTime(row.updateTime)} ${row.updatedByName ?? ''}`,
          },
          {
            title: t('fmeaLibrary.bom.column.actions'),
            key: 'actions',
            width: 140,
            render: (_: unknown, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => navigate(`/editbom/${row.id}`)}>
                  {t('fmeaLibrary.bom.edit')}
                </Button>
                <Authorized permission={POINT} action="delete">
                  <Popconfirm
                    title={t('fmeaLibrary.bom.delete.confirm')}
                    onConfirm={async () => {
                      if (await save(() => removeBom(row.id), t('fmeaLibrary.bom.deleted'))) void reload();
                    }}
                  >
                    <Button type="link" size="small" danger>
                      {t('fmeaLibrary.bom.delete')}
                    </Button>
                  </Popconfirm>
                </Authorized>
              </Space>
            ),
          },
        ]}
      />
      {importing && (
        <ImportBomModal
          onClose={() => setImporting(false)}
          onImported={(id) => {
            setImporting(false);
            navigate(`/editbom/${id}`);
          }}
        />
      )}
    </Card>
  );
}
