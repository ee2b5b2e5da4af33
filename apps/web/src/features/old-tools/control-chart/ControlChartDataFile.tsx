import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../locales';
import { DataFileSelect } from '../../statistics/components/DataFileSelect';
import { NameModal } from '../../statistics/components/FileItemModals';
import { createToolFile } from '../api';

interface ControlChartDataFileProps {
  value: string | null;
  onChange: (dataFileId: string) => void;
  /** A data file was made here: the page opens its grid. */
  onCreated: (dataFileId: string) => void;
}

/** The chart's data file: one of my old-seven-tools data files, or a new one (then filled in its grid). */
export function ControlChartDataFile({ value, onChange, onCreated }: ControlChartDataFileProps) {
  const [creating, setCreating] = useState(false);
  return (
    <Flex vertical gap={8}>
      <DataFileSelect id="cc-data-file" space="oldTools" value={value} onChange={onChange} />
      <Flex gap={8}>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="cc-new-data-file">
          {t('oldTools.cc.dataFile.new')}
        </Button>
        {value && (
          <Link to={`/oldDataFileDetail/${value}`}>
            <Button size="small" icon={<EditOutlined />}>
              {t('oldTools.cc.dataFile.open')}
            </Button>
          </Link>
        )}
      </Flex>
      {creating && (
        <NameModal
          title={t('oldTools.cc.dataFile.new')}
          onClose={() => setCreating(false)}
          onSubmit={async ({ name }) => {
            const file = await createToolFile({ folderId: null, kind: 'data', name });
            onCreated(file.id);
          }}
        />
      )}
    </Flex>
  );
}
