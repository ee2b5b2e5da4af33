import type { ExportedWorkbook } from '@qis/shared';
import { Button } from 'antd';
import { t } from '../../locales';
import { saveExportedWorkbook } from '../utils/save-workbook';
import { useSave } from './useSave';

interface ExportButtonProps {
  label: string;
  testId: string;
  /** The export call of the current search; it answers the workbook inline. */
  exportWorkbook: () => Promise<ExportedWorkbook>;
}

/** 导出: asks the server for the workbook of the current search, saves it and says so. */
export function ExportButton({ label, testId, exportWorkbook }: ExportButtonProps) {
  const { saving, save } = useSave();
  const run = () => save(async () => saveExportedWorkbook(await exportWorkbook()), t('export.done'));
  return (
    <Button loading={saving} onClick={() => void run()} data-testid={testId}>
      {label}
    </Button>
  );
}
