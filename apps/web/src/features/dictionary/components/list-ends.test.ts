import { describe, expect, it } from 'vitest';
import { listEnds } from './list-ends';

describe('listEnds', () => {
  it('places the rows of the page shown in the whole list', () => {
    const secondPage = listEnds({ current: 2, pageSize: 10 }, 15);
    expect(secondPage.isFirst(0)).toBe(false);
    expect(secondPage.isLast(3)).toBe(false);
    expect(secondPage.isLast(4)).toBe(true);
  });

  it('starts on the first page with the default page size', () => {
    const ends = listEnds(undefined, 16);
    expect(ends.isFirst(0)).toBe(true);
    expect(ends.isLast(14)).toBe(false);
    expect(ends.isLast(15)).toBe(true);
  });
});
