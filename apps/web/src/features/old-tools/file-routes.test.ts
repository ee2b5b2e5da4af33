import { OLD_TOOL_FILE_KINDS } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { OLD_TOOLS_FILE_SPACE, oldToolFilePath } from './file-routes';
import './texts';

const ID = '3f1c2a9e-0000-4000-8000-000000000001';

describe('oldToolFilePath', () => {
  it.each([
    ['controlChart', `/myOldTools/controlChart/${ID}`],
    ['scatterChart', `/myOldTools/scatterChart/${ID}`],
    ['permutationChart', `/myOldTools/permutationChart/${ID}`],
    ['fishboneDiagram', `/myOldTools/fishboneDiagram/${ID}`],
    ['histogramChart', `/myOldTools/histogramChart/${ID}`],
    ['data', `/oldDataFileDetail/${ID}`],
  ] as const)('opens a %s file at %s', (kind, path) => {
    expect(oldToolFilePath(kind, ID)).toBe(path);
  });

  it('opens a kind of another space as a data file rather than a chart page that does not exist', () => {
    expect(oldToolFilePath('tree', ID)).toBe(`/oldDataFileDetail/${ID}`);
  });
});

describe('OLD_TOOLS_FILE_SPACE', () => {
  it('offers the five charts and the data file in 新建文件, by their Chinese names', () => {
    expect(OLD_TOOLS_FILE_SPACE.kinds.map(OLD_TOOLS_FILE_SPACE.kindName)).toEqual([
      '控制图',
      '散布图',
      '排列图',
      '因果图',
      '直方图',
      '数据文件',
    ]);
  });

  it('offers every kind of the space once', () => {
    expect([...OLD_TOOLS_FILE_SPACE.kinds].sort()).toEqual([...OLD_TOOL_FILE_KINDS].sort());
  });

  it('works in the oldTools space without asking new files for a data file', () => {
    expect(OLD_TOOLS_FILE_SPACE.space).toBe('oldTools');
    expect(OLD_TOOLS_FILE_SPACE.kinds.some(OLD_TOOLS_FILE_SPACE.asksDataFile)).toBe(false);
  });
});
