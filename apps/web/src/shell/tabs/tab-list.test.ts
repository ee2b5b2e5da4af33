import { describe, expect, it } from 'vitest';
import { closableActions, closeTabs, initialTabs, openTab, restoreTabs, type TabState, tabUrl } from './tab-list';

const home = { key: '/analysis', title: '首页' };
const tab = (n: number) => ({ key: `/page${n}`, title: `页面${n}` });
const keys = (s: TabState) => s.tabs.map((t) => t.key);

/** home, page1, page2, page3, page4 with page2 active. */
function five(): TabState {
  let s = initialTabs(home);
  for (const n of [1, 2, 3, 4]) s = openTab(s, tab(n));
  return { ...s, activeKey: '/page2' };
}

describe('multi-tab browsing', () => {
  it('opens a tab once and activates it; reopening keeps its place and takes the new title', () => {
    let s = openTab(initialTabs(home), tab(1));
    s = openTab(s, tab(2));
    s = openTab(s, { key: '/page1', title: '新标题' });
    expect(keys(s)).toEqual(['/analysis', '/page1', '/page2']);
    expect(s.activeKey).toBe('/page1');
    expect(s.tabs[1]?.title).toBe('新标题');
  });

  it('closing the active tab activates its right neighbour, else its left', () => {
    const s = closeTabs(five(), '/page2', 'current');
    expect(keys(s)).toEqual(['/analysis', '/page1', '/page3', '/page4']);
    expect(s.activeKey).toBe('/page3');
    const last = closeTabs({ ...five(), activeKey: '/page4' }, '/page4', 'current');
    expect(last.activeKey).toBe('/page3');
  });

  it('closing another tab keeps the active one', () => {
    const s = closeTabs(five(), '/page4', 'current');
    expect(keys(s)).toEqual(['/analysis', '/page1', '/page2', '/page3']);
    expect(s.activeKey).toBe('/page2');
  });

  it('closes the tabs to the right, activating the clicked tab if the active one went', () => {
    const s = closeTabs(five(), '/page1', 'right');
    expect(keys(s)).toEqual(['/analysis', '/page1']);
    expect(s.activeKey).toBe('/page1');
  });

  it('closes the tabs to the left but never the home tab', () => {
    const s = closeTabs(five(), '/page3', 'left');
    expect(keys(s)).toEqual(['/analysis', '/page3', '/page4']);
    expect(s.activeKey).toBe('/page3');
  });

  it('closing all leaves the home tab, active', () => {
    const s = closeTabs(five(), '/page3', 'all');
    expect(keys(s)).toEqual(['/analysis']);
    expect(s.activeKey).toBe('/analysis');
  });

  it('the home tab cannot be closed and offers only what applies', () => {
    const s = five();
    expect(closableActions(s, '/analysis')).toEqual({ current: false, right: true, left: false, all: true });
    expect(closableActions(s, '/page1')).toEqual({ current: true, right: true, left: false, all: true });
    expect(closableActions(s, '/page4')).toEqual({ current: true, right: false, left: true, all: true });
    expect(closeTabs(s, '/analysis', 'current')).toBe(s);
  });

  it('restores a saved list after a reload, home first, dropping malformed entries', () => {
    const saved = { tabs: [tab(1), { key: 'http://evil' }, home, tab(2)], activeKey: '/page2' };
    const s = restoreTabs(saved, home);
    expect(keys(s)).toEqual(['/analysis', '/page1', '/page2']);
    expect(s.activeKey).toBe('/page2');
    expect(restoreTabs('garbage', home)).toEqual(initialTabs(home));
    expect(restoreTabs({ tabs: [tab(1)], activeKey: '/gone' }, home).activeKey).toBe('/analysis');
  });
});

describe('a page whose search is a view inside it', () => {
  it('keeps one tab, reopened at the view last seen', () => {
    let state = initialTabs(home);
    state = openTab(state, { key: '/projectInfo/1', title: 'DFMEA项目', url: '/projectInfo/1?node=structureTree' });
    state = openTab(state, { key: '/projectInfo/1', title: 'DFMEA项目', url: '/projectInfo/1?node=riskAnalysis' });
    expect(state.tabs.map((tab) => tab.key)).toEqual(['/analysis', '/projectInfo/1']);
    expect(tabUrl(state, '/projectInfo/1')).toBe('/projectInfo/1?node=riskAnalysis');
    expect(tabUrl(state, '/analysis')).toBe('/analysis');
  });
});
