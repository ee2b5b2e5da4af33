import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../../locales';
import { DataFileSelect } from '../../statistics/components/DataFileSelect';
import { NameModal } from '../../statistics/components/FileItemModals';
import { createToolFile } from '../api';

interface ChartDataFileProps {
  /** Prefix of the field's ids and test ids: `${prefix}-data-file`, `${prefix}-new-data-file`. */
  idPrefix: string;
  value: string | null;
  /** The chosen file cannot be read (deleted, or not the user's). */
  missing: boolean;
  onChange: (dataFileId: string) => void;
}

/**
 * A chart's data file: one of my old-seven-tools data files, or a new one (chosen, then opened in its grid to be
 * filled in), with a link to edit the chosen file's data.
 */
export function ChartDataFile({ idPrefix, value, missing, onChange }: ChartDataFileProps) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const fieldId = `${idPrefix}-data-file`;
  return (
    <>
      <Form layout="vertical">
        <Form.Item label={t('oldTools.cc.dataFile')} htmlFor={fieldId}>
          <Flex vertical gap={8}>
            <DataFileSelect id={fieldId} space="oldTools" value={value} onChange={onChange} />
            <Flex gap={8}>
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() => setCreating(true)}
                data-testid={`${idPrefix}-new-data-file`}
              >
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
          </Flex>
        </Form.Item>
      </Form>
      {value && missing && (
        <Alert type="warning" showIcon title={t('oldTools.cc.dataFile.missing')} style={{ marginBottom: 16 }} />
      )}
      {creating && (
        <NameModal
          title={t('oldTools.cc.dataFile.new')}
          onClose={() => setCreating(false)}
          onSubmit={async ({ name }) => {
            const file = await createToolFile({ folderId: null, kind: 'data', name });
            onChange(file.id);
            navigate(`/oldDataFileDetail/${file.id}`);
          }}
        />
      )}
    </>
  );
}
