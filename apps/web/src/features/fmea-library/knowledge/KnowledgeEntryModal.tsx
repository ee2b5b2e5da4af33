import {
  FMEA_KINDS,
  KNOWLEDGE_LIBRARIES,
  type KnowledgeCategory,
  type KnowledgeKind,
  type KnowledgeLibrary,
} from '@qis/shared';
import { Form, Input, Modal, Select, TreeSelect } from 'antd';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { type KnowledgeEntryDto, type KnowledgeTreeNode, saveKnowledge } from './api';
import { typeSelectData } from './KnowledgeTypeTree';
import { isPfmeaKind, kindCategoryLabel, workElementOptions } from './places';

interface Values {
  category: KnowledgeCategory;
  /** A part type, or the PFMEA's 4M ('none': the process level). */
  place?: string | null;
  name: string;
  requirement?: string;
  severity?: number | null;
}

const RATINGS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

/**
 * A new or edited entry of one library: its text, a function's requirement (a PFMEA's: its product or process
 * characteristic), an effect's S, its part type (a PFMEA's: its 4M).
 */
export function KnowledgeEntryModal({
  kind = FMEA_KINDS.dfmea,
  library,
  entry,
  category,
  types,
  defaultPlace,
  onClose,
  onSaved,
}: {
  kind?: KnowledgeKind;
  library: KnowledgeLibrary;
  entry: KnowledgeEntryDto | null;
  /** The category a new entry gets (a measure may be switched between prevention and detection). */
  category: KnowledgeCategory;
  types: KnowledgeTreeNode[];
  /** The part type (the PFMEA's: 4M) a new entry gets. */
  defaultPlace: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const pfmea = isPfmeaKind(kind);
  const [form] = Form.useForm<Values>();
  const { saving, save } = useSave();
  const current = Form.useWatch('category', form) ?? entry?.category ?? category;
  const label = kindCategoryLabel(kind, current);
  const categories = KNOWLEDGE_LIBRARIES[library].categories;
  const submit = async (values: Values) => {
    const body = {
      category: values.category,
      place: values.place && values.place !== 'none' ? values.place : null,
      name: values.name.trim(),
      requirement: values.requirement?.trim() ?? '',
      severity: values.severity ?? null,
    };
    if (await save(() => saveKnowledge(kind, library, body, entry ?? undefined), t('knowledge.saved'))) onSaved();
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
          place: pfmea
            ? ((entry ? entry.workElementCategory : defaultPlace) ?? 'none')
            : entry
              ? entry.typeId
              : defaultPlace,
          name: entry?.name ?? '',
          requirement: entry?.requirement ?? '',
          severity: entry?.severity ?? null,
        }}
        onFinish={submit}
        data-testid="knowledge-entry-form"
      >
        {library === 'measure' ? (
          <Form.Item name="category" label={t('knowledge.field.category')}>
            <Select options={categories.map((c) => ({ value: c, label: kindCategoryLabel(kind, c) }))} />
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
          <Form.Item
            name="requirement"
            label={t(pfmea ? 'knowledge.field.characteristic' : 'knowledge.field.requirement')}
          >
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
        {pfmea ? (
          <Form.Item name="place" label={t('knowledge.field.4m')}>
            <Select options={workElementOptions()} style={{ width: 220 }} data-testid="knowledge-entry-4m" />
          </Form.Item>
        ) : (
          <Form.Item name="place" label={t('knowledge.field.type')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              placeholder={t('knowledge.field.type.none')}
              treeData={typeSelectData(types) as never}
              data-testid="knowledge-entry-type"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
