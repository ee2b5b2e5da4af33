import { DownloadOutlined } from '@ant-design/icons';
import type { PartImportError } from '@qis/shared';
import { Button } from 'antd';
import { t } from '../../../locales';
import { importOrReport, WorkbookImportModal } from '../../../shell/components/WorkbookImportModal';
import { toast } from '../../../shell/feedback';
import { checkPartsFile, downloadPartsTemplate, importPartsFile, uploadImportFile } from '../api';
import { importTexts } from './import-texts';

/**
 * 导入零件: uploads an .xls/.xlsx (fileType 1) and imports it whole. A refused file (9999) shows the per-row report
 * of checkImportParts: row number as in Excel, part number, every problem of the row.
 */
export function ImportPartsModal({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const importFile = async (file: File) => {
    const filePath = await uploadImportFile(file);
    return importOrReport<PartImportError>(
      async () => {
        const { importedCount } = await importPartsFile(filePath);
        toast.success(t('fmeaLibrary.import.done', { count: importedCount }));
        onImported();
        onClose();
      },
      () => checkPartsFile(filePath),
    );
  };

  return (
    <WorkbookImportModal<PartImportError>
      testId="import-parts"
      title={t('fmeaLibrary.import.title')}
      width={560}
      hint={t('fmeaLibrary.import.hint')}
      actions={
        <Button icon={<DownloadOutlined />} onClick={() => void downloadPartsTemplate().catch(() => undefined)}>
          {t('fmeaLibrary.import.template')}
        </Button>
      }
      texts={importTexts(t('fmeaLibrary.import.choose'), (count) => t('fmeaLibrary.import.report.title', { count }))}
      reportKey={{ title: t('fmeaLibrary.import.report.partNo'), dataIndex: 'partNo' }}
      importFile={importFile}
      onClose={onClose}
    />
  );
}
