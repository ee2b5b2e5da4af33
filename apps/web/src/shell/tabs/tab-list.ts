/**
 * Multi-tab browsing (shell spec §2): the open pages as tabs, with close current / right / left / all.
 * The home tab is pinned first and cannot be closed; the list survives a reload (saved under `pro__multiTabs`).
 */
/** Local-storage key of the open tabs (`pro__multiTabs`); cleared when a session ends. */
export const TABS_STORAGE_KEY = 'multiTabs';

export interface PageTab {
  /** Path with search: one tab per distinct page (the path alone for a page whose search is a view inside it). */
  key: string;
  title: string;
  /** Where the tab opens, when that is not its key: the path with the search last seen in it. */
  url?: string;
}

export interface TabState {
  tabs: PageTab[];
  activeKey: string;
}

export type CloseAction = 'current' | 'right' | 'left' | 'all';

export function initialTabs(home: PageTab): TabState {
  return { tabs: [home], activeKey: home.key };
}

/** Opens (or activates) a page's tab; a known tab keeps its place and takes the newest title and URL. */
export function openTab(state: TabState, tab: PageTab): TabState {
  const index = state.tabs.findIndex((t) => t.key === tab.key);
  if (index === -1) return { tabs: [...state.tabs, tab], activeKey: tab.key };
  const known = state.tabs[index];
  const same = known?.title === tab.title && known?.url === tab.url;
  return { tabs: same ? state.tabs : state.tabs.with(index, tab), activeKey: tab.key };
}

/** Where a tab opens. */
export const tabUrl = (state: TabState, key: string): string => state.tabs.find((t) => t.key === key)?.url ?? key;

/** Which close actions apply to a tab (the pinned home tab, index 0, is never closed). */
export function closableActions(state: TabState, key: string): Record<CloseAction, boolean> {
  const index = state.tabs.findIndex((t) => t.key === key);
  return {
    current: index > 0,
    right: index >= 0 && index < state.tabs.length - 1,
    left: index > 1,
    all: state.tabs.length > 1,
  };
}

/**
 * Applies a close action relative to tab `key`. Closing the active tab activates its right neighbour, else its left;
 * closing right/left keeps `key` and activates it if the active tab went; closing all keeps only the home tab.
 */
export function closeTabs(state: TabState, key: string, action: CloseAction): TabState {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index === -1 || !closableActions(state, key)[action]) return state;
  const [home] = state.tabs;
  let tabs: PageTab[];
  switch (action) {
    case 'current':
      tabs = state.tabs.filter((t) => t.key !== key);
      break;
    case 'right':
      tabs = state.tabs.slice(0, index + 1);
      break;
    case 'left':
      tabs = [...state.tabs.slice(0, 1), ...state.tabs.slice(index)];
      break;
    case 'all':
      tabs = home ? [home] : [];
      break;
  }
  if (tabs.some((t) => t.key === state.activeKey)) return { tabs, activeKey: state.activeKey };
  const fallback =
    action === 'current'
      ? (state.tabs[index + 1] ?? state.tabs[index - 1])
      : action === 'all'
        ? home
        : state.tabs[index];
  return { tabs, activeKey: fallback?.key ?? home?.key ?? '' };
}

/** Restores a saved state, keeping only well-formed tabs and the pinned home tab first. */
export function restoreTabs(saved: unknown, home: PageTab): TabState {
  const fresh = initialTabs(home);
  if (typeof saved !== 'object' || saved === null) return fresh;
  const { tabs, activeKey } = saved as Partial<TabState>;
  if (!Array.isArray(tabs)) return fresh;
  const valid = tabs.filter(
    (t): t is PageTab => typeof t?.key === 'string' && t.key.startsWith('/') && typeof t.title === 'string',
  );
  const rest = valid.filter((t) => t.key !== home.key);
  const all = [home, ...rest];
  return { tabs: all, activeKey: all.some((t) => t.key === activeKey) ? (activeKey as string) : home.key };
}
