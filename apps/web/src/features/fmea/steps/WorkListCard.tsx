import { ACTION_PRIORITIES, ACTION_STATUSES, type ActionPriority, WORK_LIST_NO_ACTION } from '@qis/shared';
import { Card, Checkbox, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import type { WorkList, WorkListQuery, WorkListRow } from '../analysis-api';
import { ApTag } from '../components/ApTag';
import { useFmeaApi } from '../project/FmeaKindContext';
import { userLabel } from '../project/options';
import { useProject } from '../project/ProjectContext';

const PAGE_SIZE = 15;
const STATUSES = [WORK_LIST_NO_ACTION, ...ACTION_STATUSES] as const;
type Filter = Omit<WorkListQuery, 'projectId' | 'page' | 'pageSize'>;

const statusLabel = (status: (typeof STATUSES)[number]) =>
  t((status === WORK_LIST_NO_ACTION ? 'fmea.wl.status.none' : `fmea.opt.status.${status}`) as MessageKey);

/**
 * Step 6's work list (FailureMode/Optimization): the chains filtered and paged by the server — AP before the actions,
 * action status (无措施 too), responsible, overdue, keyword — H first; a row selects its chain. Read again after
 * every change of the net (an action saved, a rating after).
 */
export function WorkListCard({
  selectedKey,
  onSelect,
}: {
  selectedKey: string | null;
  onSelect: (key: string) => void;
}) {
  const { fetchWorkList } = useFmeaApi();
  const { project, net, users } = useProject();
  const [filter, setFilter] = useState<Filter>({});
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<WorkList | null>(null);
  const [loading, setLoading] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the net is the trigger, not an input
  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchWorkList({ projectId: project.id, page, pageSize: PAGE_SIZE, ...filter })
      .then((answer) => current && setList(answer))
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [project.id, page, filter, net]);
  const change = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  const counts = list?.apCounts;

  return (
    <Card
      size="small"
      title={t('fmea.opt.chains')}
      extra={
        counts && (
          <Flex gap={4} align="center">
            <Typography.Text type="secondary">{t('fmea.wl.total', { n: list.totalCount })}</Typography.Text>
            <Tag color="red">H {counts.H}</Tag>
            <Tag color="orange">M {counts.M}</Tag>
            <Tag color="green">L {counts.L}</Tag>
          </Flex>
        )
      }
    >
      <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }} data-testid="fmea-wl-filters">
        <Checkbox.Group<ActionPriority>
          value={filter.ap ?? []}
          onChange={(ap) => change({ ...filter, ap: ap.length > 0 ? ap : undefined })}
          options={ACTION_PRIORITIES.map((ap) => ({ value: ap, label: `AP ${ap}` }))}
          data-testid="fmea-wl-ap"
        />
        <Select
          mode="multiple"
          allowClear
          size="small"
          placeholder={t('fmea.wl.status')}
          style={{ minWidth: 150 }}
          value={filter.actionStatus ?? []}
          onChange={(actionStatus) =>
            change({ ...filter, actionStatus: actionStatus.length ? actionStatus : undefined })
          }
          options={STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          data-testid="fmea-wl-status"
        />
        <Select
          allowClear
          size="small"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('fmea.wl.responsible')}
          style={{ width: 140 }}
          value={filter.responsibleId}
          onChange={(responsibleId?: string) => change({ ...filter, responsibleId })}
          options={users.map((u) => ({ value: u.id, label: userLabel(u) }))}
          data-testid="fmea-wl-responsible"
        />
        <Checkbox
          checked={filter.overdue === true}
          onChange={(event) => change({ ...filter, overdue: event.target.checked || undefined })}
          data-testid="fmea-wl-overdue"
        >
          {t('fmea.wl.overdue')}
        </Checkbox>
        <Input.Search
          size="small"
          allowClear
          placeholder={t('fmea.wl.keyword')}
          style={{ width: 200 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => change({ ...filter, keyword: value.trim() || undefined })}
          data-testid="fmea-wl-keyword"
        />
      </Flex>
      <Table<WorkListRow>
        rowKey="key"
        size="small"
        loading={loading}
        dataSource={list?.items ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        data-testid="fmea-opt-chains"
        onRow={(row) => ({ onClick: () => onSelect(row.key), style: { cursor: 'pointer' } })}
        rowClassName={(row) => (row.key === selectedKey ? 'ant-table-row-selected' : '')}
        columns={[
          { title: t('fmea.wl.element'), dataIndex: 'elementName', ellipsis: true },
          { title: t('fmea.sheet.col.mode'), dataIndex: 'mode' },
          { title: t('fmea.sheet.col.cause'), dataIndex: 'cause' },
          { title: 'AP', key: 'ap', width: 48, render: (_, row) => <ApTag ap={row.ap} /> },
          {
            title: t('fmea.sheet.col.actions'),
            key: 'n',
            width: 80,
            render: (_, row) => (
              <Flex gap={2} align="center">
                {row.actions.length || ''}
                {row.actions.some((a) => a.overdue) && (
                  <Tag color="error" style={{ marginInlineEnd: 0 }}>
                    {t('fmea.wl.overdueTag')}
                  </Tag>
                )}
              </Flex>
            ),
          },
          {
            title: t('fmea.sheet.col.apAfter'),
            key: 'apAfter',
            width: 70,
            render: (_, row) => <ApTag ap={row.apAfter} />,
          },
        ]}
      />
    </Card>
  );
}
