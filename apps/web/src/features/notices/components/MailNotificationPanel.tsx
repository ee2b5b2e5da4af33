import { MAIL_OUTCOMES, type MailHistoryDto, type MailNotificationDto, MESSAGE_MODULE_CODE_LIST, P } from '@qis/shared';
import { Button, Checkbox, Form, Input, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { formatTime } from '../../../shell/utils/format-time';
import { fetchMailHistory, fetchMailNotification, saveMailNotification } from '../api';

const MAIL = P.system.MailNotification.key;
const OUTCOME_COLORS: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'red' };
const moduleName = (code: number) => t(`messages.module.${code}` as MessageKey);

/** Mail notification settings of the tenant: on/off and the message modules that are mailed. */
export function MailNotificationSettings() {
  const [setting, setSetting] = useState<MailNotificationDto | null>(null);
  const { saving, save } = useSave();
  const [form] = Form.useForm<{ isEnabled: boolean; moduleCodes: number[] }>();

  const load = useCallback(async () => {
    try {
      const loaded = await fetchMailNotification();
      setSetting(loaded);
      form.setFieldsValue({ isEnabled: loaded.isEnabled, moduleCodes: loaded.moduleCodes });
    } catch {
      // shown by the HTTP client
    }
  }, [form]);
  useEffect(() => {
    void load();
  }, [load]);

  // A failed save (a stale version among others) shows the stored setting again.
  const submit = ({ version }: MailNotificationDto, values: { isEnabled: boolean; moduleCodes: number[] }) =>
    save(
      async () => setSetting(await saveMailNotification({ ...values, moduleCodes: values.moduleCodes ?? [], version })),
      t('mail.saved'),
      load,
    );

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      onFinish={(values) => setting && void submit(setting, values)}
    >
      <Form.Item name="isEnabled" label={t('mail.enabled')} valuePropName="checked" extra={t('mail.enabled.help')}>
        <Switch data-testid="mail-enabled" />
      </Form.Item>
      <Form.Item name="moduleCodes" label={t('mail.modules')}>
        <Checkbox.Group options={MESSAGE_MODULE_CODE_LIST.map((code) => ({ value: code, label: moduleName(code) }))} />
      </Form.Item>
      <Authorized permission={MAIL} action="edit">
        <Button type="primary" htmlType="submit" loading={saving} disabled={!setting}>
          {t('mail.save')}
        </Button>
      </Authorized>
    </Form>
  );
}

/** The tenant's mail history: recipient, subject, time, outcome, attempts and error, newest first. */
export function MailHistoryTable() {
  const {
    search,
    reload: load,
    tableProps,
  } = usePagedList<MailHistoryDto, { recipient?: string; outcome?: number }>(fetchMailHistory);

  return (
    <>
      <Form<{ recipient?: string; outcome?: number }>
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(values) => {
          search({ recipient: values.recipient?.trim() || undefined, outcome: values.outcome });
        }}
      >
        <Form.Item name="recipient">
          <Input placeholder={t('mail.history.search')} allowClear maxLength={200} />
        </Form.Item>
        <Form.Item name="outcome">
          <Select
            placeholder={t('mail.history.outcome')}
            allowClear
            style={{ width: 140 }}
            options={Object.values(MAIL_OUTCOMES).map((value) => ({
              value,
              label: t(`mail.outcome.${value}` as MessageKey),
            }))}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button htmlType="submit">{t('notice.search')}</Button>
            <Button onClick={() => void load()}>{t('mail.refresh')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<MailHistoryDto>
        rowKey="id"
        {...tableProps}
        columns={[
          {
            title: t('mail.history.recipient'),
            dataIndex: 'recipient',
            render: (recipient: string, row) => (row.recipientName ? `${row.recipientName} <${recipient}>` : recipient),
          },
          { title: t('mail.history.subject'), dataIndex: 'subject' },
          { title: t('mail.history.module'), dataIndex: 'module', render: moduleName },
          {
            title: t('mail.history.time'),
            dataIndex: 'sendTime',
            render: (time: string | null, row) => formatTime(time ?? row.creationTime),
          },
          {
            title: t('mail.history.outcome'),
            dataIndex: 'outcome',
            render: (outcome: number) => (
              <Tag color={OUTCOME_COLORS[outcome]}>{t(`mail.outcome.${outcome}` as MessageKey)}</Tag>
            ),
          },
          { title: t('mail.history.attempts'), dataIndex: 'attempts' },
          {
            title: t('mail.history.error'),
            dataIndex: 'error',
            render: (error: string | null) =>
              error ? (
                <Typography.Text type="danger" ellipsis={{ tooltip: error }} style={{ maxWidth: 320 }}>
                  {error}
                </Typography.Text>
              ) : (
                '-'
              ),
          },
        ]}
      />
    </>
  );
}
