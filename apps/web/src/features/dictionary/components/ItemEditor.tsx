import { DICTIONARY_CODE_PATTERN } from '@qis/shared';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { type DictionaryItemDto, type ItemBody, saveItem } from '../api';

interface ItemForm {
  code: string;
  name: string;
  sort?: number | null;
  description?: string;
  isActive: boolean;
}

/** New or edited item of one dictionary type. */
export function ItemEditor({
  typeId,
  item,
  onClose,
  onSaved,
}: {
  typeId: string;
  item: DictionaryItemDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<ItemForm>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: ItemForm) => {
    const body: ItemBody = {
      code: values.code.trim(),
      name: values.name.trim(),
      description: values.description?.trim() || null,
      isActive: values.isActive,
      ...(values.sort == null ? {} : { sort: values.sort }),
    };
    setSaving(true);
    try {
      await saveItem(typeId, body, item ? { id: item.id, version: item.version } : undefined);
      toast.success(t('dictionary.saved'));
      onSaved();
    } catch {
      // shown by the HTTP client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(item ? 'dictionary.item.editTitle' : 'dictionary.item.addTitle')}
      okText={t('dictionary.save')}
      cancelText={t('dictionary.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ItemForm>
        form={form}
        layout="vertical"
        initialValues={
          item
            ? {
                code: item.code,
                name: item.name,
                sort: item.sort,
                description: item.description ?? '',
                isActive: item.isActive,
              }
            : { isActive: true }
        }
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="code"
          label={t('dictionary.form.code')}
          rules={[
            { required: true, whitespace: true, message: t('dictionary.form.code.required') },
            { pattern: DICTIONARY_CODE_PATTERN, message: t('dictionary.form.code.pattern') },
          ]}
        >
          <Input maxLength={50} data-testid="dictionary-item-code" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('dictionary.form.name')}
          rules={[{ required: true, whitespace: true, message: t('dictionary.form.name.required') }]}
        >
          <Input maxLength={100} data-testid="dictionary-item-name" />
        </Form.Item>
        <Form.Item name="sort" label={t('dictionary.form.sort')} extra={t('dictionary.form.sort.help')}>
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="description" label={t('dictionary.form.description')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <Form.Item name="isActive" label={t('dictionary.form.isActive')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
