import { Checkbox, Flex, Select, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import { usePagedList } from '../../../shell/components/usePagedList';
import { type DvpUserLine, type DvpUserQuery, fetchMyDvpLines } from '../analysis-api';

const STATUSES = ['planned', 'running', 'passed', 'failed'] as const;
const STATUS_COLORS = { planned: undefined, running: 'blue', passed: 'green', failed: 'red' } as const;
type Filter = Pick<DvpUserQuery, 'status' | 'overdue'>;

/**
 * 我的试验 on /myProjectList?view=dvp (DVPAndRs/DVPAndUserPage): the DVP&R lines the caller is responsible for across
 * every DFMEA they may read, overdue and soonest due first; a line opens its project's DVP&R node.
 */
export function MyDvpList() {
  const { filter, search, tableProps } = usePagedList<DvpUserLine, Filter>((query) => fetchMyDvpLines(query));
  return (
    <>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('fmea.myDvp.allStatuses')}
          style={{ width: 140 }}
          value={filter.status}
          onChange={(status?: Filter['status']) => search({ ...filter, status })}
          options={STATUSES.map((s) => ({ value: s, label: t(`fmea.dvp.status.${s}` as MessageKey) }))}
          data-testid="fmea-my-dvp-status"
        />
        <Checkbox
          checked={filter.overdue === 'true'}
          onChange={(event) => search({ ...filter, overdue: event.target.checked ? 'true' : undefined })}
          data-testid="fmea-my-dvp-overdue"
        >
          {t('fmea.myDvp.overdueOnly')}
        </Checkbox>
      </Flex>
      <Table<DvpUserLine>
        rowKey="id"
        {...tableProps}
        locale={{ emptyText: t('fmea.myDvp.empty') }}
        data-testid="fmea-my-dvp"
        columns={[
          {
            title: t('fmea.myDvp.project'),
            key: 'project',
            render: (_, line) => (
              <Link to={`/projectInfo/${line.projectId}?node=dvpr`}>
                {line.projectNO} {line.projectName}
              </Link>
            ),
          },
          { title: t('fmea.dvp.testName'), dataIndex: 'testName' },
          { title: t('fmea.dvp.chain'), dataIndex: 'chain' },
          { title: t('fmea.dvp.acceptance'), dataIndex: 'acceptanceCriteria', ellipsis: true, width: 200 },
          { title: t('fmea.dvp.responsible'), dataIndex: 'responsibleName' },
          { title: t('fmea.dvp.plannedStart'), dataIndex: 'plannedStart' },
          {
            title: t('fmea.dvp.plannedEnd'),
            dataIndex: 'plannedEnd',
            render: (value: string | null, line) =>
              line.overdue ? (
                <Tag color="error" data-testid="fmea-my-dvp-overdue-tag">
                  {value} {t('fmea.myDvp.overdue')}
                </Tag>
              ) : (
                value
              ),
          },
          {
            title: t('fmea.dvp.status'),
            dataIndex: 'status',
            render: (s: DvpUserLine['status']) => (
              <Tag color={STATUS_COLORS[s]}>{t(`fmea.dvp.status.${s}` as MessageKey)}</Tag>
            ),
          },
          { title: t('fmea.dvp.result'), dataIndex: 'result', ellipsis: true, width: 160 },
        ]}
      />
    </>
  );
}
