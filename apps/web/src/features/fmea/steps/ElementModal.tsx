import { DESIGN_ELEMENT_TYPES } from '@qis/shared';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { type MessageKey, t } from '../../../locales';

export interface ElementValues {
  name: string;
  type: (typeof DESIGN_ELEMENT_TYPES)[number];
  number: string;
}

/** The name, type and part number of a new or renamed structure element. */
export function ElementModal({
  open,
  title,
  initial,
  onCancel,
  onOk,
}: {
  open: boolean;
  title: string;
  initial: ElementValues;
  onCancel: () => void;
  onOk: (values: ElementValues) => Promise<void>;
}) {
  const [form] = Form.useForm<ElementValues>();
  useEffect(() => {
    if (open) form.setFieldsValue(initial);
  }, [open, initial, form]);
  return (
    <Modal open={open} title={title} onCancel={onCancel} onOk={() => form.submit()} destroyOnHidden forceRender>
      <Form<ElementValues> form={form} layout="vertical" onFinish={onOk} data-testid="fmea-element-form">
        <Form.Item
          name="name"
          label={t('fmea.structure.name')}
          rules={[
            { required: true, whitespace: true, message: t('fmea.required', { field: t('fmea.structure.name') }) },
          ]}
        >
          <Input maxLength={200} autoFocus data-testid="fmea-element-name" />
        </Form.Item>
        <Form.Item name="type" label={t('fmea.structure.type')}>
          <Select
            options={DESIGN_ELEMENT_TYPES.map((type) => ({
              value: type,
              label: t(`fmea.structure.type.${type}` as MessageKey),
            }))}
          />
        </Form.Item>
        <Form.Item name="number" label={t('fmea.structure.number')}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
