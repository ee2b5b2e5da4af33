import { describe, expect, it } from 'vitest';
import { childTypeOf, elementTypesOf } from './structure-types';

describe('structure element types by kind', () => {
  it('a DFMEA and an MSR analyse a product, a PFMEA a process', () => {
    expect(elementTypesOf(0)).toEqual(['system', 'subsystem', 'component']);
    expect(elementTypesOf(2)).toEqual(['system', 'subsystem', 'component']);
    expect(elementTypesOf(1)).toEqual(['processItem', 'processStep', 'workElement']);
  });

  it('a new element takes the type below its parent, a root the top type', () => {
    expect(childTypeOf(0, null)).toBe('system');
    expect(childTypeOf(0, 'system')).toBe('subsystem');
    expect(childTypeOf(0, 'component')).toBe('component');
    expect(childTypeOf(1, null)).toBe('processItem');
    expect(childTypeOf(1, 'processItem')).toBe('processStep');
    expect(childTypeOf(1, 'processStep')).toBe('workElement');
    expect(childTypeOf(1, 'workElement')).toBe('workElement');
  });
});
