import { FMEA_KINDS, type FmeaKind } from './kinds';
import { DESIGN_ELEMENT_TYPES, type ElementType, PROCESS_ELEMENT_TYPES } from './net-schema';

/**
 * The element types of a kind's structure tree, top to bottom (worksheet-columns.md, step 2): a DFMEA and an MSR
 * analyse a product (system → subsystem → component), a PFMEA a process (process item → process step → 4M work
 * element).
 */
export function elementTypesOf(kind: FmeaKind): readonly ElementType[] {
  return kind === FMEA_KINDS.pfmea ? PROCESS_ELEMENT_TYPES : DESIGN_ELEMENT_TYPES;
}

/** The type a new element gets: a root the kind's top type, a child the type below its parent's (the last repeats). */
export function childTypeOf(kind: FmeaKind, parentType: ElementType | null): ElementType {
  const types = elementTypesOf(kind);
  if (parentType === null) return types[0] as ElementType;
  const index = types.indexOf(parentType);
  return types[Math.min(index + 1, types.length - 1)] ?? (types[types.length - 1] as ElementType);
}
