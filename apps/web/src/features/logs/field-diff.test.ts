import { describe, expect, it } from 'vitest';
import { fieldDiff, valueText } from './field-diff';

describe('fieldDiff', () => {
  it('lines up the fields of before and after and marks the changed ones', () => {
    expect(fieldDiff({ name: '旧', sort: 1, gone: true }, { name: '新', sort: 1, added: null })).toEqual([
      { field: 'name', before: '旧', after: '新', changed: true },
      { field: 'sort', before: '1', after: '1', changed: false },
      { field: 'added', before: '', after: 'null', changed: true },
      { field: 'gone', before: 'true', after: '', changed: true },
    ]);
  });

  it('shows a created or a deleted entity against nothing', () => {
    expect(fieldDiff(undefined, { code: 'A' })).toEqual([{ field: 'code', before: '', after: 'A', changed: true }]);
    expect(fieldDiff({ code: 'A' }, undefined)).toEqual([{ field: 'code', before: 'A', after: '', changed: true }]);
  });

  it('keeps a value that is not an object as one row', () => {
    expect(fieldDiff([1, 2], [1, 3])).toEqual([{ field: '', before: '[1,2]', after: '[1,3]', changed: true }]);
  });

  it('writes nested values as JSON', () => {
    expect(valueText({ a: [1] })).toBe('{"a":[1]}');
    expect(valueText(undefined)).toBe('');
  });
});
