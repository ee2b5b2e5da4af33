import { NOTICE_AUDIENCES, NOTICE_STATES, type NoticeAudienceOptions, type NoticeDto, P } from '@qis/shared';
import { Button, Card, Form, Input, Modal, Popconfirm, Radio, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { formatTime } from '../../../shell/utils/format-time';
import {
  fetchAudienceOptions,
  fetchNotices,
  type NoticeBody,
  publish,
  removeNotice,
  saveNotice,
  withdraw,
} from '../api';

const NOTICES = P.system.Notices.key;
const STATE_COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'orange' };

interface Filter {
  title?: string;
  state?: number;
}

/** /noticeManagement: system announcements, drafted, published to everyone or chosen roles/organizations, withdrawn. */
export function NoticeManagementPage() {
  const { search, reload: load, tableProps } = usePagedList<NoticeDto, Filter>(fetchNotices);
  const [editing, setEditing] = useState<NoticeDto | 'new' | null>(null);

  const { save } = useSave();
  /** A row action: its success toast, then the list again in any case. */
  const act = async (work: () => Promise<unknown>, done: MessageKey) => {
    await save(work, t(done));
    await load();
  };

  return (
    <Card
      title={t('menu.noticeManagement')}
      extra={
        <Authorized permission={NOTICES} action="add">
          <Button type="primary" onClick={() => setEditing('new')} data-testid="notice-add">
            {t('notice.add')}
          </Button>
        </Authorized>
      }
    >
      <Form<Filter>
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(values) => {
          search({ title: values.title?.trim() || undefined, state: values.state });
        }}
      >
        <Form.Item name="title">
          <Input placeholder={t('notice.search.title')} allowClear maxLength={200} data-testid="notice-search-title" />
        </Form.Item>
        <Form.Item name="state">
          <Select
            placeholder={t('notice.search.state')}
            allowClear
            style={{ width: 140 }}
            options={Object.values(NOTICE_STATES).map((value) => ({
              value,
              label: t(`notice.state.${value}` as MessageKey),
            }))}
          />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">{t('notice.search')}</Button>
        </Form.Item>
      </Form>
      <Table<NoticeDto>
        rowKey="id"
        {...tableProps}
        columns={[
          { title: t('notice.column.title'), dataIndex: 'title' },
          {
            title: t('notice.column.state'),
            dataIndex: 'state',
            render: (state: number) => (
              <Tag color={STATE_COLORS[state]}>{t(`notice.state.${state}` as MessageKey)}</Tag>
            ),
          },
          {
            title: t('notice.column.audience'),
            dataIndex: 'audienceType',
            render: (type: number, row) =>
              `${t(`notice.audience.${type}` as MessageKey)}${
                row.state === NOTICE_STATES.draft
                  ? ''
                  : `（${t('notice.audience.count', { count: row.recipientCount })}）`
              }`,
          },
          { title: t('notice.column.author'), dataIndex: 'authorName', render: (v: string | null) => v ?? '-' },
          { title: t('notice.column.publishTime'), dataIndex: 'publishTime', render: formatTime },
          { title: t('notice.column.creationTime'), dataIndex: 'creationTime', render: formatTime },
          {
            title: t('notice.column.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Space size={0} wrap>
                {row.state === NOTICE_STATES.published && (
                  <Link to={`/noticeDetail?id=${row.id}`}>
                    <Button type="link" size="small">
                      {t('notice.view')}
                    </Button>
                  </Link>
                )}
                {row.state === NOTICE_STATES.draft && (
                  <Authorized permission={NOTICES} action="edit">
                    <Button type="link" size="small" onClick={() => setEditing(row)}>
                      {t('notice.edit')}
                    </Button>
                    <Popconfirm
                      title={t('notice.publish.confirm')}
                      onConfirm={() => act(() => publish(row.id, row.version), 'notice.published')}
                    >
                      <Button type="link" size="small" data-testid="notice-publish">
                        {t('notice.publish')}
                      </Button>
                    </Popconfirm>
                  </Authorized>
                )}
                {row.state === NOTICE_STATES.published && (
                  <Authorized permission={NOTICES} action="edit">
                    <Popconfirm
                      title={t('notice.withdraw.confirm')}
                      onConfirm={() => act(() => withdraw(row.id, row.version), 'notice.withdrawn')}
                    >
                      <Button type="link" size="small" danger>
                        {t('notice.withdraw')}
                      </Button>
                    </Popconfirm>
                  </Authorized>
                )}
                {row.state !== NOTICE_STATES.published && (
                  <Authorized permission={NOTICES} action="delete">
                    <Popconfirm
                      title={t('notice.delete.confirm')}
                      onConfirm={() => act(() => removeNotice(row.id), 'notice.deleted')}
                    >
                      <Button type="link" size="small" danger>
                        {t('notice.delete')}
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
        <NoticeEditor
          notice={editing === 'new' ? null : editing}
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

interface NoticeForm {
  title: string;
  content: string;
  audienceType: number;
  roleIds?: string[];
  organizationIds?: string[];
}

function NoticeEditor({
  notice,
  onClose,
  onSaved,
}: {
  notice: NoticeDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<NoticeForm>();
  const [options, setOptions] = useState<NoticeAudienceOptions>({ roles: [], organizations: [] });
  const { saving, save } = useSave();
  const audienceType = Form.useWatch('audienceType', form);

  useEffect(() => {
    fetchAudienceOptions()
      .then(setOptions)
      .catch(() => undefined);
  }, []);

  const submit = async (values: NoticeForm) => {
    const body = {
      title: values.title,
      content: values.content,
      audienceType: values.audienceType,
      roleIds: values.audienceType === NOTICE_AUDIENCES.chosen ? (values.roleIds ?? []) : [],
      organizationIds: values.audienceType === NOTICE_AUDIENCES.chosen ? (values.organizationIds ?? []) : [],
    } as NoticeBody;
    const existing = notice ? { id: notice.id, version: notice.version } : undefined;
    if (await save(() => saveNotice(body, existing), t('notice.saved'))) onSaved();
  };

  return (
    <Modal
      open
      width={640}
      title={t(notice ? 'notice.edit' : 'notice.add')}
      okText={t('notice.save')}
      cancelText={t('notice.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<NoticeForm>
        form={form}
        layout="vertical"
        initialValues={
          notice
            ? {
                title: notice.title,
                content: notice.content,
                audienceType: notice.audienceType,
                roleIds: notice.roleIds,
                organizationIds: notice.organizationIds,
              }
            : { audienceType: NOTICE_AUDIENCES.everyone }
        }
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="title"
          label={t('notice.form.title')}
          rules={[{ required: true, whitespace: true, message: t('notice.form.title.required') }]}
        >
          <Input maxLength={200} data-testid="notice-title" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('notice.form.content')}
          rules={[{ required: true, whitespace: true, message: t('notice.form.content.required') }]}
        >
          <Input.TextArea rows={6} maxLength={10000} showCount data-testid="notice-content" />
        </Form.Item>
        <Form.Item name="audienceType" label={t('notice.form.audienceType')}>
          <Radio.Group
            options={Object.values(NOTICE_AUDIENCES).map((value) => ({
              value,
              label: t(`notice.audience.${value}` as MessageKey),
            }))}
          />
        </Form.Item>
        {audienceType === NOTICE_AUDIENCES.chosen && (
          <>
            <Form.Item
              name="roleIds"
              label={t('notice.form.roles')}
              dependencies={['organizationIds']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value?: string[]) =>
                    (value?.length ?? 0) + (getFieldValue('organizationIds')?.length ?? 0) > 0
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('notice.form.audience.required'))),
                }),
              ]}
            >
              <Select
                mode="multiple"
                optionFilterProp="label"
                options={options.roles.map((r) => ({ value: r.id, label: r.name }))}
              />
            </Form.Item>
            <Form.Item name="organizationIds" label={t('notice.form.organizations')}>
              <Select
                mode="multiple"
                optionFilterProp="label"
                options={options.organizations.map((o) => ({ value: o.id, label: o.name }))}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
