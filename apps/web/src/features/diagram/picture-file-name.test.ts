import { describe, expect, it } from 'vitest';
import { exportFileName } from './picture-file-name';

describe('exportFileName', () => {
  it('names the picture after the problem', () => {
    expect(exportFileName('焊缝气孔不良率高', 'png')).toBe('焊缝气孔不良率高.png');
    expect(exportFileName('焊缝气孔不良率高', 'svg')).toBe('焊缝气孔不良率高.svg');
  });

  it('leaves out characters file systems refuse and line breaks', () => {
    expect(exportFileName('A/B 线: 良率<90%?\n原因', 'png')).toBe('A B 线 良率 90% 原因.png');
  });

  it('falls back to the name given, or diagram', () => {
    expect(exportFileName('  ', 'svg', 'fishbone')).toBe('fishbone.svg');
    expect(exportFileName('...', 'svg', 'fishbone')).toBe('fishbone.svg');
    expect(exportFileName('', 'png')).toBe('diagram.png');
  });
});
