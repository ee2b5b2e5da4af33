import { describe, expect, it } from 'vitest';
import { cardRows, moveCard, toggleCard } from './home-cards';
import { joinLevelNames, levelNamesProblem, splitLevelNames } from './level-names';
import { systemTabs } from './system-tabs';

describe('/system tabs (spec §2)', () => {
  const all = new Set([
    'SystemManager.BasicSetting',
    'SystemManager.Users',
    'SystemManager.Roles',
    'SystemManager.WorkFlow',
  ]);

  it('shows basicSet, Users, Roles, WorkFlow in that order, each to holders of its permission', () => {
    expect(systemTabs(all, null).tabs.map((tab) => tab.key)).toEqual(['basicSet', 'Users', 'Roles', 'WorkFlow']);
    const some = new Set(['SystemManager.Roles', 'SystemManager.Users']);
    expect(systemTabs(some, null)).toMatchObject({ tabs: [{ key: 'Users' }, { key: 'Roles' }], active: 'Users' });
    expect(systemTabs(new Set(), null)).toEqual({ tabs: [], active: undefined });
  });

  it('opens the remembered tab while it is still held, else the first', () => {
    expect(systemTabs(all, 'Roles').active).toBe('Roles');
    expect(systemTabs(new Set(['SystemManager.WorkFlow', 'SystemManager.Users']), 'Roles').active).toBe('Users');
    expect(systemTabs(all, 'noSuchTab').active).toBe('basicSet');
  });
});

describe('organization level names as one line', () => {
  it('splits on / and trims, dropping empty parts', () => {
    expect(splitLevelNames(' 集团 / 公司//部门 ')).toEqual(['集团', '公司', '部门']);
    expect(joinLevelNames(['集团', '公司'])).toBe('集团/公司');
  });

  it('names what is wrong: none, too many or too long, repeated', () => {
    expect(levelNamesProblem('集团/公司/事业部/部门')).toBeNull();
    expect(levelNamesProblem(' / ')).toBe('basicSet.levelNames.required');
    expect(levelNamesProblem(undefined)).toBe('basicSet.levelNames.required');
    expect(levelNamesProblem('1/2/3/4/5/6/7/8/9')).toBe('basicSet.levelNames.tooMany');
    expect(levelNamesProblem('x'.repeat(21))).toBe('basicSet.levelNames.tooMany');
    expect(levelNamesProblem('公司/部门/公司')).toBe('basicSet.levelNames.repeated');
  });
});

describe('home card ordering', () => {
  it('lists the chosen cards first in their order, then the others', () => {
    expect(cardRows(['monthBar', 'greeting'])).toEqual(['monthBar', 'greeting', 'favourites', 'recentVisits']);
  });

  it('appends a chosen card last and drops an unchosen one', () => {
    expect(toggleCard(['greeting'], 'monthBar', true)).toEqual(['greeting', 'monthBar']);
    expect(toggleCard(['greeting', 'monthBar'], 'greeting', false)).toEqual(['monthBar']);
  });

  it('moves a card one place, and not past either end', () => {
    expect(moveCard(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveCard(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveCard(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(moveCard(['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
  });
});
