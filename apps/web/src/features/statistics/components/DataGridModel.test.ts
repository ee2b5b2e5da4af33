import { MS_CELL_MAX_LENGTH, MS_SHEET_MAX_COLUMNS, MS_SHEET_MAX_ROWS } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { DataGridModel, parseClipboard } from './DataGridModel';

const sheet = () =>
  new DataGridModel(
    [
      { name: '外径', cells: ['74.01', '73.99', null] },
      { name: '班次', cells: ['白班'] },
    ],
    3,
  );

describe('DataGridModel', () => {
  it('reads names as row 0 and cells from row 1, with blank rows and columns to type into', () => {
    const model = sheet();
    expect(model.get(0, 0)).toBe('外径');
    expect(model.get(2, 0)).toBe('73.99');
    expect(model.get(1, 5)).toBe('');
    expect(model.columnCount).toBeGreaterThanOrEqual(10);
    expect(model.usedSize()).toEqual({ rows: 2, columns: 2 });
  });

  it('saves without the trailing blanks, empty texts as null', () => {
    const model = sheet();
    model.set(2, 1, '');
    model.set(3, 1, '夜班');
    expect(model.toSheet()).toEqual([
      { name: '外径', cells: ['74.01', '73.99'] },
      { name: '班次', cells: ['白班', null, '夜班'] },
    ]);
  });

  it('pastes an Excel block at a cell, growing the sheet, and copies it back as tab-separated text', () => {
    const model = sheet();
    const block = parseClipboard('操作员\t批次\r\n张伟\tL001\r\n');
    expect(block).toEqual([
      ['操作员', '批次'],
      ['张伟', 'L001'],
    ]);
    expect(model.paste(0, 11, block)).toBeNull();
    expect(model.columnCount).toBe(13);
    expect(model.get(1, 12)).toBe('L001');
    expect(model.copy({ top: 0, left: 11, bottom: 1, right: 12 })).toBe('操作员\t批次\n张伟\tL001');
  });

  it('refuses a paste beyond the limits and writes nothing', () => {
    const model = sheet();
    const long = [['x'.repeat(MS_CELL_MAX_LENGTH + 1)]];
    expect(model.paste(1, 0, long)).toEqual({ reason: 'length', max: MS_CELL_MAX_LENGTH, row: 1, column: 0 });
    expect(model.paste(0, MS_SHEET_MAX_COLUMNS - 1, [['a', 'b']])?.reason).toBe('columns');
    expect(model.ensureSize(MS_SHEET_MAX_ROWS + 2, 1)?.reason).toBe('rows');
    expect(model.get(1, 0)).toBe('74.01');
  });

  it('inserts and deletes rows and columns', () => {
    const model = sheet();
    model.insertRows(1, 2);
    expect(model.get(3, 0)).toBe('74.01');
    model.deleteRows(1, 2);
    expect(model.get(1, 0)).toBe('74.01');
    model.insertColumns(0, 1);
    expect(model.get(0, 1)).toBe('外径');
    model.deleteColumns(0, 0);
    expect(model.toSheet().map((column) => column.name)).toEqual(['外径', '班次']);
  });
});
