import type { ExportedWorkbook } from '@qis/shared';
import { downloadBlob } from './download';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves an exported file (a workbook or a PDF, answered inline by an export call) under its file name. */
export function saveExportedWorkbook({ fileName, contentBase64 }: ExportedWorkbook) {
  const bytes = Uint8Array.from(atob(contentBase64), (c) => c.charCodeAt(0));
  const blob = new Blob([bytes], { type: fileName.endsWith('.pdf') ? 'application/pdf' : XLSX_TYPE });
  downloadBlob(blob, fileName);
}
