import { type ElementType, elementTypesOf, FMEA_KINDS, WORK_ELEMENT_CATEGORIES } from '@qis/shared';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { type MessageKey, t } from '../../../locales';
import { useFmeaKind } from '../project/FmeaKindContext';

export interface ElementValues {
  name: string;
  type: ElementType;
  number: string;
  workElementCategory: (typeof WORK_ELEMENT_CATEGORIES)[number] | null;
}

/**
 * The name, type and number of a new or renamed structure element: a part number in a DFMEA, a process step's
 * operation number and a work element's 4M category in a PFMEA.
 */
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
  const kind = useFmeaKind();
  const [form] = Form.useForm<ElementValues>();
  const type = Form.useWatch('type', form);
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
            options={elementTypesOf(kind).map((value) => ({
              value,
              label: t(`fmea.structure.type.${value}` as MessageKey),
            }))}
            data-testid="fmea-element-type"
          />
        </Form.Item>
        {type === 'workElement' && (
          <Form.Item
            name="workElementCategory"
            label={t('fmea.structure.category')}
            rules={[{ required: true, message: t('fmea.required', { field: t('fmea.structure.category') }) }]}
          >
            <Select
              options={WORK_ELEMENT_CATEGORIES.map((value) => ({
                value,
                label: t(`fmea.structure.category.${value}` as MessageKey),
              }))}
              data-testid="fmea-element-category"
            />
          </Form.Item>
        )}
        <Form.Item
          name="number"
          label={t(kind === FMEA_KINDS.pfmea ? 'fmea.structure.number.1' : 'fmea.structure.number')}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
