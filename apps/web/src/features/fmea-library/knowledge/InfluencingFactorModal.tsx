import { FACTOR_CATEGORIES, type FactorCategory } from '@qis/shared';
import { Form, Input, Modal, Select, TreeSelect } from 'antd';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { type InfluencingFactorDto, type KnowledgeTreeNode, saveFactor } from './api';
import { factorCategoryLabel } from './factor-labels';
import { typeSelectData } from './KnowledgeTypeTree';

interface Values {
  category: FactorCategory;
  typeId?: string | null;
  name: string;
  description?: string;
}

/** A new or edited factor of the influencing-factor library: its category, text, description and part type. */
export function InfluencingFactorModal({
  factor,
  category,
  types,
  defaultTypeId,
  onClose,
  onSaved,
}: {
  factor: InfluencingFactorDto | null;
  /** The category a new factor gets. */
  category: FactorCategory;
  types: KnowledgeTreeNode[];
  defaultTypeId: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { saving, save } = useSave();
  const submit = async (values: Values) => {
    const body = {
      category: values.category,
      typeId: values.typeId ?? null,
      name: values.name.trim(),
      description: values.description?.trim() ?? '',
    };
    if (await save(() => saveFactor(body, factor ?? undefined), t('knowledge.saved'))) onSaved();
  };
  return (
    <Modal
      open
      title={t(factor ? 'knowledge.factor.editTitle' : 'knowledge.factor.newTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'factor-ok' } as never}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={factor ?? { category, typeId: defaultTypeId }}
        onFinish={submit}
        data-testid="factor-form"
      >
        <Form.Item name="category" label={t('knowledge.field.category')} rules={[{ required: true }]}>
          <Select
            options={FACTOR_CATEGORIES.map((value) => ({ value, label: factorCategoryLabel(value) }))}
            data-testid="factor-category"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('knowledge.factor.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('knowledge.required', { field: t('knowledge.factor.name') }),
            },
          ]}
        >
          <Input maxLength={200} data-testid="factor-name" />
        </Form.Item>
        <Form.Item name="description" label={t('knowledge.factor.description')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="factor-description" />
        </Form.Item>
        <Form.Item name="typeId" label={t('knowledge.field.type')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t('knowledge.field.type.none')}
            treeData={typeSelectData(types) as never}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
