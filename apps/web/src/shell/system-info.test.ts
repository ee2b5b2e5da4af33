import { describe, expect, it } from 'vitest';
import { pageTitleOf, type SystemInfo } from './system-info';

describe('page title from system info (spec §1, §3)', () => {
  const info = { name: '质量信息系统', title: '' } as SystemInfo;

  it('is the title, else the system name', () => {
    expect(pageTitleOf({ ...info, title: '恒信 QIS' })).toBe('恒信 QIS');
    expect(pageTitleOf(info)).toBe('质量信息系统');
  });

  it('stays empty when system info could not be loaded', () => {
    expect(pageTitleOf(null)).toBe('');
  });
});
