import type { MsDataSheetDto } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { parsePcaSettings, pcaBody } from './pca-settings';

const sheet = {
  columns: [
    { name: '外径', cells: ['10.1', '10.2'] },
    { name: '内径', cells: ['5.0', '5.1'] },
    { name: '长度', cells: ['20', '21'] },
  ],
} as unknown as MsDataSheetDto;

describe('PCA settings', () => {
  it('restores a saved file and answers a new one for anything unreadable', () => {
    expect(parsePcaSettings({ dataFileId: 'f1', columns: [2, 0, 2], standardize: false })).toEqual({
      dataFileId: 'f1',
      columns: [2, 0],
      standardize: false,
    });
    expect(parsePcaSettings({ columns: 'A', standardize: 'yes' })).toEqual({
      dataFileId: null,
      columns: [],
      standardize: true,
    });
  });

  it('asks for a data file, then for two columns', () => {
    const settings = { dataFileId: 'f1', columns: [1], standardize: true };
    expect(pcaBody(settings, null)).toBe('newTools.matrixAnalysis.needFile');
    expect(pcaBody(settings, sheet)).toBe('newTools.matrixAnalysis.needColumns');
    expect(pcaBody({ ...settings, columns: [1, 7] }, sheet)).toBe('newTools.matrixAnalysis.needColumns');
  });

  it('sends the chosen columns in sheet order with their letters, names and cells', () => {
    const body = pcaBody({ dataFileId: 'f1', columns: [2, 0], standardize: false }, sheet);
    expect(body).toEqual({
      standardize: false,
      columns: [
        { column: 'A', firstRow: 2, name: '外径', cells: ['10.1', '10.2'] },
        { column: 'C', firstRow: 2, name: '长度', cells: ['20', '21'] },
      ],
    });
  });
});
