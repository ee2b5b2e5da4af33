import { describe, expect, it } from 'vitest';
import {
  appearanceConfigText,
  DEFAULT_APPEARANCE,
  deviceOf,
  disabledAppearanceControls,
  effectiveContentWidth,
  headerVisibleAfterScroll,
  normalizeAppearance,
  PRESET_COLORS,
  tableScroll,
} from './appearance';

describe('appearance settings (spec §2, §3, §9)', () => {
  it('defaults to primary colour #faad14 with a dark side menu, 8 presets starting with the default blue', () => {
    expect(DEFAULT_APPEARANCE.primaryColor).toBe('#faad14');
    expect(DEFAULT_APPEARANCE.theme).toBe('dark');
    expect(PRESET_COLORS).toHaveLength(8);
    expect(PRESET_COLORS[0].color).toBe('#1890ff');
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(normalizeAppearance({})).toEqual(DEFAULT_APPEARANCE);
    expect(normalizeAppearance({ primaryColor: 'red', theme: 'pink', multiTab: 'yes' })).toEqual(DEFAULT_APPEARANCE);
  });

  it('Fluid content width only: a fixed width exists only with the top-menu layout', () => {
    const side = normalizeAppearance({ layout: 'sidemenu', contentWidth: 'Fixed' });
    expect(effectiveContentWidth(side)).toBe('Fluid');
    expect(effectiveContentWidth({ ...side, layout: 'topmenu' })).toBe('Fixed');
    expect(disabledAppearanceControls(normalizeAppearance({ layout: 'sidemenu' })).contentWidth).toBe(true);
  });

  it('auto-hide header needs a fixed header', () => {
    expect(normalizeAppearance({ fixedHeader: false, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(normalizeAppearance({ fixedHeader: true, autoHideHeader: true }).autoHideHeader).toBe(true);
    expect(disabledAppearanceControls(normalizeAppearance({ fixedHeader: false })).autoHideHeader).toBe(true);
  });

  it('a fixed sidebar is unavailable in top-menu mode', () => {
    expect(normalizeAppearance({ layout: 'topmenu', fixSiderbar: true }).fixSiderbar).toBe(false);
    expect(normalizeAppearance({ layout: 'sidemenu', fixSiderbar: true }).fixSiderbar).toBe(true);
    expect(disabledAppearanceControls(normalizeAppearance({ layout: 'topmenu' })).fixSiderbar).toBe(true);
  });

  it('copies the settings as a config text', () => {
    const text = appearanceConfigText({ ...DEFAULT_APPEARANCE, primaryColor: '#722ed1' });
    expect(text).toContain('"primaryColor": "#722ed1"');
    expect(text).toContain('"navTheme": "dark"');
  });
});

describe('header auto-hide (300 px)', () => {
  it('hides only after scrolling down beyond 300 px and shows again on scroll up', () => {
    expect(headerVisibleAfterScroll(0, 250, true)).toBe(true);
    expect(headerVisibleAfterScroll(250, 301, true)).toBe(false);
    expect(headerVisibleAfterScroll(600, 550, false)).toBe(true);
    expect(headerVisibleAfterScroll(600, 600, false)).toBe(false);
  });
});

describe('breakpoints and table scroll (spec §9)', () => {
  it.each([
    [375, 'mobile'],
    [575, 'mobile'],
    [576, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
  ])('%i px is %s', (width, device) => expect(deviceOf(width)).toBe(device));

  it('scrolls tables by height under 800 px high and by max-content width under 1600 px wide', () => {
    expect(tableScroll(1920, 1080)).toEqual({});
    expect(tableScroll(1440, 1080)).toEqual({ x: 'max-content' });
    expect(tableScroll(1920, 768)).toEqual({ y: 300 });
    expect(tableScroll(1280, 720)).toEqual({ x: 'max-content', y: 300 });
  });
});
