import { randomUUID } from 'node:crypto';
import type { ActionStatus, ActionType, ElementType, FmeaKind, INTERFACE_DIRECTIONS, InterfaceType } from '@qis/shared';
import type { Transaction } from '../../platform/db/database';
import { feedKnowledge } from '../fmea-library';
import {
  fmeaActions,
  fmeaElements,
  fmeaFailureLinks,
  fmeaFailures,
  fmeaFunctionLinks,
  fmeaFunctions,
  fmeaInterfaces,
} from './fmea-net.tables';
import { type fmeaProjects, fmeaResultsVersions } from './fmea-projects.tables';
import { loadNet } from './net-load';
import { projectHeader } from './project-dto';

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

export interface DemoActionRow {
  mode: string;
  cause: string;
  type: ActionType;
  description: string;
  /** A demo user's name. */
  responsible: string;
  targetDate: string;
  status: ActionStatus;
  actionTaken: string;
  completionDate: string | null;
}

/** The optimization actions of the chains ([mode, cause] keys). Answers their ids in the data's order. */
export async function insertDemoActions(
  tx: Transaction,
  owner: DemoNetOwner,
  idOf: (key: string) => string,
  userIds: Readonly<Record<string, string | undefined>>,
  actions: readonly DemoActionRow[],
): Promise<string[]> {
  const ids = actions.map(() => randomUUID());
  await tx.insert(fmeaActions).values(
    actions.map((action, index) => ({
      ...owner,
      id: ids[index],
      modeId: idOf(action.mode),
      causeId: idOf(action.cause),
      type: action.type,
      description: action.description,
      responsibleId: userIds[action.responsible] ?? null,
      targetDate: action.targetDate,
      status: action.status,
      actionTaken: action.actionTaken,
      completionDate: action.completionDate,
    })),
  );
  return ids;
}

/**
 * Results version 1 of a demo project, released by zhangwei (its owner) with `note`, and the knowledge base fed from
 * it, as releasing through the API does.
 */
export async function releaseDemoVersion(
  tx: Transaction,
  project: typeof fmeaProjects.$inferSelect,
  release: { team: { userId: string; projectRole: string; canEdit: boolean }[]; note: string },
) {
  const { tenantId, id: projectId, ownerId } = project;
  const team = release.team.map((member, sortOrder) => ({ tenantId, projectId, ...member, sortOrder }));
  const released = await loadNet(tx, projectId);
  await tx.insert(fmeaResultsVersions).values({
    tenantId,
    projectId,
    number: 1,
    note: release.note,
    apTableVersion: project.apTableVersion,
    sodStandardId: project.sodStandardId,
    header: await projectHeader(tx, { row: project, team }),
    net: released,
    creatorId: ownerId,
    creatorName: '张伟',
  });
  await feedKnowledge(tx, {
    tenantId,
    kind: project.kind as FmeaKind,
    projectId,
    projectName: project.projectName,
    contributorId: ownerId,
    contributorName: '张伟',
    net: released,
  });
}
