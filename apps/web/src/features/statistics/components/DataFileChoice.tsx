import { Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { DataFileSelect } from './DataFileSelect';

interface DataFileChoiceProps {
  /** The data file read now, if any. */
  current: string | null;
  onChoose: (dataFileId: string) => Promise<void>;
  /** Absent when a data file must be chosen before anything else. */
  onCancel?: () => void;
}

/** An analysis file's data file: choose one of my data files (the analysis reads its sheet). */
export function DataFileChoice({ current, onChoose, onCancel }: DataFileChoiceProps) {
  const [picked, setPicked] = useState<string | null>(current);
  const [saving, setSaving] = useState(false);
  const choose = async () => {
    if (!picked) return;
    setSaving(true);
    try {
      await onChoose(picked);
    } catch {
      // the HTTP client has shown the message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex vertical gap={12} style={{ maxWidth: 480, margin: '32px auto' }} data-testid="data-file-choice">
      <Typography.Text>{t('statistics.files.dataFile.choose')}</Typography.Text>
      <DataFileSelect value={picked} onChange={setPicked} />
      <Space>
        <Button type="primary" disabled={!picked} loading={saving} onClick={() => void choose()}>
          {t('statistics.files.dataFile.confirm')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('statistics.files.cancel')}</Button>}
      </Space>
    </Flex>
  );
}
