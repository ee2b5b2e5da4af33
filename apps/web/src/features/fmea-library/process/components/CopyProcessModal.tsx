import { Form, Input, Modal, Typography } from 'antd';
import { t } from '../../../../locales';
import { useSave } from '../../../../shell/components/useSave';
import { copyProcess, type ProcessDto, type ProcessSummaryDto } from '../api';

/** 复制: a new process item with the source's steps, 4M and diagram, under the number and name given. */
export function CopyProcessModal(props: {
  source: ProcessSummaryDto;
  onClose: () => void;
  onCopied: (copy: ProcessDto) => void;
}) {
  const [form] = Form.useForm<{ processNo: string; name: string }>();
  const { saving, save } = useSave();
  const submit = async (values: { processNo: string; name: string }) => {
    let copy: ProcessDto | null = null;
    const done = await save(async () => {
      copy = await copyProcess(props.source.id, values.processNo.trim(), values.name.trim());
    }, t('fmeaProcess.copy.done'));
    if (done && copy) props.onCopied(copy);
  };
  return (
    <Modal
      open
      title={t('fmeaProcess.copy.title')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'process-copy-ok' } as never}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('fmeaProcess.copy.hint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          processNo: `${props.source.processNo}-COPY`.slice(0, 64),
          name: `${props.source.name}${t('fmeaProcess.copy.suffix')}`.slice(0, 100),
        }}
        onFinish={submit}
      >
        <Form.Item
          name="processNo"
          label={t('fmeaProcess.field.processNo')}
          rules={[{ required: true, whitespace: true, message: t('fmeaProcess.field.processNo.required') }]}
        >
          <Input maxLength={64} data-testid="process-copy-no" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('fmeaProcess.field.name')}
          rules={[{ required: true, whitespace: true, message: t('fmeaProcess.field.name.required') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
