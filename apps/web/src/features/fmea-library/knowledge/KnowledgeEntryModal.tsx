import { KNOWLEDGE_LIBRARIES, type KnowledgeCategory, type KnowledgeLibrary } from '@qis/shared';
import { Form, Input, Modal, Select, TreeSelect } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { type KnowledgeEntryDto, type KnowledgeTreeNode, saveKnowledge } from './api';
import { typeSelectData } from './KnowledgeTypeTree';

interface Values {
  category: KnowledgeCategory;
  typeId?: string | null;
  name: string;
  requirement?: string;
  severity?: number | null;
}

const RATINGS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

export const categoryLabel = (category: KnowledgeCategory) => t(`knowledge.category.${category}` as MessageKey);

/** A new or edited entry of one library: its text, a function's requirement, an effect's S, its part type. */
export function KnowledgeEntryModal({
  library,
  entry,
  category,
  types,
  defaultTypeId,
  onClose,
  onSaved,
}: {
  library: KnowledgeLibrary;
  entry: KnowledgeEntryDto | null;
  /** The category a new entry gets (a measure may be switched between prevention and detection). */
  category: KnowledgeCategory;
  types: KnowledgeTreeNode[];
  defaultTypeId: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { saving, save } = useSave();
  const current = Form.useWatch('category', form) ?? entry?.category ?? category;
  const label = categoryLabel(current);
  const categories = KNOWLEDGE_LIBRARIES[library].categories;
  const submit = async (values: Values) => {
    const body = {
      category: values.category,
      typeId: values.typeId ?? null,
      name: values.name.trim(),
      requirement: values.requirement?.trim() ?? '',
      severity: values.severity ?? null,
    };
    if (await save(() => saveKnowledge(library, body, entry ?? undefined), t('knowledge.saved'))) onSaved();
  };
  return (
    <Modal
      open
      width={640}
      title={t(entry ? 'knowledge.editTitle' : 'knowledge.newTitle', { category: label })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'knowledge-entry-ok' } as never}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          category: entry?.category ?? category,
          typeId: entry ? entry.typeId : defaultTypeId,
          name: entry?.name ?? '',
          requirement: entry?.requirement ?? '',
          severity: entry?.severity ?? null,
        }}
        onFinish={submit}
        data-testid="knowledge-entry-form"
      >
        {library === 'measure' ? (
          <Form.Item name="category" label={t('knowledge.field.category')}>
            <Select options={categories.map((c) => ({ value: c, label: categoryLabel(c) }))} />
          </Form.Item>
        ) : (
          <Form.Item name="category" hidden>
            <Input />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={label}
          rules={[{ required: true, whitespace: true, message: t('knowledge.required', { field: label }) }]}
        >
          <Input.TextArea
            maxLength={KNOWLEDGE_LIBRARIES[library].nameMax}
            autoSize={{ minRows: 1, maxRows: 4 }}
            data-testid="knowledge-entry-name"
          />
        </Form.Item>
        {current === 'function' && (
          <Form.Item name="requirement" label={t('knowledge.field.requirement')}>
            <Input maxLength={500} data-testid="knowledge-entry-requirement" />
          </Form.Item>
        )}
        {current === 'FE' && (
          <Form.Item name="severity" label={t('knowledge.field.severity')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={RATINGS.map((value) => ({ value, label: String(value) }))}
              data-testid="knowledge-entry-severity"
            />
          </Form.Item>
        )}
        <Form.Item name="typeId" label={t('knowledge.field.type')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t('knowledge.field.type.none')}
            treeData={typeSelectData(types) as never}
            data-testid="knowledge-entry-type"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
