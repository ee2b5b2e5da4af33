import { type MessageTemplateDto, P, renderTemplate, TEMPLATE_CODE_PATTERN, TEMPLATE_SAMPLE_VALUES } from '@qis/shared';
import { Button, Card, Col, Descriptions, Form, Input, Row, Space, Spin, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { useSave } from '../../../shell/components/useSave';
import { fetchTemplate, saveTemplate, type TemplateBody } from '../api';

const TEMPLATES = P.system.EmailTemplate.key;
const PLACEHOLDERS = Object.keys(TEMPLATE_SAMPLE_VALUES)
  .map((name) => `{${name}}`)
  .join(' ');

/** /MessageTemplatesDetail?id=: edits a template (or creates one without id) beside a preview with sample values. */
export function MessageTemplateDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const [form] = Form.useForm<TemplateBody>();
  const [template, setTemplate] = useState<MessageTemplateDto | null>(null);
  const [loading, setLoading] = useState(Boolean(id));
  const { saving, save } = useSave();
  const subject = Form.useWatch('subject', form) ?? '';
  const body = Form.useWatch('body', form) ?? '';

  useEffect(() => {
    if (!id) {
      setTemplate(null);
      form.setFieldsValue({ isEnabled: true });
      return;
    }
    setLoading(true);
    fetchTemplate(id)
      .then((loaded) => {
        setTemplate(loaded);
        form.setFieldsValue(loaded);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [id, form]);

  const submit = (values: TemplateBody) =>
    save(async () => {
      const saved = await saveTemplate(values, template ? { id: template.id, version: template.version } : undefined);
      setTemplate(saved);
      if (!id) navigate(`/MessageTemplatesDetail?id=${saved.id}`, { replace: true });
    }, t('template.saved'));

  return (
    <Card
      title={t('menu.messageTemplateDetail')}
      extra={<Button onClick={() => navigate('/MessageTemplates')}>{t('template.back')}</Button>}
    >
      <Spin spinning={loading}>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form<TemplateBody> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
              <Form.Item
                name="code"
                label={t('template.form.code')}
                rules={[
                  { required: true, whitespace: true, message: t('template.form.code.required') },
                  { pattern: TEMPLATE_CODE_PATTERN, message: t('template.form.code.pattern') },
                ]}
              >
                <Input maxLength={100} placeholder="workflow.taskAssigned.approve" />
              </Form.Item>
              <Form.Item
                name="name"
                label={t('template.form.name')}
                rules={[{ required: true, whitespace: true, message: t('template.form.name.required') }]}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item
                name="subject"
                label={t('template.form.subject')}
                rules={[{ required: true, whitespace: true, message: t('template.form.subject.required') }]}
              >
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item
                name="body"
                label={t('template.form.body')}
                extra={t('template.form.body.help', { placeholders: PLACEHOLDERS })}
                rules={[{ required: true, whitespace: true, message: t('template.form.body.required') }]}
              >
                <Input.TextArea rows={8} maxLength={10000} showCount />
              </Form.Item>
              <Form.Item name="isEnabled" label={t('template.form.isEnabled')} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Authorized permission={TEMPLATES} action={template ? 'edit' : 'add'}>
                <Space>
                  <Button type="primary" htmlType="submit" loading={saving}>
                    {t('template.save')}
                  </Button>
                </Space>
              </Authorized>
            </Form>
          </Col>
          <Col xs={24} lg={12}>
            <Typography.Title level={5}>{t('template.preview')}</Typography.Title>
            <Descriptions bordered column={1} size="small">
              <Descriptions.Item label={t('template.preview.subject')}>
                {renderTemplate(subject, TEMPLATE_SAMPLE_VALUES)}
              </Descriptions.Item>
              <Descriptions.Item label={t('template.preview.body')}>
                <div style={{ whiteSpace: 'pre-wrap' }} data-testid="template-preview">
                  {renderTemplate(body, TEMPLATE_SAMPLE_VALUES)}
                </div>
              </Descriptions.Item>
            </Descriptions>
          </Col>
        </Row>
      </Spin>
    </Card>
  );
}
