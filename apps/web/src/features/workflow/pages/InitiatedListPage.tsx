import type { WorkflowInstanceItem } from '@qis/shared';
import { Button, Card, Form, Input, Modal, Segmented, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { COUNTERS_CHANGED_EVENT } from '../../../shell/header/workflow-api';
import { formatTime } from '../../../shell/utils/format-time';
import { fetchInitiatedList, type InstancePage, start } from '../api';
import { type WorkflowFilter, WorkflowSearch } from '../components/WorkflowSearch';
import { INSTANCE_STATUS } from '../labels';

type Tab = 'all' | 'pending' | 'processed';
const PAGE_SIZE = 15;
const TAB_PATHS: Record<Tab, string> = {
  all: '/work/pending?tab=all',
  pending: '/work/pending',
  processed: '/work/processed',
};

/** /work/pending and /work/processed: the flows I started, with the all/pending/processed tabs and 发起审批. */
export function InitiatedListPage({ tab: routeTab }: { tab: 'pending' | 'processed' }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab: Tab = routeTab === 'pending' && params.get('tab') === 'all' ? 'all' : routeTab;
  const [filter, setFilter] = useState<WorkflowFilter>({});
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<InstancePage | null>(null);
  const [loading, setLoading] = useState(false);
  const [starting, setStarting] = useState(false);
  const [form] = Form.useForm<{ title: string; summary?: string }>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(
        await fetchInitiatedList({ ...filter, tab, SkipCount: (current - 1) * PAGE_SIZE, MaxResultCount: PAGE_SIZE }),
      );
    } catch {
      // shown by the HTTP client
    } finally {
      setLoading(false);
    }
  }, [tab, filter, current]);
  useEffect(() => {
    void load();
    window.addEventListener(COUNTERS_CHANGED_EVENT, load);
    return () => window.removeEventListener(COUNTERS_CHANGED_EVENT, load);
  }, [load]);

  const submit = async ({ title, summary }: { title: string; summary?: string }) => {
    await start({ title, summary: summary ?? '' });
    toast.success(t('workflow.start.done'));
    setStarting(false);
    form.resetFields();
    await load();
  };

  return (
    <Card
      title={t('workflow.menu.initiated')}
      extra={
        <Button type="primary" onClick={() => setStarting(true)} data-testid="workflow-start">
          {t('workflow.start')}
        </Button>
      }
    >
      <Segmented<Tab>
        value={tab}
        onChange={(value) => navigate(TAB_PATHS[value])}
        options={[
          { value: 'all', label: t('workflow.tab.all') },
          { value: 'pending', label: t('workflow.tab.pending') },
          { value: 'processed', label: t('workflow.tab.processed') },
        ]}
        style={{ marginBottom: 16 }}
      />
      <WorkflowSearch
        onSearch={(next) => {
          setFilter(next);
          setCurrent(1);
        }}
      />
      <Table<WorkflowInstanceItem>
        rowKey="id"
        loading={loading}
        dataSource={page?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: page?.totalCount ?? 0,
          showTotal: (total) => t('messages.total', { total }),
          onChange: setCurrent,
        }}
        columns={[
          {
            title: t('workflow.column.title'),
            dataIndex: 'title',
            render: (title: string, row) => <Link to={`/processedFlowDetails?instanceId=${row.id}`}>{title}</Link>,
          },
          { title: t('workflow.column.module'), dataIndex: 'moduleTypeName' },
          {
            title: t('workflow.column.currentNode'),
            dataIndex: 'currentNodeName',
            render: (v: string | null) => v ?? '-',
          },
          { title: t('workflow.column.started'), dataIndex: 'startedAt', render: formatTime },
          { title: t('workflow.column.ended'), dataIndex: 'endedAt', render: formatTime },
          {
            title: t('workflow.column.instanceStatus'),
            dataIndex: 'status',
            render: (status: string) => {
              const label = INSTANCE_STATUS[status];
              return label ? <Tag color={label.color}>{t(label.key)}</Tag> : status;
            },
          },
        ]}
      />
      <Modal
        open={starting}
        title={t('workflow.start')}
        okText={t('workflow.start.ok')}
        onOk={() => form.submit()}
        onCancel={() => setStarting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
          <Form.Item
            name="title"
            label={t('workflow.start.title')}
            rules={[{ required: true, whitespace: true, message: t('workflow.start.title.required') }]}
          >
            <Input maxLength={200} data-testid="workflow-start-title" />
          </Form.Item>
          <Form.Item name="summary" label={t('workflow.start.summary')}>
            <Input.TextArea rows={4} maxLength={2000} data-testid="workflow-start-summary" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
