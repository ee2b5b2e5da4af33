import { AP_TABLE_VERSION, FMEA_KINDS } from '@qis/shared';
import type { SeedStep } from '../../db/seed/seed-step';
import { partIdsByNumber, resolveSodStandardId } from '../fmea-library';
import {
  demoIds,
  insertDemoActions,
  insertDemoFunctionsAndFailures,
  insertDemoStructure,
  releaseDemoVersion,
} from './demo-net.seed';
import { type DemoTaskPlan, seedDemoTasks } from './demo-tasks.seed';
import { seedDemoBomAndBoundary } from './dfmea-demo-bom.seed';
import {
  DEMO_ACTIONS,
  DEMO_CAUSES,
  DEMO_DVP,
  DEMO_EFFECTS,
  DEMO_ELEMENT_PARTS,
  DEMO_ELEMENTS,
  DEMO_FUNCTION_LINKS,
  DEMO_FUNCTIONS,
  DEMO_DFMEA_HEADER as DEMO_HEADER,
  DEMO_INTERFACES,
  DEMO_MODES,
  DEMO_P_DIAGRAM,
} from './dfmea-demo-data';
import { fmeaChainRisks, fmeaDvpLines, fmeaPDiagrams } from './fmea-net.tables';
import { fmeaProjectMembers, fmeaProjects } from './fmea-projects.tables';

/** The plan of the demo DFMEA's tasks: [start, end, outcome of its audit] per node, in node order. */
const DEMO_TASKS: DemoTaskPlan = [
  ['2026-06-01', '2026-06-12', 'approve'],
  ['2026-06-08', '2026-06-26', 'approve'],
  ['2026-06-22', '2026-07-10', 'approve'],
  ['2026-07-06', '2026-07-24', 'approve'],
  ['2026-07-13', '2026-07-31', 'approve'],
  ['2026-07-27', '2026-08-14', 'approve'],
  ['2026-08-10', '2026-08-28', 'approve'],
  ['2026-08-24', '2026-09-18', 'approve'],
  ['2026-09-14', '2026-10-16', 'approve'],
  ['2026-10-12', '2026-11-20', 'reject'],
  ['2026-10-19', '2026-11-30', 'submit'],
  ['2026-12-01', '2026-12-31', null],
];

/**
 * The demo company's finished DFMEA (dfmea-demo-data.ts): every step filled, the H chains with actions, the DVP&R,
 * and results version 1 released by its owner zhangwei; lina is on the team read-only. Its node tasks are zhangwei's
 * (seedDemoTasks).
 */
export const dfmeaDemoSeed: SeedStep = {
  name: 'dfmea-demo',
  async run(tx, state) {
    const tenantId = state.tenantId;
    const ownerId = state.userIds.zhangwei;
    const linaId = state.userIds.lina;
    if (!tenantId || !ownerId || !linaId) throw new Error('the DFMEA demo needs the demo tenant, zhangwei and lina');
    const idOf = demoIds();
    const own = { tenantId, createdBy: ownerId, updatedBy: ownerId };

    const [project] = await tx
      .insert(fmeaProjects)
      .values({
        ...own,
        kind: FMEA_KINDS.dfmea,
        ...DEMO_HEADER,
        // The default DFMEA standard the library's seed step made just before.
        sodStandardId: await resolveSodStandardId(tx, FMEA_KINDS.dfmea, null),
        ownerId,
        apTableVersion: AP_TABLE_VERSION,
      })
      .returning();
    if (!project) throw new Error('demo DFMEA was not created');
    const projectId = project.id;
    const net = { ...own, projectId };
    await tx
      .insert(fmeaProjectMembers)
      .values({ tenantId, projectId, userId: linaId, projectRole: '质量体系审核', canEdit: false });

    const partIds = await partIdsByNumber(tx, Object.values(DEMO_ELEMENT_PARTS));
    await insertDemoStructure(tx, net, idOf, { elements: DEMO_ELEMENTS, interfaces: DEMO_INTERFACES }, (key) => {
      const partNo = DEMO_ELEMENT_PARTS[key];
      return (partNo && partIds.get(partNo)) ?? null;
    });
    const { element, ...content } = DEMO_P_DIAGRAM;
    await tx.insert(fmeaPDiagrams).values({ ...net, elementId: idOf(element), content });
    await seedDemoBomAndBoundary(tx, { tenantId, ownerId, projectId, idOf });

    await insertDemoFunctionsAndFailures(tx, net, idOf, {
      functions: DEMO_FUNCTIONS,
      functionLinks: DEMO_FUNCTION_LINKS,
      effects: DEMO_EFFECTS,
      modes: DEMO_MODES,
      causes: DEMO_CAUSES,
    });

    // Ratings after the actions: those of the chain's last action that has them.
    const after = new Map<string, { o: number | null; d: number | null }>();
    for (const action of DEMO_ACTIONS) if (action.after) after.set(`${action.mode}:${action.cause}`, action.after);
    await tx.insert(fmeaChainRisks).values(
      DEMO_CAUSES.map((cause) => {
        const rated = after.get(`${cause.mode}:${cause.key}`);
        return {
          ...net,
          modeId: idOf(cause.mode),
          causeId: idOf(cause.key),
          preventionControls: cause.prevention,
          occurrence: cause.o,
          detectionControls: cause.detection,
          detection: cause.d,
          specialCharacteristic: cause.sc ?? null,
          filterCode: cause.filterCode ?? '',
          occurrenceAfter: rated?.o ?? null,
          detectionAfter: rated?.d ?? null,
        };
      }),
    );
    const actionIds = await insertDemoActions(tx, net, idOf, state.userIds, DEMO_ACTIONS);
    await tx.insert(fmeaDvpLines).values(
      DEMO_DVP.map((line, index) => ({
        ...net,
        modeId: line.chain ? idOf(line.chain[0]) : null,
        causeId: line.chain ? idOf(line.chain[1]) : null,
        actionId: line.action === null ? null : (actionIds[line.action] ?? null),
        testName: line.testName,
        acceptanceCriteria: line.acceptanceCriteria,
        sampleSize: line.sampleSize,
        responsibleId: ownerId,
        plannedStart: line.plannedStart,
        plannedEnd: line.plannedEnd,
        result: line.result,
        status: line.status,
        sortOrder: index,
      })),
    );

    // zhangwei's node tasks: the first nine audited and approved, optimization rejected, DVP&R under audit, results
    // still to submit.
    await seedDemoTasks(
      tx,
      state,
      project,
      DEMO_TASKS,
      'H 级失效链的措施缺少 DV 试验证据，请补充试验报告编号后重新提交。',
    );

    await releaseDemoVersion(tx, project, {
      team: [{ userId: linaId, projectRole: '质量体系审核', canEdit: false }],
      note: 'DV 阶段发布：H 级失效链已全部制定措施，密封与支架措施已验证关闭',
    });
  },
};
