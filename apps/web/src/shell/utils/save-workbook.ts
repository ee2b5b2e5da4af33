import type { ExportedWorkbook } from '@qis/shared';
import { downloadBlob } from './download';

/** Saves an exported workbook (answered inline by an export call) under its file name. */
export function saveExportedWorkbook({ fileName, contentBase64 }: ExportedWorkbook) {
  const bytes = Uint8Array.from(atob(contentBase64), (c) => c.charCodeAt(0));
  const blob = new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  downloadBlob(blob, fileName);
}
