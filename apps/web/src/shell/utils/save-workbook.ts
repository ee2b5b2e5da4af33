import type { ExportedWorkbook } from '@qis/shared';
import { downloadBlob } from './download';

const TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** Saves a file answered inline by a call (an exported workbook or PDF, a downloaded attachment) under its name. */
export function saveExportedWorkbook({ fileName, contentBase64 }: ExportedWorkbook) {
  const bytes = Uint8Array.from(atob(contentBase64), (c) => c.charCodeAt(0));
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  downloadBlob(new Blob([bytes], { type: TYPES[extension] ?? 'application/octet-stream' }), fileName);
}
