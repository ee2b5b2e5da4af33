import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../locales';
import { DataFileSelect } from '../../statistics/components/DataFileSelect';
import { NameModal } from '../../statistics/components/FileItemModals';
import { createToolFile } from '../api';

interface PcaDataFileProps {
  value: string | null;
  onChange: (dataFileId: string) => void;
  /** A data file was made here: the page opens its grid. */
  onCreated: (dataFileId: string) => void;
}

/** The analysis's data file: one of my new-seven-tools data files, or a new one (then filled in its grid). */
export function PcaDataFile({ value, onChange, onCreated }: PcaDataFileProps) {
  const [creating, setCreating] = useState(false);
  return (
    <Flex vertical gap={8}>
      <DataFileSelect id="pca-data-file" space="newTools" value={value} onChange={onChange} />
      <Flex gap={8}>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="pca-new-data-file">
          {t('newTools.matrixAnalysis.dataFile.new')}
        </Button>
        {value && (
          <Link to={`/newDataFileDetail/${value}`}>
            <Button size="small" icon={<EditOutlined />}>
              {t('newTools.matrixAnalysis.dataFile.open')}
            </Button>
          </Link>
        )}
      </Flex>
      {creating && (
        <NameModal
          title={t('newTools.matrixAnalysis.dataFile.new')}
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
