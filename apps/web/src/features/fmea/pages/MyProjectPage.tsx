import { FMEA_CATEGORY_VALUES, FMEA_KINDS } from '@qis/shared';
import { App, Button, Card, Flex, Input, Popconfirm, Segmented, Select, Space, Table } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { useCurrentUser } from '../../../shell/auth/hooks';
import { usePagedList } from '../../../shell/components/usePagedList';
import type { ProjectListItem } from '../api';
import { ProgressBar } from '../components/ProgressBar';
import { StatusTag } from '../components/StatusTag';
import { dateOnly } from '../project/dates';
import { useFmeaApi, useFmeaKind, useFmeaKindPoint, useKindPaths } from '../project/FmeaKindContext';
import { kindText } from '../project/kind-paths';

interface Filter {
  keyword?: string;
  category?: number;
  type?: number;
}

const dueType = (value: string | null): 2 | 3 | undefined => (value === '2' ? 2 : value === '3' ? 3 : undefined);

// The caller's tasks of the due filter, and their DVP&R lines (我的试验): their own chunks.
const MyTasksCard = lazy(() => import('../tasks/MyTasksCard').then((m) => ({ default: m.MyTasksCard })));
const MyDvpList = lazy(() => import('../tasks/MyDvpList').then((m) => ({ default: m.MyDvpList })));

/**
 * /myProject and /myProjectList (PFMEA: /myPfmeaProject, /myPFmeaProjectList): the FMEAs of the kind the user owns
 * or is a team member of, with the progress bar and the
 * status tag (spec §4); /myProjectList?type=2 (the task list's 'more' links) shows the user's tasks not yet due and
 * the projects they are in, ?type=3 the overdue ones; ?view=dvp (ours) the DVP&R tests the user is responsible for.
 */
export function MyProjectPage() {
  const { deleteProject, fetchProjects } = useFmeaApi();
  const kind = useFmeaKind();
  const kindPoint = useFmeaKindPoint();
  const paths = useKindPaths();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const type = dueType(params.get('type'));
  // DVP&R is the DFMEA's.
  const withDvp = kind === FMEA_KINDS.dfmea;
  const dvpView = withDvp && params.get('view') === 'dvp';
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<number | undefined>();
  const { filter, search, tableProps, reload } = usePagedList<ProjectListItem, Filter>(
    (query) => fetchProjects({ ...query, keyword: query.keyword || undefined }),
    { initialFilter: { type } },
  );
  // The due filter follows the address (the dashboard's links), so it is part of the list's filter.
  useEffect(() => {
    if (filter.type !== type) search({ ...filter, type });
  }, [filter, type, search]);

  const title = dvpView
    ? 'fmea.myDvp.title'
    : kindText(type === 2 ? 'fmea.list.notDue' : type === 3 ? 'fmea.list.overdue' : 'fmea.list.title', kind);
  const remove = async (row: ProjectListItem) => {
    await deleteProject(row.id, row.version);
    void message.success(t('fmea.list.deleted'));
    await reload();
  };

  return (
    <>
      {type !== undefined && !dvpView && (
        <Suspense fallback={null}>
          <MyTasksCard type={type} onSubmitted={() => void reload()} />
        </Suspense>
      )}
      <Card
        title={t(title)}
        extra={
          <Authorized permission={kindPoint} action="add">
            <Button type="primary" onClick={() => navigate(paths.create)} data-testid="fmea-list-create">
              {t(kindText('fmea.menu.createDfmea', kind))}
            </Button>
          </Authorized>
        }
      >
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Segmented<number | 'dvp'>
            value={dvpView ? 'dvp' : (type ?? 0)}
            options={[
              { value: 0, label: t('fmea.list.all') },
              { value: 2, label: t('fmea.list.filterNotDue') },
              { value: 3, label: t('fmea.list.filterOverdue') },
              ...(withDvp ? [{ value: 'dvp' as const, label: t('fmea.myDvp.tab') }] : []),
            ]}
            onChange={(value) =>
              navigate(
                value === 0 ? pathname : value === 'dvp' ? `${paths.tasks}?view=dvp` : `${paths.tasks}?type=${value}`,
              )
            }
            data-testid="fmea-list-due"
          />
          {!dvpView && (
            <>
              <Input
                placeholder={t('fmea.list.keyword')}
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                onPressEnter={() => search({ ...filter, keyword, category })}
                style={{ width: 220 }}
                allowClear
                data-testid="fmea-list-keyword"
              />
              <Select
                placeholder={t('fmea.field.category')}
                allowClear
                value={category}
                onChange={setCategory}
                style={{ width: 120 }}
                options={FMEA_CATEGORY_VALUES.map((value) => ({
                  value,
                  label: t(`fmea.category.${value}` as MessageKey),
                }))}
              />
              <Button
                type="primary"
                onClick={() => search({ ...filter, keyword, category })}
                data-testid="fmea-list-search"
              >
                {t('fmea.list.search')}
              </Button>
            </>
          )}
        </Flex>
        {dvpView ? (
          <Suspense fallback={null}>
            <MyDvpList />
          </Suspense>
        ) : (
          <Table<ProjectListItem>
            rowKey="id"
            {...tableProps}
            data-testid="fmea-project-table"
            columns={[
              {
                title: t('fmea.field.projectNO'),
                dataIndex: 'projectNO',
                render: (value: string, row) => <Link to={`${paths.project}/${row.id}`}>{value}</Link>,
              },
              {
                title: t('fmea.field.projectName'),
                dataIndex: 'projectName',
                render: (value: string, row) => (
                  <Link to={`${paths.project}/${row.id}`} data-testid="fmea-project-link">
                    {value}
                  </Link>
                ),
              },
              {
                title: t('fmea.field.category'),
                dataIndex: 'category',
                render: (value: number) => t(`fmea.category.${value}` as MessageKey),
              },
              { title: t('fmea.field.customerName'), dataIndex: 'customerName' },
              {
                title: t('fmea.field.progress'),
                dataIndex: 'speedOfProgressh',
                render: (stage: number) => <ProgressBar stage={stage} />,
              },
              { title: t('fmea.field.startTime'), dataIndex: 'startTime', render: dateOnly },
              { title: t('fmea.field.overTime'), dataIndex: 'overTime', render: dateOnly },
              { title: t('fmea.field.owner'), dataIndex: 'owerIdName' },
              { title: t('fmea.field.partGatherNum'), dataIndex: 'partGatherNum' },
              {
                title: t('fmea.field.status'),
                key: 'status',
                render: (_: unknown, row) => (
                  <StatusTag workFlowStatus={row.workFlowStatus} projectStatus={row.projectStatus} />
                ),
              },
              {
                title: t('fmea.list.actions'),
                key: 'actions',
                render: (_: unknown, row) => (
                  <Space size={4}>
                    <Link to={`${paths.project}/${row.id}`}>{t('fmea.list.open')}</Link>
                    <Link to={`${paths.history}/${row.id}`}>{t('fmea.list.history')}</Link>
                    {row.ownerId === user.id && (
                      <Authorized permission={kindPoint} action="delete">
                        <Popconfirm
                          title={t('fmea.list.deleteConfirm', { name: row.projectName })}
                          onConfirm={() => remove(row)}
                        >
                          <Button type="link" danger size="small">
                            {t('fmea.list.delete')}
                          </Button>
                        </Popconfirm>
                      </Authorized>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
