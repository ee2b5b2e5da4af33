import type { ExportedWorkbook } from '@qis/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { saveExportedWorkbook } from '../../../shell/utils/save-workbook';

/** 导出: asks the server for the workbook of the current search and saves it. */
export function ExportButton({ exportWorkbook }: { exportWorkbook: () => Promise<ExportedWorkbook> }) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      saveExportedWorkbook(await exportWorkbook());
      toast.success(t('logs.exported'));
    } catch {
      // shown by the HTTP client
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button loading={exporting} onClick={() => void run()} data-testid="logs-export">
      {t('logs.export')}
    </Button>
  );
}
