import type { FmeaNet } from '@qis/shared';
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

/** Rows per insert statement: PostgreSQL takes at most 65,535 parameters in one. */
const BATCH = 1000;

async function insertAll<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * Writes a whole net into an empty project, ids as given (an import or a bench makes them): parents before children,
 * functions before their failures, chains before their actions. Rows start at version 1.
 */
export async function insertNet(
  tx: Transaction,
  owner: { tenantId: string; projectId: string; userId: string },
  net: FmeaNet,
): Promise<void> {
  const base = { tenantId: owner.tenantId, projectId: owner.projectId };
  const audit = { ...base, createdBy: owner.userId, updatedBy: owner.userId };
  const byDepth = new Map<string, number>();
  const parents = new Map(net.elements.map((element) => [element.id, element.parentId]));
  const depthOf = (id: string): number => {
    const known = byDepth.get(id);
    if (known !== undefined) return known;
    const parentId = parents.get(id);
    const depth = parentId ? depthOf(parentId) + 1 : 0;
    byDepth.set(id, depth);
    return depth;
  };
  const elements = [...net.elements].sort((a, b) => depthOf(a.id) - depthOf(b.id));
  await insertAll(elements, (batch) =>
    tx.insert(fmeaElements).values(batch.map(({ version: _, ...element }) => ({ ...audit, ...element }))),
  );
  await insertAll(net.interfaces, (batch) =>
    tx.insert(fmeaInterfaces).values(batch.map(({ version: _, ...item }) => ({ ...audit, ...item }))),
  );
  await insertAll(net.pDiagrams, (batch) =>
    tx
      .insert(fmeaPDiagrams)
      .values(batch.map(({ version: _, elementId, ...content }) => ({ ...audit, elementId, content }))),
  );
  await insertAll(net.functions, (batch) =>
    tx.insert(fmeaFunctions).values(batch.map(({ version: _, ...fn }) => ({ ...audit, ...fn }))),
  );
  await insertAll(net.functionLinks, (batch) =>
    tx.insert(fmeaFunctionLinks).values(batch.map((link) => ({ ...base, ...link }))),
  );
  await insertAll(net.failures, (batch) =>
    tx.insert(fmeaFailures).values(batch.map(({ version: _, ...failure }) => ({ ...audit, ...failure }))),
  );
  await insertAll(net.failureLinks, (batch) =>
    tx.insert(fmeaFailureLinks).values(batch.map((link) => ({ ...base, ...link }))),
  );
  await insertAll(net.risks, (batch) =>
    tx.insert(fmeaChainRisks).values(batch.map(({ version: _, ...risk }) => ({ ...audit, ...risk }))),
  );
  await insertAll(net.actions, (batch) =>
    tx.insert(fmeaActions).values(batch.map(({ version: _, ...action }) => ({ ...audit, ...action }))),
  );
  await insertAll(net.dvp, (batch) =>
    tx
      .insert(fmeaDvpLines)
      .values(batch.map(({ version: _, ...line }, index) => ({ ...audit, ...line, sortOrder: index }))),
  );
}
