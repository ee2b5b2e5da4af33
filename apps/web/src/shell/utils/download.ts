/** Makes the browser save `href` (a data: or blob: URL) as `fileName`. */
export function downloadUrl(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Makes the browser save `blob` as `fileName` (its object URL is released once the download has started). */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
