import { randomUUID } from 'node:crypto';
import { AP_TABLE_VERSION, FMEA_KINDS, planProcessStructure, type WorkElementCategory } from '@qis/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { SeedStep } from '../../db/seed/seed-step';
import { processItems, processSteps, processWorkElements } from '../../db/tables';
import type { Transaction } from '../../platform/db/database';
import { resolveSodStandardId } from '../fmea-library';
import {
  demoIds,
  insertDemoActions,
  insertDemoFailures,
  insertDemoFunctionLinks,
  releaseDemoVersion,
} from './demo-net.seed';
import { type DemoTaskPlan, seedDemoTasks } from './demo-tasks.seed';
import { DEMO_ELEMENTS as DFMEA_ELEMENTS, DEMO_FUNCTIONS as DFMEA_FUNCTIONS } from './dfmea-demo-data';
import { fmeaChainRisks, fmeaElements, fmeaFunctions } from './fmea-net.tables';
import { fmeaProjectMembers, fmeaProjects } from './fmea-projects.tables';
import {
  DEMO_PFMEA_ACTIONS,
  DEMO_PFMEA_CARRIED,
  DEMO_PFMEA_CAUSES,
  DEMO_PFMEA_CHAINS,
  DEMO_PFMEA_DFMEA_NO,
  DEMO_PFMEA_EFFECTS,
  DEMO_PFMEA_FUNCTION_LINKS,
  DEMO_PFMEA_FUNCTIONS,
  DEMO_PFMEA_HEADER,
  DEMO_PFMEA_MODES,
  DEMO_PFMEA_PROCESS_NO,
} from './pfmea-demo-data';
import { fmeaCarriedCharacteristics, fmeaProjectDfmeas, fmeaProjectProcesses } from './pfmea-links.tables';

/** The PFMEA's node plan: the seven steps approved, the control plan to do, the results under audit. */
const DEMO_PFMEA_TASKS: DemoTaskPlan = [
  ['2026-08-01', '2026-08-14', 'approve'],
  ['2026-08-10', '2026-08-28', 'approve'],
  ['2026-08-24', '2026-09-11', 'approve'],
  ['2026-09-07', '2026-09-25', 'approve'],
  ['2026-09-21', '2026-10-16', 'approve'],
  ['2026-10-12', '2026-11-06', 'approve'],
  ['2026-11-02', '2026-12-04', 'approve'],
  ['2026-11-30', '2027-01-15', null],
  ['2026-12-07', '2027-01-31', 'submit'],
];

/** The demo process PF-BC-1000 as planProcessStructure reads it, with its steps' numbers. */
async function demoProcess(tx: Transaction, tenantId: string) {
  const [item] = await tx
    .select()
    .from(processItems)
    .where(and(eq(processItems.tenantId, tenantId), eq(processItems.processNo, DEMO_PFMEA_PROCESS_NO)));
  if (!item) throw new Error(`the PFMEA demo needs the demo process ${DEMO_PFMEA_PROCESS_NO}`);
  const steps = await tx
    .select()
    .from(processSteps)
    .where(eq(processSteps.processId, item.id))
    .orderBy(asc(processSteps.sort));
  const elements = await tx
    .select()
    .from(processWorkElements)
    .where(eq(processWorkElements.processId, item.id))
    .orderBy(asc(processWorkElements.sort));
  return {
    id: item.id,
    processNo: item.processNo,
    name: item.name,
    partId: item.partId,
    steps: steps.map((step) => ({
      id: step.id,
      number: step.number,
      name: step.name,
      elements: elements
        .filter((e) => e.stepId === step.id)
        .map((e) => ({ id: e.id, category: e.category as WorkElementCategory, name: e.name })),
    })),
  };
}

/** The demo DFMEA and its functions by their key in dfmea-demo-data (function names are unique there). */
async function demoDfmea(tx: Transaction, tenantId: string) {
  const [project] = await tx
    .select({ id: fmeaProjects.id })
    .from(fmeaProjects)
    .where(
      and(
        eq(fmeaProjects.tenantId, tenantId),
        eq(fmeaProjects.kind, FMEA_KINDS.dfmea),
        eq(fmeaProjects.projectNo, DEMO_PFMEA_DFMEA_NO),
      ),
    );
  if (!project) throw new Error(`the PFMEA demo needs the demo DFMEA ${DEMO_PFMEA_DFMEA_NO}`);
  const rows = await tx.select().from(fmeaFunctions).where(eq(fmeaFunctions.projectId, project.id));
  const byName = new Map(rows.map((row) => [row.name, row]));
  const functions = new Map(
    DFMEA_FUNCTIONS.map(([key, , name]) => {
      const row = byName.get(name);
      if (!row) throw new Error(`demo DFMEA function ${key} missing`);
      return [key, row];
    }),
  );
  return { id: project.id, functions };
}

/**
 * The demo company's finished PFMEA of the brake caliper (pfmea-demo-data.ts), zhangwei's, lina on the team
 * read-only: linked to the demo process PF-BC-1000 and built from it (every element names its process row), linked
 * to the demo DFMEA with its special characteristics carried, every step's functions and failure chains rated, the H
 * chains with actions, results version 1 released. Runs after the DFMEA and the process flows.
 */
export const pfmeaDemoSeed: SeedStep = {
  name: 'pfmea-demo',
  async run(tx, state) {
    const tenantId = state.tenantId;
    const ownerId = state.userIds.zhangwei;
    const linaId = state.userIds.lina;
    if (!tenantId || !ownerId || !linaId) throw new Error('the PFMEA demo needs the demo tenant, zhangwei and lina');
    const process = await demoProcess(tx, tenantId);
    const dfmea = await demoDfmea(tx, tenantId);
    const own = { tenantId, createdBy: ownerId, updatedBy: ownerId };

    const [project] = await tx
      .insert(fmeaProjects)
      .values({
        ...own,
        kind: FMEA_KINDS.pfmea,
        ...DEMO_PFMEA_HEADER,
        sodStandardId: await resolveSodStandardId(tx, FMEA_KINDS.pfmea, null),
        ownerId,
        apTableVersion: AP_TABLE_VERSION,
      })
      .returning();
    if (!project) throw new Error('demo PFMEA was not created');
    const projectId = project.id;
    const net = { ...own, projectId };
    await tx
      .insert(fmeaProjectMembers)
      .values({ tenantId, projectId, userId: linaId, projectRole: '质量体系审核', canEdit: false });
    await tx.insert(fmeaProjectProcesses).values({ ...own, projectId, processId: process.id });
    await tx.insert(fmeaProjectDfmeas).values({ ...own, projectId, dfmeaProjectId: dfmea.id });

    // The structure tree: the process copied as the API copies it.
    const elementIds = new Map<string, string>();
    const elementOf = new Map<string, string>();
    const numberOf = new Map(process.steps.map((step) => [step.id, step.number]));
    const nameOf = new Map(process.steps.flatMap((step) => step.elements.map((e) => [e.id, e.name] as const)));
    const rows = planProcessStructure(process).map((planned) => {
      const id = randomUUID();
      elementIds.set(planned.sourceId, id);
      if (planned.type === 'processItem') elementOf.set('item', id);
      else if (planned.type === 'processStep') elementOf.set(planned.number, id);
      else elementOf.set(`${numberOf.get(planned.parentSourceId as string)}/${nameOf.get(planned.sourceId)}`, id);
      return {
        ...net,
        id,
        parentId: planned.parentSourceId ? (elementIds.get(planned.parentSourceId) ?? null) : null,
        type: planned.type,
        name: planned.name,
        number: planned.number,
        partId: planned.partId,
        workElementCategory: planned.workElementCategory,
        sourceId: planned.sourceId,
        sortOrder: planned.sortOrder,
      };
    });
    await tx.insert(fmeaElements).values(rows);

    const idOf = demoIds();
    const elementAt = (at: string) => {
      const id = elementOf.get(at);
      if (!id) throw new Error(`demo PFMEA element ${at} missing`);
      return id;
    };
    const carried = new Map(DEMO_PFMEA_CARRIED.map(([fn, source]) => [fn, dfmea.functions.get(source)]));
    const fnOrder = new Map<string, number>();
    await tx.insert(fmeaFunctions).values(
      DEMO_PFMEA_FUNCTIONS.map(([key, at, name, requirement, specialCharacteristic]) => {
        const sortOrder = fnOrder.get(at) ?? 0;
        fnOrder.set(at, sortOrder + 1);
        const source = carried.get(key);
        return {
          ...net,
          id: idOf(key),
          elementId: elementAt(at),
          name,
          requirement: source ? source.requirement : requirement,
          specialCharacteristic: source ? source.specialCharacteristic : specialCharacteristic,
          sortOrder,
        };
      }),
    );
    const dfmeaElementNames = new Map(DFMEA_ELEMENTS.map(([key, , , name]) => [key, name]));
    const dfmeaElements = new Map(DFMEA_FUNCTIONS.map(([key, element]) => [key, dfmeaElementNames.get(element) ?? '']));
    await tx.insert(fmeaCarriedCharacteristics).values(
      DEMO_PFMEA_CARRIED.map(([fn, sourceKey]) => {
        const source = dfmea.functions.get(sourceKey);
        if (!source) throw new Error(`demo DFMEA function ${sourceKey} missing`);
        return {
          ...own,
          projectId,
          functionId: idOf(fn),
          dfmeaFunctionId: source.id,
          elementName: dfmeaElements.get(sourceKey) ?? '',
          functionName: source.name,
          requirement: source.requirement,
          specialCharacteristic: source.specialCharacteristic,
        };
      }),
    );
    await insertDemoFunctionLinks(tx, net, idOf, DEMO_PFMEA_FUNCTION_LINKS);
    await insertDemoFailures(tx, net, idOf, {
      effects: DEMO_PFMEA_EFFECTS,
      modes: DEMO_PFMEA_MODES,
      causes: DEMO_PFMEA_CAUSES.map(([key, fn, name]) => ({ key, fn, name })),
      causeLinks: DEMO_PFMEA_CHAINS,
    });

    // Ratings after the actions: those of the chain's last action that has them.
    const after = new Map<string, { o: number | null; d: number | null }>();
    for (const action of DEMO_PFMEA_ACTIONS)
      if (action.after) after.set(`${action.mode}:${action.cause}`, action.after);
    await tx.insert(fmeaChainRisks).values(
      DEMO_PFMEA_CHAINS.map((chain) => {
        const rated = after.get(`${chain.mode}:${chain.cause}`);
        return {
          ...net,
          modeId: idOf(chain.mode),
          causeId: idOf(chain.cause),
          preventionControls: chain.prevention,
          occurrence: chain.o,
          detectionControls: chain.detection,
          detection: chain.d,
          specialCharacteristic: chain.sc ?? null,
          occurrenceAfter: rated?.o ?? null,
          detectionAfter: rated?.d ?? null,
        };
      }),
    );
    await insertDemoActions(tx, net, idOf, state.userIds, DEMO_PFMEA_ACTIONS);

    await seedDemoTasks(tx, state, project, DEMO_PFMEA_TASKS);

    await releaseDemoVersion(tx, project, {
      team: [{ userId: linaId, projectRole: '质量体系审核', canEdit: false }],
      note: '试生产阶段发布：DFMEA 特殊特性已全部带入，H 级失效链均已制定措施',
    });
  },
};
