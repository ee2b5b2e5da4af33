import type { MsFileDto, MsFolderNode } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { RECENT_FILES_LIMIT, recentFileRows } from './recent-files';

const file = (id: string, updatedAt: string, folderId: string | null = null): MsFileDto => ({
  id,
  folderId,
  kind: 'tree',
  name: id,
  sort: 0,
  dataFileId: null,
  size: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
  lastOpenedAt: null,
  version: 1,
});

const folder = (id: string, name: string, children: MsFolderNode[] = []): MsFolderNode => ({
  id,
  parentId: null,
  name,
  sort: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  children,
});

const tree = [folder('monthly', '质量月报', [folder('march', '三月')])];

describe('recentFileRows', () => {
  it('lists the last modified file first', () => {
    const rows = recentFileRows(
      [
        file('opened-lately', '2026-11-01T08:00:00.000Z'),
        file('edited-today', '2026-11-23T09:30:00.000Z'),
        file('edited-yesterday', '2026-11-22T17:00:00.000Z'),
      ],
      [],
    );
    expect(rows.map((row) => row.id)).toEqual(['edited-today', 'edited-yesterday', 'opened-lately']);
  });

  it('names the folder of each file from the root down, the root as an empty path', () => {
    const rows = recentFileRows(
      [file('a', '2026-11-23T10:00:00.000Z', 'march'), file('b', '2026-11-23T09:00:00.000Z', null)],
      tree,
    );
    expect(rows.map((row) => row.folderPath)).toEqual(['质量月报 / 三月', '']);
  });

  it('leaves the folder unnamed when it is no longer in my tree', () => {
    expect(recentFileRows([file('a', '2026-11-23T10:00:00.000Z', 'gone')], tree)[0]?.folderPath).toBeNull();
  });

  it(`shows at most ${RECENT_FILES_LIMIT} files`, () => {
    const many = Array.from({ length: RECENT_FILES_LIMIT + 5 }, (_, i) =>
      file(`f${i}`, new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString()),
    );
    const rows = recentFileRows(many, []);
    expect(rows).toHaveLength(RECENT_FILES_LIMIT);
    expect(rows[0]?.id).toBe(`f${RECENT_FILES_LIMIT + 4}`);
  });
});
