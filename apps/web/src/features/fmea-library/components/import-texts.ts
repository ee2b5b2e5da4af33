import { t } from '../../../locales';

/** The texts the parts and BOM imports share (WorkbookImportModal). */
export const importTexts = (choose: string, reportTitle: (count: number) => string) => ({
  choose,
  uploading: t('fmeaLibrary.import.uploading'),
  close: t('fmeaLibrary.import.report.close'),
  accept: t('fmeaLibrary.import.accept'),
  failed: t('fmeaLibrary.import.failed'),
  reportTitle,
  row: t('fmeaLibrary.import.report.row'),
  messages: t('fmeaLibrary.import.report.messages'),
});
