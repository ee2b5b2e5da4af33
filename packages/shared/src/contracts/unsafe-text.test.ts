import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './unsafe-text';

describe('findUnsafeText', () => {
  it('names the nested string that holds a NUL character', () => {
    const found = findUnsafeText({ title: 'ok', items: [{ name: 'fine' }, { name: 'a\u0000b' }] });
    expect(found).toEqual({ path: ['items', 1, 'name'], reason: '不能包含空字符（U+0000）' });
  });

  it('names a lone high or low surrogate, and lets a surrogate pair (an emoji) through', () => {
    expect(findUnsafeText({ title: 'a\ud800' })?.path).toEqual(['title']);
    expect(findUnsafeText({ title: '\udc00b' })?.reason).toBe('包含无效的 Unicode 字符（孤立的代理项）');
    expect(findUnsafeText({ title: '质量 😀 \ud83d\ude00' })).toBeUndefined();
  });

  it('checks object keys and a bare string too', () => {
    expect(findUnsafeText({ 'k\u0000': 1 })?.path).toEqual(['k\u0000']);
    expect(findUnsafeText('a\u0000')).toEqual({ path: [], reason: '不能包含空字符（U+0000）' });
  });

  it('reports the first offender depth first, in key order', () => {
    expect(findUnsafeText({ a: { b: ['x', '\u0000'] }, c: '\u0000' })?.path).toEqual(['a', 'b', 1]);
  });

  it('walks any depth without recursion and ignores numbers, booleans and null', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)?.path).toHaveLength(100_000);
    expect(findUnsafeText({ n: 1, b: true, z: null, list: [1.5, 2, 3] })).toBeUndefined();
  });
});
