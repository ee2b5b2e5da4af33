import { OLD_TOOL_FILE_KINDS } from '@qis/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OLD_TOOLS_FILE_SPACE, OLD_TOOLS_RECENT_SPACE, oldToolFilePath, oldToolRecentPath } from './file-routes';
import { oldToolsRoutes } from './routes';
import './texts';

const ID = '3f1c2a9e-0000-4000-8000-000000000001';

const CHART_KINDS = ['controlChart', 'scatterChart', 'permutationChart', 'fishboneDiagram', 'histogramChart'] as const;

/** The route of the old tools' table that a path opens, if any. */
const routeOf = (path: string) => matchRoutes(oldToolsRoutes, path)?.at(-1)?.route;

describe('oldToolFilePath (my files, /oldToolFile)', () => {
  it.each([
    ['controlChart', `/oldToolFile/controlChart/${ID}`],
    ['scatterChart', `/oldToolFile/scatterChart/${ID}`],
    ['permutationChart', `/oldToolFile/permutationChart/${ID}`],
    ['fishboneDiagram', `/oldToolFile/fishboneDiagram/${ID}`],
    ['histogramChart', `/oldToolFile/histogramChart/${ID}`],
    ['data', `/oldDataFileDetail/${ID}`],
  ] as const)('opens a %s file at %s', (kind, path) => {
    expect(oldToolFilePath(kind, ID)).toBe(path);
    expect(OLD_TOOLS_FILE_SPACE.filePath(kind, ID)).toBe(path);
  });

  it('opens a kind of another space as a data file rather than a chart page that does not exist', () => {
    expect(oldToolFilePath('tree', ID)).toBe(`/oldDataFileDetail/${ID}`);
  });
});

describe('oldToolRecentPath (recent changes, /oldToolChanges)', () => {
  it.each(CHART_KINDS)('opens a %s file where the workbench opens it', (kind) => {
    expect(oldToolRecentPath(kind, ID)).toBe(`/myOldTools/${kind}/${ID}`);
    expect(OLD_TOOLS_RECENT_SPACE.filePath(kind, ID)).toBe(`/myOldTools/${kind}/${ID}`);
  });

  it('opens a data file in the grid', () => {
    expect(oldToolRecentPath('data', ID)).toBe(`/oldDataFileDetail/${ID}`);
  });
});

describe('the old tools route table', () => {
  it.each(CHART_KINDS)('routes /oldToolFile/%s/{id} to the same page and title as /myOldTools', (kind) => {
    const fromMyFiles = routeOf(oldToolFilePath(kind, ID));
    const fromWorkbench = routeOf(oldToolRecentPath(kind, ID));
    expect(fromMyFiles?.path).toBe(`/oldToolFile/${kind}/:id`);
    expect(fromWorkbench?.path).toBe(`/myOldTools/${kind}/:id`);
    expect(fromMyFiles?.lazy).toBe(fromWorkbench?.lazy);
    expect(fromMyFiles?.handle).toEqual(fromWorkbench?.handle);
  });

  it('still routes /oldToolFile itself to my files, and the data grid', () => {
    expect(routeOf('/oldToolFile')?.path).toBe('/oldToolFile');
    expect(routeOf(oldToolFilePath('data', ID))?.path).toBe('/oldDataFileDetail/:id');
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
