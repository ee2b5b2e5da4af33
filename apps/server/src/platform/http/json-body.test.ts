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
    // The root and b are two levels, so nested(9) under c makes 11 in all.
    expect(nestsDeeperThan({ a: [1, 2], b: { c: nested(9) } }, 11)).toBe(false);
    expect(nestsDeeperThan({ a: [1, 2], b: { c: nested(10) } }, 11)).toBe(true);
    expect(nestsDeeperThan(nested(1_000_000), 64)).toBe(true);
  });
});
