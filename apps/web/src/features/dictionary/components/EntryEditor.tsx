import { DICTIONARY_CODE_PATTERN } from '@qis/shared';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import type { ReactNode } from 'react';
import { type MessageKey, t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';

/** The fields a dictionary type and an item share, as the form holds them. */
export interface EntryForm {
  code: string;
  name: string;
  sort?: number | null;
  description?: string;
  isActive: boolean;
}

/** The form's values of an existing type or item. */
export const entryValues = (entry: {
  code: string;
  name: string;
  sort: number;
  description: string | null;
  isActive: boolean;
}): EntryForm => ({
  code: entry.code,
  name: entry.name,
  sort: entry.sort,
  description: entry.description ?? '',
  isActive: entry.isActive,
});

/** The shared fields of a save: trimmed, an empty description null, no sort when left empty (the server's last). */
export const entryBody = (values: EntryForm) => ({
  code: values.code.trim(),
  name: values.name.trim(),
  description: values.description?.trim() || null,
  isActive: values.isActive,
  ...(values.sort == null ? {} : { sort: values.sort }),
});

/** The modal of a new or edited type or item: code, name, the caller's own fields, sort, description, enabled. */
export function EntryEditor<F extends EntryForm, Saved>({
  title,
  testId,
  initialValues,
  codeLocked = false,
  save,
  onClose,
  onSaved,
  children,
}: {
  title: MessageKey;
  /** Prefix of the code and name inputs' test ids. */
  testId: string;
  initialValues: Partial<F>;
  /** A system type keeps its code. */
  codeLocked?: boolean;
  save: (values: F) => Promise<Saved>;
  onClose: () => void;
  onSaved: (saved: Saved) => void;
  /** Fields between the name and the sort. */
  children?: ReactNode;
}) {
  const [form] = Form.useForm<F>();
  const { saving, save: run } = useSave();

  const submit = async (values: F) => {
    let saved: Saved | undefined;
    const done = await run(async () => {
      saved = await save(values);
    }, t('dictionary.saved'));
    if (done) onSaved(saved as Saved);
  };

  return (
    <Modal
      open
      title={t(title)}
      okText={t('dictionary.save')}
      cancelText={t('dictionary.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<F> form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)}>
        <Form.Item
          name="code"
          label={t('dictionary.form.code')}
          extra={codeLocked ? t('dictionary.type.form.systemCode') : undefined}
          rules={[
            { required: true, whitespace: true, message: t('dictionary.form.code.required') },
            { pattern: DICTIONARY_CODE_PATTERN, message: t('dictionary.form.code.pattern') },
          ]}
        >
          <Input maxLength={50} disabled={codeLocked} data-testid={`${testId}-code`} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('dictionary.form.name')}
          rules={[{ required: true, whitespace: true, message: t('dictionary.form.name.required') }]}
        >
          <Input maxLength={100} data-testid={`${testId}-name`} />
        </Form.Item>
        {children}
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
