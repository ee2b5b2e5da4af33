import { type MessageTemplateDto, P } from '@qis/shared';
import { Button, Card, Form, Input, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { useCan } from '../../../shell/auth/useCan';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { formatTime } from '../../../shell/utils/format-time';
import { fetchTemplates, removeTemplate } from '../api';
import { MailHistoryTable, MailNotificationSettings } from '../components/MailNotificationPanel';

const TEMPLATES = P.system.EmailTemplate.key;
const MAIL = P.system.MailNotification;

/**
 * /MessageTemplates: the message templates, and (for holders of SystemManager.MailNotification) the tenant's mail
 * notification setting and mail history.
 */
export function MessageTemplatesPage() {
  const maySettings = useCan(MAIL.key, 'get');
  const mayHistory = useCan(MAIL.key, 'query');
  return (
    <Card title={t('menu.messageTemplates')}>
      <Tabs
        items={[
          { key: 'templates', label: t('template.tab.templates'), children: <TemplateList /> },
          ...(maySettings
            ? [{ key: 'mail', label: t('template.tab.mail'), children: <MailNotificationSettings /> }]
            : []),
          ...(mayHistory ? [{ key: 'history', label: t('template.tab.history'), children: <MailHistoryTable /> }] : []),
        ]}
      />
    </Card>
  );
}

function TemplateList() {
  const navigate = useNavigate();
  const { search, reload: load, tableProps } = usePagedList<MessageTemplateDto, { keyword?: string }>(fetchTemplates);
  const { save } = useSave();
  const remove = async (row: MessageTemplateDto) => {
    await save(() => removeTemplate(row.id), t('template.deleted'));
    await load();
  };

  return (
    <>
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Form<{ keyword?: string }>
          layout="inline"
          onFinish={(values) => {
            search({ keyword: values.keyword?.trim() || undefined });
          }}
        >
          <Form.Item name="keyword">
            <Input placeholder={t('template.search.keyword')} allowClear maxLength={100} />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit">{t('notice.search')}</Button>
          </Form.Item>
        </Form>
        <Authorized permission={TEMPLATES} action="add">
          <Button type="primary" onClick={() => navigate('/MessageTemplatesDetail')}>
            {t('template.add')}
          </Button>
        </Authorized>
      </Space>
      <Table<MessageTemplateDto>
        rowKey="id"
        {...tableProps}
        columns={[
          { title: t('template.column.code'), dataIndex: 'code' },
          { title: t('template.column.name'), dataIndex: 'name' },
          { title: t('template.column.subject'), dataIndex: 'subject' },
          {
            title: t('template.column.enabled'),
            dataIndex: 'isEnabled',
            render: (enabled: boolean) =>
              enabled ? <Tag color="green">{t('template.enabled')}</Tag> : <Tag>{t('template.disabled')}</Tag>,
          },
          { title: t('template.column.modified'), dataIndex: 'lastModificationTime', render: formatTime },
          {
            title: t('template.column.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Space size={0}>
                <Authorized permission={TEMPLATES} action="get">
                  <Link to={`/MessageTemplatesDetail?id=${row.id}`}>
                    <Button type="link" size="small">
                      {t('template.edit')}
                    </Button>
                  </Link>
                </Authorized>
                <Authorized permission={TEMPLATES} action="delete">
                  <Popconfirm title={t('template.delete.confirm')} onConfirm={() => remove(row)}>
                    <Button type="link" size="small" danger>
                      {t('template.delete')}
                    </Button>
                  </Popconfirm>
                </Authorized>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
