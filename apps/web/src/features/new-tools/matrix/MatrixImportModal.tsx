import { UploadOutlined } from '@ant-design/icons';
import type { MatrixType, NewToolFileDto } from '@qis/shared';
import { Alert, Button, Modal, Radio, Typography, Upload } from 'antd';
import { useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { importMatrixWorkbook, uploadMatrixWorkbook } from './matrix-api';

type ImportType = 1 | 2 | 3;
const TYPE_CODES: Record<MatrixType, ImportType> = { L: 1, T: 2, Y: 3 };
const LAYOUTS: Record<ImportType, MessageKey> = {
  1: 'newTools.matrix.import.layout.l',
  2: 'newTools.matrix.import.layout.t',
  3: 'newTools.matrix.import.layout.y',
};

interface MatrixImportModalProps {
  fileId: string;
  current: MatrixType;
  onImported: (file: NewToolFileDto) => void;
  onClose: () => void;
}

/** 导入 Excel: the matrix type, how the workbook is laid out, and the .xlsx that replaces the matrix. */
export function MatrixImportModal({ fileId, current, onImported, onClose }: MatrixImportModalProps) {
  const [type, setType] = useState<ImportType>(TYPE_CODES[current]);
  const [busy, setBusy] = useState(false);

  const run = async (file: File) => {
    setBusy(true);
    let filePath: string;
    try {
      filePath = await uploadMatrixWorkbook(file);
    } catch (error) {
      // The upload is silent: its failure is said here.
      toast.error((error instanceof Error && error.message) || t('newTools.matrix.import.failed'));
      setBusy(false);
      return;
    }
    try {
      onImported(await importMatrixWorkbook(fileId, filePath, type));
      toast.success(t('newTools.matrix.import.done'));
      onClose();
    } catch {
      // the HTTP client has shown the server's refusal (a sheet missing, a cell that is not ◎○△ …)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={t('newTools.matrix.import')} footer={null} onCancel={onClose} maskClosable={!busy}>
      <Radio.Group
        value={type}
        onChange={(event) => setType(event.target.value)}
        options={[
          { value: 1, label: t('newTools.matrix.type.l') },
          { value: 2, label: t('newTools.matrix.type.t') },
          { value: 3, label: t('newTools.matrix.type.y') },
        ]}
        data-testid="matrix-import-type"
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('newTools.matrix.import.layout')}
        <br />
        {t(LAYOUTS[type])}
      </Typography.Paragraph>
      <Alert type="warning" showIcon title={t('newTools.matrix.import.replaces')} style={{ marginBottom: 16 }} />
      <Upload
        accept=".xlsx"
        showUploadList={false}
        maxCount={1}
        disabled={busy}
        beforeUpload={(file) => {
          if (!/\.xlsx$/i.test(file.name)) {
            toast.error(t('newTools.matrix.import.accept'));
            return Upload.LIST_IGNORE;
          }
          void run(file);
          return false;
        }}
      >
        <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="matrix-import-upload">
          {t('newTools.matrix.import.pick')}
        </Button>
      </Upload>
    </Modal>
  );
}
