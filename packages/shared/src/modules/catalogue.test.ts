import { describe, expect, it } from 'vitest';
import {
  ALL_MODULES,
  findModule,
  findModuleByCode,
  type ModuleCategory,
  type ModuleDefinition,
  visibleModuleCategories,
} from './catalogue';

describe('module catalogue', () => {
  it('names every module by a unique key and a unique code', () => {
    expect(new Set(ALL_MODULES.map((m) => m.key)).size).toBe(ALL_MODULES.length);
    expect(new Set(ALL_MODULES.map((m) => m.code)).size).toBe(ALL_MODULES.length);
  });

  it('finds a module by key and by code', () => {
    expect(findModuleByCode(101)).toBe(findModule('fmea'));
    expect(findModuleByCode(99999)).toBeUndefined();
  });
});

describe('visibleModuleCategories', () => {
  const categories: ModuleCategory[] = [
    {
      name: 'A',
      modules: [
        { key: 'open', name: 'Open', code: 1, home: '/open', built: true },
        { key: 'gated', name: 'Gated', code: 2, home: '/gated', permission: 'P1', built: false },
      ],
    },
    {
      name: 'B',
      modules: [{ key: 'onlyGated', name: 'Only', code: 3, home: '/only', permission: 'P2', built: false }],
    },
  ];

  it('keeps the modules the predicate lets through and drops categories left empty', () => {
    const holding = (points: string[]) => (m: ModuleDefinition) =>
      m.permission === undefined || points.includes(m.permission);
    const visible = visibleModuleCategories(holding(['P1']), categories);
    expect(visible.map((c) => [c.name, c.modules.map((m) => m.key)])).toEqual([['A', ['open', 'gated']]]);
    const none = visibleModuleCategories(holding([]), categories);
    expect(none.map((c) => [c.name, c.modules.map((m) => m.key)])).toEqual([['A', ['open']]]);
  });

  it('shows everything to a holder of every point, in catalogue order', () => {
    const all = visibleModuleCategories(() => true, categories);
    expect(all.map((c) => c.name)).toEqual(['A', 'B']);
  });
});
