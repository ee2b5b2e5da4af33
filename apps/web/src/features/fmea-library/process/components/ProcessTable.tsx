import { P } from '@qis/shared';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../../../locales';
import { Authorized } from '../../../../shell/auth/Authorized';
import { useCan } from '../../../../shell/auth/useCan';
import { usePagedList } from '../../../../shell/components/usePagedList';
import { useSave } from '../../../../shell/components/useSave';
import { formatTime } from '../../sod-kind';
import { fetchProcesses, type ProcessSummaryDto, removeProcess } from '../api';
import { CopyProcessModal } from './CopyProcessModal';

const POINT = P.fmea.Process.key;

export interface ProcessFilter {
  keyword?: string | undefined;
  classificationId?: string | undefined;
}

/** The paged process items of a filter (most recently changed first): open, copy, delete. */
export function ProcessTable({ filter, onChanged }: { filter: ProcessFilter; onChanged?: () => void }) {
  const navigate = useNavigate();
  const canEdit = useCan(POINT, 'edit');
  const { search, reload, tableProps } = usePagedList<ProcessSummaryDto, ProcessFilter>(fetchProcesses, {
    initialFilter: filter,
  });
  const [copying, setCopying] = useState<ProcessSummaryDto | null>(null);
  const { save } = useSave();
  useEffect(() => search(filter), [filter, search]);
  const changed = () => {
    void reload();
    onChanged?.();
  };

  return (
    <>
      <Table<ProcessSummaryDto>
        rowKey="id"
        size="middle"
        {...tableProps}
        data-testid="process-table"
        columns={[
          {
            title: t('fmeaProcess.column.processNo'),
            dataIndex: 'processNo',
            width: 140,
            fixed: 'left',
            render: (processNo: string, row) => <Link to={`/editProcess/${row.id}`}>{processNo}</Link>,
          },
          { title: t('fmeaProcess.column.name'), dataIndex: 'name', width: 200 },
          {
            title: t('fmeaProcess.column.classification'),
            dataIndex: 'classificationName',
            width: 160,
            render: (name: string | null) => (name ? <Tag>{name}</Tag> : null),
          },
          {
            title: t('fmeaProcess.column.part'),
            key: 'part',
            width: 200,
            render: (_: unknown, row) => (row.partNo ? `${row.partNo} ${row.partName ?? ''}` : ''),
          },
          { title: t('fmeaProcess.column.version'), dataIndex: 'processVersion', width: 80 },
          { title: t('fmeaProcess.column.owner'), dataIndex: 'ownerName', width: 90 },
          { title: t('fmeaProcess.column.steps'), dataIndex: 'stepCount', width: 80, align: 'right' },
          {
            title: t('fmeaProcess.column.updated'),
            key: 'updated',
            width: 190,
            render: (_: unknown, row) => `${formatTime(row.updateTime)} ${row.updatedByName ?? ''}`,
          },
          {
            title: t('fmeaProcess.column.actions'),
            key: 'actions',
            width: 170,
            fixed: 'right',
            render: (_: unknown, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => navigate(`/editProcess/${row.id}`)}>
                  {t(canEdit ? 'fmeaProcess.list.edit' : 'fmeaProcess.list.view')}
                </Button>
                <Authorized permission={POINT} action="add">
                  <Button type="link" size="small" onClick={() => setCopying(row)} data-testid="process-copy">
                    {t('fmeaProcess.list.copy')}
                  </Button>
                </Authorized>
                <Authorized permission={POINT} action="delete">
                  <Popconfirm
                    title={t('fmeaProcess.list.delete.confirm')}
                    onConfirm={async () => {
                      if (await save(() => removeProcess(row.id), t('fmeaProcess.list.deleted'))) changed();
                    }}
                  >
                    <Button type="link" size="small" danger>
                      {t('fmeaProcess.list.delete')}
                    </Button>
                  </Popconfirm>
                </Authorized>
              </Space>
            ),
          },
        ]}
      />
      {copying && (
        <CopyProcessModal
          source={copying}
          onClose={() => setCopying(null)}
          onCopied={(copy) => {
            setCopying(null);
            navigate(`/editProcess/${copy.id}`);
          }}
        />
      )}
    </>
  );
}
