import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { DEFAULT_IMPORT_PASSWORD, type UserImportError } from '@qis/shared';
import { Alert, Button, Flex, Modal, Table, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { ApiError, CODE_BUSINESS_ERROR } from '../../../shell/http';
import { checkUserFile, downloadImportTemplate, importUserFile, uploadImportFile } from '../api';

const ACCEPT = '.xls,.xlsx';
const isWorkbookName = (name: string) => /\.(xlsx?)$/i.test(name);

interface Props {
  onClose: () => void;
  onImported: () => void;
}

/**
 * 导入用户: uploads an .xls/.xlsx (fileType 1) and imports it whole. A refused file (9999) shows the per-row report
 * of checkImportUser in a table: row number as in Excel, account, every problem of the row.
 */
export function ImportUsersModal({ onClose, onImported }: Props) {
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<UserImportError[] | null>(null);

  const importFile = async (file: File) => {
    setBusy(true);
    setReport(null);
    let filePath: string | null = null;
    try {
      filePath = await uploadImportFile(file);
      const { importedCount } = await importUserFile(filePath);
      toast.success(t('users.import.done', { count: importedCount }));
      onImported();
      onClose();
    } catch (error) {
      const refused = error instanceof ApiError && error.code === CODE_BUSINESS_ERROR;
      if (refused && filePath) {
        const check = await checkUserFile(filePath).catch(() => null);
        if (check && check.errors.length > 0) setReport(check.errors);
        else toast.error(error.message);
      } else {
        toast.error((error instanceof Error && error.message) || t('users.import.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!isWorkbookName(file.name)) {
      toast.error(t('users.import.accept'));
      return Upload.LIST_IGNORE;
    }
    void importFile(file);
    // The file is sent by importFile, not by antd's own request.
    return false;
  };

  return (
    <Modal
      open
      width={report ? 860 : 560}
      title={t('users.import.title')}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: false }}
      footer={[
        <Button key="close" onClick={onClose} disabled={busy}>
          {t('users.import.report.close')}
        </Button>,
      ]}
      data-testid="import-users-modal"
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('users.import.hint', { password: DEFAULT_IMPORT_PASSWORD })}
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadImportTemplate().catch(() => undefined)}>
            {t('users.import.template')}
          </Button>
          <Upload accept={ACCEPT} showUploadList={false} maxCount={1} disabled={busy} beforeUpload={beforeUpload}>
            <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="import-users-choose">
              {busy ? t('users.import.uploading') : t('users.import.choose')}
            </Button>
          </Upload>
        </Flex>
        {report && (
          <>
            <Alert type="error" showIcon title={t('users.import.report.title', { count: report.length })} />
            <Table<UserImportError>
              rowKey="row"
              size="small"
              dataSource={report}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ y: 360 }}
              data-testid="import-users-report"
              columns={[
                { title: t('users.import.report.row'), dataIndex: 'row', width: 80 },
                { title: t('users.import.report.userName'), dataIndex: 'userName', width: 160 },
                {
                  title: t('users.import.report.messages'),
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
