/** The name of an exported picture: its title, without the characters file systems refuse (`fallback` if none). */
export function exportFileName(title: string, extension: 'png' | 'svg', fallback = 'diagram'): string {
  const base = title
    .replace(/\s+/g, ' ')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, 80)
    .replace(/^\.+/, '');
  return `${base || fallback}.${extension}`;
}
