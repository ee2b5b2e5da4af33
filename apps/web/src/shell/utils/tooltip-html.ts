import { escapeHtml } from '@qis/shared';

/**
 * A line of a chart tooltip: plain text, or text shown bold or in a colour. The text is never markup: a column name,
 * a category or a group label typed as `<img src=x onerror=…>` is shown as typed.
 */
export type TooltipLine = string | { text: string; bold?: boolean; color?: string };

const lineHtml = (line: TooltipLine): string => {
  if (typeof line === 'string') return escapeHtml(line);
  const text = line.bold ? `<b>${escapeHtml(line.text)}</b>` : escapeHtml(line.text);
  return line.color ? `<span style="color:${escapeHtml(line.color)}">${text}</span>` : text;
};

/**
 * The HTML of an ECharts tooltip (a formatter's answer is inserted as HTML): each line's text escaped by the one
 * escapeHtml of @qis/shared, the lines joined by line breaks. Every chart tooltip of the web app is made here.
 */
export function tooltipHtml(lines: readonly TooltipLine[]): string {
  return lines.map(lineHtml).join('<br/>');
}
