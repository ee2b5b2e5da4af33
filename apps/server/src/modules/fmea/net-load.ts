import type { FmeaNet } from '@qis/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';
import {
  fmeaActions,
  fmeaChainRisks,
  fmeaDvpLines,
  fmeaElements,
  fmeaFailureLinks,
  fmeaFailures,
  fmeaFunctionLinks,
  fmeaFunctions,
  fmeaInterfaces,
  fmeaPDiagrams,
} from './fmea-net.tables';
import { toAction, toDvp, toElement, toFailure, toFunction, toInterface, toPDiagram, toRisk } from './net-rows';

type WithProject<T> = T & { projectId: string };

/** The nets of several projects in one query per table (the project list computes each one's progress). */
export async function loadNets(tx: Transaction, projectIds: readonly string[]): Promise<Map<string, FmeaNet>> {
  const nets = new Map<string, FmeaNet>();
  if (projectIds.length === 0) return nets;
  const ids = [...projectIds];
  const [elements, interfaces, pDiagrams, functions, functionLinks, failures, failureLinks, risks, actions, dvp] =
    await Promise.all([
      tx.select().from(fmeaElements).where(inArray(fmeaElements.projectId, ids)).orderBy(asc(fmeaElements.sortOrder)),
      tx
        .select()
        .from(fmeaInterfaces)
        .where(inArray(fmeaInterfaces.projectId, ids))
        .orderBy(asc(fmeaInterfaces.createdAt)),
      tx.select().from(fmeaPDiagrams).where(inArray(fmeaPDiagrams.projectId, ids)),
      tx
        .select()
        .from(fmeaFunctions)
        .where(inArray(fmeaFunctions.projectId, ids))
        .orderBy(asc(fmeaFunctions.sortOrder)),
      tx.select().from(fmeaFunctionLinks).where(inArray(fmeaFunctionLinks.projectId, ids)),
      tx.select().from(fmeaFailures).where(inArray(fmeaFailures.projectId, ids)).orderBy(asc(fmeaFailures.createdAt)),
      tx.select().from(fmeaFailureLinks).where(inArray(fmeaFailureLinks.projectId, ids)),
      tx.select().from(fmeaChainRisks).where(inArray(fmeaChainRisks.projectId, ids)),
      tx.select().from(fmeaActions).where(inArray(fmeaActions.projectId, ids)).orderBy(asc(fmeaActions.createdAt)),
      tx.select().from(fmeaDvpLines).where(inArray(fmeaDvpLines.projectId, ids)).orderBy(asc(fmeaDvpLines.sortOrder)),
    ]);
  for (const id of ids)
    nets.set(id, {
      elements: [],
      interfaces: [],
      pDiagrams: [],
      functions: [],
      functionLinks: [],
      failures: [],
      failureLinks: [],
      risks: [],
      actions: [],
      dvp: [],
    });
  const put = <R extends { projectId: string }, T>(rows: R[], key: keyof FmeaNet, map: (row: R) => T) => {
    for (const row of rows) (nets.get(row.projectId)?.[key] as T[] | undefined)?.push(map(row));
  };
  put(elements, 'elements', toElement);
  put(interfaces, 'interfaces', toInterface);
  put(pDiagrams, 'pDiagrams', toPDiagram);
  put(functions, 'functions', toFunction);
  put(functionLinks as WithProject<(typeof functionLinks)[number]>[], 'functionLinks', (r) => ({
    higherId: r.higherId,
    lowerId: r.lowerId,
  }));
  put(failures, 'failures', toFailure);
  put(failureLinks, 'failureLinks', (r) => ({ effectId: r.effectId, causeId: r.causeId }));
  put(risks, 'risks', toRisk);
  put(actions, 'actions', toAction);
  put(dvp, 'dvp', toDvp);
  return nets;
}

/** The whole net of one project. */
export async function loadNet(tx: Transaction, projectId: string): Promise<FmeaNet> {
  return (await loadNets(tx, [projectId])).get(projectId) as FmeaNet;
}

/** The project's function links or failure links alone (cycle checks need no more). */
export async function loadFunctionLinks(tx: Transaction, projectId: string) {
  const rows = await tx.select().from(fmeaFunctionLinks).where(eq(fmeaFunctionLinks.projectId, projectId));
  return rows.map((r) => ({ higherId: r.higherId, lowerId: r.lowerId }));
}

export async function loadFailureLinks(tx: Transaction, projectId: string) {
  const rows = await tx.select().from(fmeaFailureLinks).where(eq(fmeaFailureLinks.projectId, projectId));
  return rows.map((r) => ({ effectId: r.effectId, causeId: r.causeId }));
}
