import { DICTIONARY_CODE_PATTERN } from '@qis/shared';
import { Form, Input, Modal } from 'antd';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { type ProductPlatformItemDto, savePlatform } from '../platforms-api';

interface PlatformForm {
  code: string;
  name: string;
  description?: string;
}

/** 新增产品平台 / 编辑产品平台: code (fixed once created), name, description. */
export function PlatformFormModal({
  platform,
  onClose,
  onSaved,
}: {
  platform: ProductPlatformItemDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<PlatformForm>();
  const { saving, save } = useSave();
  const submit = async (values: PlatformForm) => {
    const body = {
      code: values.code.trim(),
      name: values.name.trim(),
      description: values.description?.trim() || null,
    };
    if (await save(() => savePlatform(body, platform), t('fmeaLibrary.platform.saved'))) onSaved();
  };
  return (
    <Modal
      open
      title={t(platform ? 'fmeaLibrary.platform.modal.edit' : 'fmeaLibrary.platform.modal.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'platform-form-ok' } as never}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          code: platform?.code ?? '',
          name: platform?.name ?? '',
          description: platform?.description ?? '',
        }}
        onFinish={submit}
        data-testid="platform-form"
      >
        <Form.Item
          name="code"
          label={t('fmeaLibrary.platform.column.code')}
          extra={t('fmeaLibrary.platform.codeFixed')}
          rules={[
            { required: true, whitespace: true, message: t('fmeaLibrary.platform.code.required') },
            { pattern: DICTIONARY_CODE_PATTERN, message: t('fmeaLibrary.platform.code.pattern') },
          ]}
        >
          <Input maxLength={50} disabled={!!platform} data-testid="platform-code" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('fmeaLibrary.platform.column.name')}
          rules={[{ required: true, whitespace: true, message: t('fmeaLibrary.platform.name.required') }]}
        >
          <Input maxLength={100} data-testid="platform-name" />
        </Form.Item>
        <Form.Item name="description" label={t('fmeaLibrary.platform.column.description')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
