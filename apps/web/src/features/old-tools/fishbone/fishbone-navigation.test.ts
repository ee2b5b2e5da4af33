import { describe, expect, it } from 'vitest';
import { layoutFishbone } from './fishbone-layout';
import { addCause, type FishboneDiagram, newFishbone, ROOT } from './fishbone-model';
import { neighbourInDirection } from './fishbone-navigation';

function sample(): FishboneDiagram {
  let n = 0;
  let d = newFishbone(() => `b${++n}`);
  d = addCause(d, 'b1', '培训不足', 'x1');
  d = addCause(d, 'b1', '责任心不强', 'x2');
  d = addCause(d, 'b1', '疲劳作业', 'x3');
  d = addCause(d, 'b2', '设备老化', 'y1');
  return addCause(d, 'b2', '保养不到位', 'y2');
}

describe('neighbourInDirection', () => {
  const layout = layoutFishbone(sample());
  const go = (from: string, dir: 'up' | 'down' | 'left' | 'right') => neighbourInDirection(layout, from, dir);

  it('steps through siblings up and down on both sides of the spine', () => {
    expect(go('x1', 'down')).toBe('x2');
    expect(go('x2', 'down')).toBe('x3');
    expect(go('x3', 'up')).toBe('x2');
    expect(go('y1', 'down')).toBe('y2');
    expect(go('y2', 'up')).toBe('y1');
  });

  it('goes from a bone up to its label and down across the spine', () => {
    expect(go('x1', 'up')).toBe('b1');
    expect(go('b1', 'down')).toBe('x1');
    expect(go('y2', 'down')).toBe('b2');
  });

  it('reaches the head on the right and comes back to the left', () => {
    expect(go('b6', 'right')).toBe(ROOT);
    expect(go(ROOT, 'left')).not.toBeNull();
    expect(go(ROOT, 'right')).toBeNull();
  });

  it('finds nothing from an unknown id', () => {
    expect(go('nope', 'up')).toBeNull();
  });
});
