import { Modal, Select, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';

export interface LinkPickerProps<T extends { id: string }> {
  /** The options the project may be linked to, searched by keyword (250 ms after the last key). */
  fetchOptions: (projectId: string, keyword: string) => Promise<T[]>;
  optionLabel: (option: T) => ReactNode;
}

/**
 * Picks the record a project is linked to (a BOM, a process, a DFMEA) among searched options; OK once another one is
 * chosen, the modal closing when `onPick` succeeded.
 */
export function LinkPickerModal<T extends { id: string }>(
  props: LinkPickerProps<T> & {
    projectId: string;
    current: string | null;
    texts: { title: MessageKey; placeholder: MessageKey; changeWarning?: MessageKey | undefined };
    testIds: { pick: string; ok: string };
    onClose: () => void;
    onPick: (id: string) => Promise<boolean>;
  },
) {
  const { projectId, current, fetchOptions, optionLabel, texts, testIds, onClose, onPick } = props;
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<T[]>([]);
  const [picked, setPicked] = useState<string | undefined>(current ?? undefined);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      fetchOptions(projectId, keyword)
        .then(setOptions)
        .catch(() => undefined);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [fetchOptions, projectId, keyword]);

  return (
    <Modal
      open
      title={t(texts.title)}
      onCancel={onClose}
      okButtonProps={{ disabled: !picked || picked === current, loading: saving, 'data-testid': testIds.ok } as never}
      onOk={async () => {
        if (!picked) return;
        setSaving(true);
        const done = await onPick(picked);
        setSaving(false);
        if (done) onClose();
      }}
    >
      {current && texts.changeWarning && (
        <Typography.Paragraph type="warning" style={{ marginBottom: 8 }}>
          {t(texts.changeWarning)}
        </Typography.Paragraph>
      )}
      <Select
        style={{ width: '100%' }}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        placeholder={t(texts.placeholder)}
        value={picked}
        onChange={setPicked}
        data-testid={testIds.pick}
        options={options.map((option) => ({ value: option.id, label: optionLabel(option) }))}
      />
    </Modal>
  );
}
