/**
 * Appearance settings of the theme drawer (shell spec §2, §3, §9), saved locally under the `pro__` prefix.
 * Pure rules here; the React side is in AppearanceProvider.tsx.
 */
export type SidebarTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fluid' | 'Fixed';

export interface AppearanceSettings {
  /** Side menu open (false = collapsed to 80 px). */
  sidebar: boolean;
  theme: SidebarTheme;
  layout: LayoutMode;
  fixedHeader: boolean;
  fixSiderbar: boolean;
  contentWidth: ContentWidth;
  autoHideHeader: boolean;
  colorWeak: boolean;
  primaryColor: string;
  multiTab: boolean;
}

/** The local-storage key of each setting (spec §3 names them; the `pro__` prefix is added by localStore). */
export const APPEARANCE_KEYS = [
  'sidebar',
  'theme',
  'layout',
  'fixedHeader',
  'fixSiderbar',
  'contentWidth',
  'autoHideHeader',
  'colorWeak',
  'primaryColor',
  'multiTab',
] as const satisfies readonly (keyof AppearanceSettings)[];

/** Spec §9: default primary colour #faad14 with a dark side menu. */
export const DEFAULT_PRIMARY_COLOR = '#faad14';

/** The 8 preset colours of the drawer; the first is the classic default blue. */
export const PRESET_COLORS = [
  { key: 'daybreak', color: '#1890ff' },
  { key: 'dust', color: '#f5222d' },
  { key: 'volcano', color: '#fa541c' },
  { key: 'sunset', color: '#faad14' },
  { key: 'cyan', color: '#13c2c2' },
  { key: 'green', color: '#52c41a' },
  { key: 'geekblue', color: '#2f54eb' },
  { key: 'purple', color: '#722ed1' },
] as const;

export const DEFAULT_APPEARANCE: AppearanceSettings = {
  sidebar: true,
  theme: 'dark',
  layout: 'sidemenu',
  fixedHeader: false,
  fixSiderbar: false,
  contentWidth: 'Fluid',
  autoHideHeader: false,
  colorWeak: false,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  multiTab: true,
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * Applies the drawer's constraints (spec §2): auto-hiding the header needs a fixed header; a fixed sidebar does not exist in
 * top-menu mode. Unknown or malformed values fall back to the defaults.
 */
export function normalizeAppearance(input: Partial<Record<keyof AppearanceSettings, unknown>>): AppearanceSettings {
  const pick = <K extends keyof AppearanceSettings>(key: K, valid: (v: unknown) => boolean): AppearanceSettings[K] =>
    (valid(input[key]) ? input[key] : DEFAULT_APPEARANCE[key]) as AppearanceSettings[K];
  const isBoolean = (v: unknown) => typeof v === 'boolean';
  const s: AppearanceSettings = {
    sidebar: pick('sidebar', isBoolean),
    theme: pick('theme', (v) => v === 'dark' || v === 'light'),
    layout: pick('layout', (v) => v === 'sidemenu' || v === 'topmenu'),
    fixedHeader: pick('fixedHeader', isBoolean),
    fixSiderbar: pick('fixSiderbar', isBoolean),
    contentWidth: pick('contentWidth', (v) => v === 'Fluid' || v === 'Fixed'),
    autoHideHeader: pick('autoHideHeader', isBoolean),
    colorWeak: pick('colorWeak', isBoolean),
    primaryColor: pick('primaryColor', (v) => typeof v === 'string' && HEX_COLOR.test(v)),
    multiTab: pick('multiTab', isBoolean),
  };
  if (s.layout === 'topmenu') s.fixSiderbar = false;
  if (!s.fixedHeader) s.autoHideHeader = false;
  return s;
}

/**
 * The content width in effect: a fixed width exists only with the top-menu layout, the side-menu layout is always
 * fluid (the saved choice is kept for when the user switches back).
 */
export function effectiveContentWidth(s: AppearanceSettings): ContentWidth {
  return s.layout === 'topmenu' ? s.contentWidth : 'Fluid';
}

/** Which drawer controls are disabled under the current settings (the constraints above, seen by the user). */
export function disabledAppearanceControls(s: AppearanceSettings) {
  return {
    contentWidth: s.layout !== 'topmenu',
    fixSiderbar: s.layout === 'topmenu',
    autoHideHeader: !s.fixedHeader,
  };
}

/** The text the drawer's copy button puts on the clipboard: the settings as a config file would hold them. */
export function appearanceConfigText(s: AppearanceSettings): string {
  return `export default ${JSON.stringify(
    {
      navTheme: s.theme,
      primaryColor: s.primaryColor,
      layout: s.layout,
      contentWidth: s.contentWidth,
      fixedHeader: s.fixedHeader,
      fixSiderbar: s.fixSiderbar,
      autoHideHeader: s.autoHideHeader,
      colorWeak: s.colorWeak,
      multiTab: s.multiTab,
    },
    null,
    2,
  )};\n`;
}

/** Header auto-hide (spec §4, §9): hidden after scrolling down beyond 300 px, shown again on any scroll up. */
export const HEADER_HIDE_SCROLL_PX = 300;

export function headerVisibleAfterScroll(previousTop: number, currentTop: number, visible: boolean): boolean {
  if (currentTop < previousTop) return true;
  if (currentTop > previousTop && currentTop > HEADER_HIDE_SCROLL_PX) return false;
  return visible;
}

/** Sidebar widths (spec §9). */
export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 80;

/** Breakpoints (spec §9): mobile below 576 px, tablet 576-1199, desktop from 1200. */
export type Device = 'mobile' | 'tablet' | 'desktop';
export function deviceOf(width: number): Device {
  if (width < 576) return 'mobile';
  if (width < 1200) return 'tablet';
  return 'desktop';
}

/** Table scroll rule (spec §9): height 300 if the screen is under 800 px high, max-content width under 1600 wide. */
export function tableScroll(screenWidth: number, screenHeight: number): { x?: 'max-content'; y?: number } {
  return {
    ...(screenWidth < 1600 ? { x: 'max-content' as const } : {}),
    ...(screenHeight < 800 ? { y: 300 } : {}),
  };
}
