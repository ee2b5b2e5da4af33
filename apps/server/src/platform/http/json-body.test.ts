import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body';

describe('nestsDeeperThan', () => {
  const nested = (levels: number) => {
    let value: unknown = 1;
    for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { child: value };
    return value;
  };

  it('counts arrays and objects as levels, scalars not', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });

  it('finds the one deep branch among shallow ones, at any depth without recursion', () => {
    expect(nestsDeeperThan({ a: [1, 2], b: { c: nested(10) } }, 11)).toBe(false);
    expect(nestsDeeperThan({ a: [1, 2], b: { c: nested(11) } }, 11)).toBe(true);
    expect(nestsDeeperThan(nested(1_000_000), 64)).toBe(true);
  });
});
