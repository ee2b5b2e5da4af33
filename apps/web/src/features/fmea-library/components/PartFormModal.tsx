import type { PartTypeNode } from '@qis/shared';
import { Form, Input, Modal, TreeSelect } from 'antd';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { type PartDto, savePart } from '../api';
import { categoryOptions } from './CategoryTree';

interface PartForm {
  partNo: string;
  name: string;
  typeId?: string;
  drawingNo?: string;
  material?: string;
  description?: string;
}

/** 新增零件 / 编辑零件: number, name, type, drawing number, material, description. */
export function PartFormModal({
  part,
  types,
  defaultTypeId,
  onClose,
  onSaved,
}: {
  part: PartDto | null;
  types: PartTypeNode[];
  defaultTypeId: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<PartForm>();
  const { saving, save } = useSave();
  const submit = async (values: PartForm) => {
    const body = {
      partNo: values.partNo.trim(),
      name: values.name.trim(),
      typeId: values.typeId ?? null,
      drawingNo: values.drawingNo?.trim() || null,
      material: values.material?.trim() || null,
      description: values.description?.trim() || null,
    };
    if (await save(() => savePart(body, part ?? undefined), t('fmeaLibrary.parts.saved'))) onSaved();
  };
  return (
    <Modal
      open
      width={600}
      title={t(part ? 'fmeaLibrary.parts.editTitle' : 'fmeaLibrary.parts.newTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
      data-testid="part-form"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          partNo: part?.partNo ?? '',
          name: part?.name ?? '',
          typeId: (part ? part.typeId : defaultTypeId) ?? undefined,
          drawingNo: part?.drawingNo ?? '',
          material: part?.material ?? '',
          description: part?.description ?? '',
        }}
        onFinish={submit}
      >
        <Form.Item
          name="partNo"
          label={t('fmeaLibrary.parts.column.partNo')}
          rules={[{ required: true, whitespace: true, message: t('fmeaLibrary.parts.partNo.required') }]}
        >
          <Input maxLength={64} data-testid="part-no" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('fmeaLibrary.parts.column.name')}
          rules={[{ required: true, whitespace: true, message: t('fmeaLibrary.parts.name.required') }]}
        >
          <Input maxLength={100} data-testid="part-name" />
        </Form.Item>
        <Form.Item name="typeId" label={t('fmeaLibrary.parts.column.type')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t('fmeaLibrary.parts.type.none')}
            treeData={categoryOptions(types) as never}
          />
        </Form.Item>
        <Form.Item name="drawingNo" label={t('fmeaLibrary.parts.column.drawingNo')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="material" label={t('fmeaLibrary.parts.column.material')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label={t('fmeaLibrary.parts.column.description')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
