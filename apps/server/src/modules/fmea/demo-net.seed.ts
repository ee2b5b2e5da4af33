import { randomUUID } from 'node:crypto';
import type { ElementType, INTERFACE_DIRECTIONS, InterfaceType } from '@qis/shared';
import type { Transaction } from '../../platform/db/database';
import {
  fmeaElements,
  fmeaFailureLinks,
  fmeaFailures,
  fmeaFunctionLinks,
  fmeaFunctions,
  fmeaInterfaces,
} from './fmea-net.tables';

// The parts of a demo product FMEA's net the DFMEA and FMEA-MSR demos write alike, from their data files' rows:
// structure, interfaces, functions with their net, failures with theirs. Each row is named by a key of the data
// file; `demoIds` gives each key its id.

/** The columns every row of a demo project's net carries. */
export interface DemoNetOwner {
  tenantId: string;
  projectId: string;
  createdBy: string;
  updatedBy: string;
}

/** Ids by the demo data's keys, made on first use. */
export function demoIds(): (key: string) => string {
  const ids = new Map<string, string>();
  return (key) => {
    let id = ids.get(key);
    if (!id) {
      id = randomUUID();
      ids.set(key, id);
    }
    return id;
  };
}

/** [key, parent key, type, name, number]. */
export type DemoElementRow = readonly [string, string | null, ElementType, string, string];
/** [from key, to key, type, direction, description]. */
export type DemoInterfaceRow = readonly [string, string, InterfaceType, (typeof INTERFACE_DIRECTIONS)[number], string];

/**
 * The structure tree (siblings in the data's order) and its interfaces; `partIdOf` links an element to the parts
 * library. Answers the elements as written.
 */
export async function insertDemoStructure(
  tx: Transaction,
  owner: DemoNetOwner,
  idOf: (key: string) => string,
  rows: { elements: readonly DemoElementRow[]; interfaces: readonly DemoInterfaceRow[] },
  partIdOf: (key: string) => string | null = () => null,
) {
  const order = new Map<string | null, number>();
  const elements = rows.elements.map(([key, parent, type, name, number]) => {
    const sortOrder = order.get(parent) ?? 0;
    order.set(parent, sortOrder + 1);
    const partId = partIdOf(key);
    return { ...owner, id: idOf(key), parentId: parent ? idOf(parent) : null, type, name, number, partId, sortOrder };
  });
  await tx.insert(fmeaElements).values(elements);
  await tx.insert(fmeaInterfaces).values(
    rows.interfaces.map(([from, to, type, direction, description]) => ({
      ...owner,
      fromId: idOf(from),
      toId: idOf(to),
      type,
      direction,
      description,
    })),
  );
  return elements;
}

export interface DemoFailures {
  /** [key, function key, name, severity]. */
  effects: ReadonlyArray<readonly [string, string, string, number]>;
  /** [key, function key, name, the effect keys it leads to]. */
  modes: ReadonlyArray<readonly [string, string, string, readonly string[]]>;
  causes: ReadonlyArray<{ key: string; fn: string; name: string }>;
  /** Which mode each cause leads to. */
  causeLinks: ReadonlyArray<{ cause: string; mode: string }>;
}

/** The functions' net: each higher function with a lower one. */
export async function insertDemoFunctionLinks(
  tx: Transaction,
  { tenantId, projectId }: DemoNetOwner,
  idOf: (key: string) => string,
  links: ReadonlyArray<readonly [string, string]>,
) {
  await tx
    .insert(fmeaFunctionLinks)
    .values(links.map(([higher, lower]) => ({ tenantId, projectId, higherId: idOf(higher), lowerId: idOf(lower) })));
}

/** The failures (FE, FM, FC) and their net. */
export async function insertDemoFailures(
  tx: Transaction,
  owner: DemoNetOwner,
  idOf: (key: string) => string,
  rows: DemoFailures,
) {
  const { tenantId, projectId } = owner;
  await tx.insert(fmeaFailures).values([
    ...rows.effects.map(([key, fn, name, severity]) => ({
      ...owner,
      id: idOf(key),
      functionId: idOf(fn),
      type: 'FE' as const,
      name,
      severity,
    })),
    ...rows.modes.map(([key, fn, name]) => ({
      ...owner,
      id: idOf(key),
      functionId: idOf(fn),
      type: 'FM' as const,
      name,
    })),
    ...rows.causes.map(({ key, fn, name }) => ({
      ...owner,
      id: idOf(key),
      functionId: idOf(fn),
      type: 'FC' as const,
      name,
    })),
  ]);
  await tx.insert(fmeaFailureLinks).values([
    ...rows.modes.flatMap(([mode, , , effects]) =>
      effects.map((effect) => ({ tenantId, projectId, causeId: idOf(mode), effectId: idOf(effect) })),
    ),
    ...rows.causeLinks.map(({ cause, mode }) => ({
      tenantId,
      projectId,
      causeId: idOf(cause),
      effectId: idOf(mode),
    })),
  ]);
}

export interface DemoFunctionsAndFailures extends Omit<DemoFailures, 'causes' | 'causeLinks'> {
  /** [key, element key, name, requirement, special characteristic]. */
  functions: ReadonlyArray<readonly [string, string, string, string, 'CC' | 'SC' | null]>;
  /** [higher function key, lower function key]. */
  functionLinks: ReadonlyArray<readonly [string, string]>;
  /** Each cause with the mode it leads to. */
  causes: ReadonlyArray<{ key: string; fn: string; name: string; mode: string }>;
}

/** The functions (in the data's order per element) and their net, the failures and theirs. */
export async function insertDemoFunctionsAndFailures(
  tx: Transaction,
  owner: DemoNetOwner,
  idOf: (key: string) => string,
  rows: DemoFunctionsAndFailures,
) {
  const fnOrder = new Map<string, number>();
  await tx.insert(fmeaFunctions).values(
    rows.functions.map(([key, elementKey, name, requirement, specialCharacteristic]) => {
      const sortOrder = fnOrder.get(elementKey) ?? 0;
      fnOrder.set(elementKey, sortOrder + 1);
      return {
        ...owner,
        id: idOf(key),
        elementId: idOf(elementKey),
        name,
        requirement,
        specialCharacteristic,
        sortOrder,
      };
    }),
  );
  await insertDemoFunctionLinks(tx, owner, idOf, rows.functionLinks);
  await insertDemoFailures(tx, owner, idOf, {
    ...rows,
    causeLinks: rows.causes.map(({ key, mode }) => ({ cause: key, mode })),
  });
}
