import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { PartImportError } from '@qis/shared';
import { Alert, Button, Flex, Modal, Table, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { ApiError, CODE_BUSINESS_ERROR } from '../../../shell/http';
import { checkPartsFile, downloadPartsTemplate, importPartsFile, uploadImportFile } from '../api';

const ACCEPT = '.xls,.xlsx';
const isWorkbookName = (name: string) => /\.(xlsx?)$/i.test(name);

/**
 * 导入零件: uploads an .xls/.xlsx (fileType 1) and imports it whole. A refused file (9999) shows the per-row report
 * of checkImportParts: row number as in Excel, part number, every problem of the row.
 */
export function ImportPartsModal({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<PartImportError[] | null>(null);

  const importFile = async (file: File) => {
    setBusy(true);
    setReport(null);
    let filePath: string | null = null;
    try {
      filePath = await uploadImportFile(file);
      const { importedCount } = await importPartsFile(filePath);
      toast.success(t('fmeaLibrary.import.done', { count: importedCount }));
      onImported();
      onClose();
    } catch (error) {
      const refused = error instanceof ApiError && error.code === CODE_BUSINESS_ERROR;
      if (refused && filePath) {
        const check = await checkPartsFile(filePath).catch(() => null);
        if (check && check.errors.length > 0) setReport(check.errors);
        else toast.error(error.message);
      } else {
        toast.error((error instanceof Error && error.message) || t('fmeaLibrary.import.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!isWorkbookName(file.name)) {
      toast.error(t('fmeaLibrary.import.accept'));
      return Upload.LIST_IGNORE;
    }
    void importFile(file);
    return false;
  };

  return (
    <Modal
      open
      width={report ? 860 : 560}
      title={t('fmeaLibrary.import.title')}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: false }}
      footer={[
        <Button key="close" onClick={onClose} disabled={busy}>
          {t('fmeaLibrary.import.report.close')}
        </Button>,
      ]}
      data-testid="import-parts-modal"
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('fmeaLibrary.import.hint')}
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadPartsTemplate().catch(() => undefined)}>
            {t('fmeaLibrary.import.template')}
          </Button>
          <Upload accept={ACCEPT} showUploadList={false} maxCount={1} disabled={busy} beforeUpload={beforeUpload}>
            <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="import-parts-choose">
              {busy ? t('fmeaLibrary.import.uploading') : t('fmeaLibrary.import.choose')}
            </Button>
          </Upload>
        </Flex>
        {report && (
          <>
            <Alert type="error" showIcon title={t('fmeaLibrary.import.report.title', { count: report.length })} />
            <Table<PartImportError>
              rowKey="row"
              size="small"
              dataSource={report}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ y: 360 }}
              data-testid="import-parts-report"
              columns={[
                { title: t('fmeaLibrary.import.report.row'), dataIndex: 'row', width: 80 },
                { title: t('fmeaLibrary.import.report.partNo'), dataIndex: 'partNo', width: 160 },
                {
                  title: t('fmeaLibrary.import.report.messages'),
                  dataIndex: 'messages',
                  render: (messages: string[]) => messages.join('；'),
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
