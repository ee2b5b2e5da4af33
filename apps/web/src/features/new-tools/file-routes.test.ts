import { NEW_TOOL_FILE_KINDS } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { NEW_TOOLS_FILE_SPACE, NEW_TOOLS_RECENT_SPACE, newToolFilePath, newToolRecentPath } from './file-routes';
// The menu titles are the signed-in area's texts, the pages' their area's.
import '../../app/session-texts';
import './texts';

const ID = '3f1c2a9e-0000-4000-8000-000000000002';

describe('newToolFilePath (my files)', () => {
  it.each([
    ['tree', `/myFile/tree/${ID}`],
    ['affinity', `/file_affinity/${ID}`],
    ['arrow', `/myFile/arrow/${ID}`],
    ['matrix', `/file_matrix/${ID}`],
    ['association', `/myFile/association/${ID}`],
    ['pdpc', `/myFile/PDPC/${ID}`],
    ['matrixAnalysis', `/file_matrix_analysis/${ID}`],
    ['data', `/newDataFileDetail/${ID}`],
  ] as const)('opens a %s file at %s', (kind, path) => {
    expect(newToolFilePath(kind, ID)).toBe(path);
  });
});

describe('newToolRecentPath (recent changes)', () => {
  it.each([
    ['tree', `/recentChanges/tree/${ID}`],
    ['affinity', `/recent_affinity/${ID}`],
    ['arrow', `/recentChanges/arrow/${ID}`],
    ['matrix', `/recent_matrix/${ID}`],
    ['association', `/recentChanges/association/${ID}`],
    ['pdpc', `/recentChanges/PDPC/${ID}`],
    ['matrixAnalysis', `/recent_changes_file_matrix/${ID}`],
    ['data', `/newDataFileDetail/${ID}`],
  ] as const)('opens a %s file at %s', (kind, path) => {
    expect(newToolRecentPath(kind, ID)).toBe(path);
  });

  it('is what the recent-changes screen opens files with, my files keeping their own paths', () => {
    expect(NEW_TOOLS_RECENT_SPACE.filePath('matrix', ID)).toBe(`/recent_matrix/${ID}`);
    expect(NEW_TOOLS_FILE_SPACE.filePath('matrix', ID)).toBe(`/file_matrix/${ID}`);
  });
});

describe('NEW_TOOLS_FILE_SPACE', () => {
  it('offers the seven tools and the data file in 新建文件, by their Chinese names', () => {
    expect(NEW_TOOLS_FILE_SPACE.kinds.map(NEW_TOOLS_FILE_SPACE.kindName)).toEqual([
      '系统图',
      '亲和图',
      '箭条图',
      '矩阵图',
      '关联图',
      'PDPC 法',
      '矩阵数据解析法',
      '数据文件',
    ]);
  });

  it('offers every kind of the space once', () => {
    expect([...NEW_TOOLS_FILE_SPACE.kinds].sort()).toEqual([...NEW_TOOL_FILE_KINDS].sort());
  });

  it('works in the newTools space, with its own recycle bin and files page', () => {
    expect(NEW_TOOLS_FILE_SPACE.space).toBe('newTools');
    expect(NEW_TOOLS_FILE_SPACE.recycleBinPath).toBe('/recycleBin');
    expect(NEW_TOOLS_FILE_SPACE.filesPath).toBe('/myFileList');
  });
});
