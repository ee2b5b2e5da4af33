import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it('shows - for a missing time', () => {
    expect(formatTime(null)).toBe('-');
    expect(formatTime(undefined)).toBe('-');
    expect(formatTime('')).toBe('-');
  });

  it('shows a time as the local zh-CN date and 24-hour time', () => {
    const iso = new Date(2024, 0, 5, 13, 7, 9).toISOString();
    expect(formatTime(iso)).toBe('2024/1/5 13:07:09');
  });
});
