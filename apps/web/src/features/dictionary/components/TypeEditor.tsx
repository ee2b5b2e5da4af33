import { ALL_MODULES, findModule } from '@qis/shared/modules';
import { Form, Select } from 'antd';
import { t } from '../../../locales';
import { type DictionaryTypeDto, saveType } from '../api';
import { EntryEditor, type EntryForm, entryBody, entryValues } from './EntryEditor';

interface TypeForm extends EntryForm {
  moduleKey?: string | null;
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
  // A module no longer in the catalogue still shows by its key.
  const moduleOptions = [
    { value: '', label: t('dictionary.type.form.module.none') },
    ...ALL_MODULES.map((m) => ({ value: m.key, label: m.name })),
    ...(type?.moduleKey && !findModule(type.moduleKey) ? [{ value: type.moduleKey, label: type.moduleKey }] : []),
  ];

  return (
    <EntryEditor<TypeForm, DictionaryTypeDto>
      title={type ? 'dictionary.type.edit' : 'dictionary.type.add'}
      testId="dictionary-type"
      initialValues={
        type ? { ...entryValues(type), moduleKey: type.moduleKey ?? '' } : { moduleKey: '', isActive: true }
      }
      codeLocked={type?.isSystem}
      save={(values) => saveType({ ...entryBody(values), moduleKey: values.moduleKey || null }, type ?? undefined)}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="moduleKey" label={t('dictionary.type.form.module')}>
        <Select options={moduleOptions} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
    </EntryEditor>
  );
}
