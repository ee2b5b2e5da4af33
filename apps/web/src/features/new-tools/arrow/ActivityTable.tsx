import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ActivitySchedule, ArrowDiagramDoc } from '@qis/shared';
import { Button, Input, InputNumber, Select, Table, Tag } from 'antd';
import { t } from '../../../locales';
import { formatDuration } from './format-duration';

type Activity = ArrowDiagramDoc['activities'][number];

/** The activities as typed (code, name, duration, predecessors) with their computed times beside them. */
export function ActivityTable(props: {
  diagram: ArrowDiagramDoc;
  /** By id; empty while the network cannot be scheduled. */
  times: ReadonlyMap<string, ActivitySchedule>;
  /** Activities to mark (the ones a refusal names). */
  flagged: ReadonlySet<string>;
  readOnly?: boolean;
  onAdd: () => void;
  onUpdate: (id: string, change: Partial<Omit<Activity, 'id'>>, mergeKey?: string) => void;
  onRemove: (id: string) => void;
}) {
  const { diagram, times, readOnly } = props;
  const time = (key: keyof ActivitySchedule) => (_: unknown, row: Activity) => {
    const value = times.get(row.id)?.[key];
    return typeof value === 'number' ? formatDuration(value) : '';
  };
  return (
    <Table<Activity>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={diagram.activities}
      scroll={{ x: 'max-content', y: 320 }}
      rowClassName={(row) => (props.flagged.has(row.id) ? 'qis-arrow-flagged' : '')}
      data-testid="arrow-activities"
      footer={
        readOnly
          ? undefined
          : () => (
              <Button type="dashed" icon={<PlusOutlined />} onClick={props.onAdd} data-testid="arrow-add">
                {t('newTools.arrow.add')}
              </Button>
            )
      }
      columns={[
        { title: t('newTools.arrow.column.id'), dataIndex: 'id', width: 64, fixed: 'left' },
        {
          title: t('newTools.arrow.column.name'),
          dataIndex: 'name',
          width: 200,
          render: (name: string, row) => (
            <Input
              size="small"
              value={name}
              maxLength={200}
              disabled={readOnly}
              onChange={(e) => props.onUpdate(row.id, { name: e.target.value }, `name:${row.id}`)}
              aria-label={t('newTools.arrow.column.name')}
            />
          ),
        },
        {
          title: t('newTools.arrow.column.duration', { unit: diagram.unit }),
          dataIndex: 'duration',
          width: 100,
          render: (duration: number, row) => (
            <InputNumber
              size="small"
              min={0}
              value={duration}
              disabled={readOnly}
              style={{ width: '100%' }}
              onChange={(value) =>
                typeof value === 'number' && props.onUpdate(row.id, { duration: value }, `duration:${row.id}`)
              }
              aria-label={t('newTools.arrow.column.duration', { unit: diagram.unit })}
              data-testid={`arrow-duration-${row.id}`}
            />
          ),
        },
        {
          title: t('newTools.arrow.column.predecessors'),
          dataIndex: 'predecessors',
          width: 200,
          render: (predecessors: string[], row) => (
            <Select<string[]>
              size="small"
              mode="multiple"
              value={predecessors}
              disabled={readOnly}
              style={{ width: '100%' }}
              options={diagram.activities
                .filter((a) => a.id !== row.id)
                .map((a) => ({ value: a.id, label: a.id, title: a.name }))}
              onChange={(value) => props.onUpdate(row.id, { predecessors: value })}
              aria-label={t('newTools.arrow.column.predecessors')}
              data-testid={`arrow-predecessors-${row.id}`}
            />
          ),
        },
        { title: 'ES', key: 'es', width: 60, render: time('earliestStart') },
        { title: 'EF', key: 'ef', width: 60, render: time('earliestFinish') },
        { title: 'LS', key: 'ls', width: 60, render: time('latestStart') },
        { title: 'LF', key: 'lf', width: 60, render: time('latestFinish') },
        { title: t('newTools.arrow.column.totalFloat'), key: 'tf', width: 80, render: time('totalFloat') },
        { title: t('newTools.arrow.column.freeFloat'), key: 'ff', width: 80, render: time('freeFloat') },
        {
          title: t('newTools.arrow.column.critical'),
          key: 'critical',
          width: 80,
          render: (_: unknown, row) =>
            times.get(row.id)?.critical ? <Tag color="red">{t('newTools.arrow.critical')}</Tag> : null,
        },
        ...(readOnly
          ? []
          : [
              {
                key: 'remove',
                width: 48,
                render: (_: unknown, row: Activity) => (
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('newTools.outline.delete')}
                    onClick={() => props.onRemove(row.id)}
                  />
                ),
              },
            ]),
      ]}
    />
  );
}
