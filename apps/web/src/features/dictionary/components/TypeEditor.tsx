import { DICTIONARY_CODE_PATTERN } from '@qis/shared';
import { ALL_MODULES, findModule } from '@qis/shared/modules';
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { type DictionaryTypeDto, saveType, type TypeBody } from '../api';

interface TypeForm {
  code: string;
  name: string;
  moduleKey?: string | null;
  sort?: number | null;
  description?: string;
  isActive: boolean;
}

/** New or edited dictionary type; a system type keeps its code. */
export function TypeEditor({
  type,
  onClose,
  onSaved,
}: {
  type: DictionaryTypeDto | null;
  onClose: () => void;
  onSaved: (saved: DictionaryTypeDto) => void;
}) {
  const [form] = Form.useForm<TypeForm>();
  const [saving, setSaving] = useState(false);
  // A module no longer in the catalogue still shows by its key.
  const moduleOptions = [
    { value: '', label: t('dictionary.type.form.module.none') },
    ...ALL_MODULES.map((m) => ({ value: m.key, label: m.name })),
    ...(type?.moduleKey && !findModule(type.moduleKey) ? [{ value: type.moduleKey, label: type.moduleKey }] : []),
  ];

  const submit = async (values: TypeForm) => {
    const body: TypeBody = {
      code: values.code.trim(),
      name: values.name.trim(),
      moduleKey: values.moduleKey || null,
      description: values.description?.trim() || null,
      isActive: values.isActive,
      ...(values.sort == null ? {} : { sort: values.sort }),
    };
    setSaving(true);
    try {
      const saved = await saveType(body, type ? { id: type.id, version: type.version } : undefined);
      toast.success(t('dictionary.saved'));
      onSaved(saved);
    } catch {
      // shown by the HTTP client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(type ? 'dictionary.type.edit' : 'dictionary.type.add')}
      okText={t('dictionary.save')}
      cancelText={t('dictionary.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TypeForm>
        form={form}
        layout="vertical"
        initialValues={
          type
            ? {
                code: type.code,
                name: type.name,
                moduleKey: type.moduleKey ?? '',
                sort: type.sort,
                description: type.description ?? '',
                isActive: type.isActive,
              }
            : { moduleKey: '', isActive: true }
        }
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="code"
          label={t('dictionary.form.code')}
          extra={type?.isSystem ? t('dictionary.type.form.systemCode') : undefined}
          rules={[
            { required: true, whitespace: true, message: t('dictionary.form.code.required') },
            { pattern: DICTIONARY_CODE_PATTERN, message: t('dictionary.form.code.pattern') },
          ]}
        >
          <Input maxLength={50} disabled={type?.isSystem} data-testid="dictionary-type-code" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('dictionary.form.name')}
          rules={[{ required: true, whitespace: true, message: t('dictionary.form.name.required') }]}
        >
          <Input maxLength={100} data-testid="dictionary-type-name" />
        </Form.Item>
        <Form.Item name="moduleKey" label={t('dictionary.type.form.module')}>
          <Select options={moduleOptions} showSearch={{ optionFilterProp: 'label' }} />
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
