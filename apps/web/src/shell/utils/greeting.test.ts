import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting';

const at = (hour: number, minute = 0) => new Date(2026, 10, 23, hour, minute);

describe('greeting by time of day (spec §9)', () => {
  it.each([
    [0, 'analysis.greeting.morning'],
    [8, 'analysis.greeting.morning'],
    [9, 'analysis.greeting.forenoon'],
    [11, 'analysis.greeting.forenoon'],
    [12, 'analysis.greeting.noon'],
    [13, 'analysis.greeting.noon'],
    [14, 'analysis.greeting.afternoon'],
    [19, 'analysis.greeting.afternoon'],
    [20, 'analysis.greeting.evening'],
    [23, 'analysis.greeting.evening'],
  ])('%i:00 → %s', (hour, key) => expect(greetingKey(at(hour))).toBe(key));

  it('8:59 is still morning', () => expect(greetingKey(at(8, 59))).toBe('analysis.greeting.morning'));
});
