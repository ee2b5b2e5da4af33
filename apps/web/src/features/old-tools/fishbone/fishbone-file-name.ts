/** The name of an exported picture: the problem text, without the characters file systems refuse. */
export function exportFileName(problem: string, extension: 'png' | 'svg'): string {
  const base = problem
    .replace(/\s+/g, ' ')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, 80)
    .replace(/^\.+/, '');
  return `${base || 'fishbone'}.${extension}`;
}
