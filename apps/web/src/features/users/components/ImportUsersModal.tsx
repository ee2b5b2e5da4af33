import { DownloadOutlined } from '@ant-design/icons';
import { DEFAULT_IMPORT_PASSWORD, type UserImportError } from '@qis/shared';
import { Button } from 'antd';
import { t } from '../../../locales';
import { importOrReport, WorkbookImportModal } from '../../../shell/components/WorkbookImportModal';
import { toast } from '../../../shell/feedback';
import { checkUserFile, downloadImportTemplate, importUserFile, uploadImportFile } from '../api';

interface Props {
  onClose: () => void;
  onImported: () => void;
}

/**
 * 导入用户: uploads an .xls/.xlsx (fileType 1) and imports it whole. A refused file (9999) shows the per-row report
 * of checkImportUser in a table: row number as in Excel, account, every problem of the row.
 */
export function ImportUsersModal({ onClose, onImported }: Props) {
  const importFile = async (file: File) => {
    const filePath = await uploadImportFile(file);
    return importOrReport<UserImportError>(
      async () => {
        const { importedCount } = await importUserFile(filePath);
        toast.success(t('users.import.done', { count: importedCount }));
        onImported();
        onClose();
      },
      () => checkUserFile(filePath),
    );
  };

  return (
    <WorkbookImportModal<UserImportError>
      testId="import-users"
      title={t('users.import.title')}
      width={560}
      hint={t('users.import.hint', { password: DEFAULT_IMPORT_PASSWORD })}
      actions={
        <Button icon={<DownloadOutlined />} onClick={() => void downloadImportTemplate().catch(() => undefined)}>
          {t('users.import.template')}
        </Button>
      }
      texts={{
        choose: t('users.import.choose'),
        uploading: t('users.import.uploading'),
        close: t('users.import.report.close'),
        accept: t('users.import.accept'),
        failed: t('users.import.failed'),
        reportTitle: (count) => t('users.import.report.title', { count }),
        row: t('users.import.report.row'),
        messages: t('users.import.report.messages'),
      }}
      reportKey={{ title: t('users.import.report.userName'), dataIndex: 'userName' }}
      importFile={importFile}
      onClose={onClose}
    />
  );
}
