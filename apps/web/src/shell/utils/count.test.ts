import { describe, expect, it } from 'vitest';
import { displayCount } from './count';

describe('displayCount (spec §9: 100 or more shows 99+)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('%i → %s', (count, shown) => expect(displayCount(count)).toBe(shown));
});
