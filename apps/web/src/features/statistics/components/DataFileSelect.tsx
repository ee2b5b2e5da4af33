import type { FileSpace, MsFileDto } from '@qis/shared';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { fetchDataFiles } from '../api';

interface DataFileSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  /** The space whose data files are offered (statistics unless named). */
  space?: FileSpace;
}

/** Picks one of my data files, searched by name on the server (the 50 most recently changed match). */
export function DataFileSelect({ id, value, onChange, space }: DataFileSelectProps) {
  const [files, setFiles] = useState<MsFileDto[]>([]);
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      fetchDataFiles({ SkipCount: 0, MaxResultCount: 50, ...(name ? { name } : {}) }, space).then(
        (page) => setFiles(page.items),
        () => undefined,
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [name, space]);
  return (
    <Select<string>
      id={id}
      showSearch={{ filterOption: false, onSearch: setName }}
      value={value ?? undefined}
      onChange={onChange}
      placeholder={t('statistics.files.dataFile.pick')}
      options={files.map((file) => ({ value: file.id, label: file.name }))}
      style={{ width: '100%' }}
      data-testid="data-file-select"
    />
  );
}
