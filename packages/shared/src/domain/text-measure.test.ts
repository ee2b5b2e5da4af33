import { describe, expect, it } from 'vitest';
import { textWidth, wrapText } from './text-measure';

describe('textWidth', () => {
  it('counts Chinese characters a full em and Latin ones about half', () => {
    expect(textWidth('设备老化', 14)).toBe(56);
    expect(textWidth('abcd', 14)).toBeLessThan(40);
    expect(textWidth('（全角）', 14)).toBe(56);
    expect(textWidth('设备', 14, true)).toBeGreaterThan(textWidth('设备', 14));
  });
});

describe('wrapText', () => {
  it('keeps a short text on one line', () => {
    expect(wrapText('焊缝气孔', 200, 16)).toEqual(['焊缝气孔']);
  });

  it('breaks between Chinese characters and keeps Latin words whole', () => {
    const lines = wrapText('焊缝气孔不良率高达 3.2%', 150, 16);
    expect(lines).toEqual(['焊缝气孔不良率高达', '3.2%']);
  });

  it('breaks a word longer than a line and keeps every line within the width', () => {
    const lines = wrapText('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 100, 16);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    for (const line of lines) expect(textWidth(line, 16)).toBeLessThanOrEqual(100);
  });

  it('keeps line breaks of the text', () => {
    expect(wrapText('平面度\n超差', 200, 16)).toEqual(['平面度', '超差']);
  });
});
