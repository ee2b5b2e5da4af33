import type { ExportedWorkbook } from '@qis/shared';

/** Saves an exported workbook (answered inline by an export call) under its file name. */
export function saveExportedWorkbook({ fileName, contentBase64 }: ExportedWorkbook) {
  const bytes = Uint8Array.from(atob(contentBase64), (c) => c.charCodeAt(0));
  const blob = new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
