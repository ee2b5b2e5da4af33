import { AP_TABLE_VERSION, FMEA_KINDS, generateBoundaryDiagram } from '@qis/shared';
import type { SeedStep } from '../../db/seed/seed-step';
import { resolveSodStandardId } from '../fmea-library';
import {
  demoIds,
  insertDemoActions,
  insertDemoFunctionsAndFailures,
  insertDemoStructure,
  releaseDemoVersion,
} from './demo-net.seed';
import { type DemoTaskPlan, seedDemoTasks } from './demo-tasks.seed';
import { fmeaBoundaryDiagrams } from './fmea-bom-boundary.tables';
import { fmeaChainRisks } from './fmea-net.tables';
import { fmeaProjectMembers, fmeaProjects } from './fmea-projects.tables';
import {
  DEMO_MSR_ACTIONS,
  DEMO_MSR_CAUSES,
  DEMO_MSR_EFFECTS,
  DEMO_MSR_ELEMENTS,
  DEMO_MSR_FUNCTION_LINKS,
  DEMO_MSR_FUNCTIONS,
  DEMO_MSR_HEADER,
  DEMO_MSR_INTERFACES,
  DEMO_MSR_MODES,
} from './msr-demo-data';

/** The MSR's node plan: all ten nodes audited and approved (BOM … results), in node order. */
const DEMO_MSR_TASKS: DemoTaskPlan = [
  ['2026-09-01', '2026-09-11', 'approve'],
  ['2026-09-07', '2026-09-25', 'approve'],
  ['2026-09-21', '2026-10-09', 'approve'],
  ['2026-10-05', '2026-10-23', 'approve'],
  ['2026-10-19', '2026-11-06', 'approve'],
  ['2026-11-02', '2026-11-20', 'approve'],
  ['2026-11-16', '2026-12-04', 'approve'],
  ['2026-11-30', '2026-12-18', 'approve'],
  ['2026-12-14', '2027-01-29', 'approve'],
  ['2027-02-01', '2027-02-28', 'approve'],
];

/**
 * The demo company's finished FMEA-MSR of the electric parking brake (msr-demo-data.ts), zhangwei's, lina on the team
 * read-only: the EPB's structure with its neighbours and interfaces, the boundary diagram, functions and failure net,
 * every chain rated with F, diagnostic monitoring, system response, mitigated effect and M (AP by the MSR table, the
 * mitigated severity entering where M = 1), the H chains with monitoring / system response actions and ratings after,
 * all ten node tasks approved and results version 1 released.
 */
export const msrDemoSeed: SeedStep = {
  name: 'msr-demo',
  async run(tx, state) {
    const tenantId = state.tenantId;
    const ownerId = state.userIds.zhangwei;
    const linaId = state.userIds.lina;
    if (!tenantId || !ownerId || !linaId) throw new Error('the MSR demo needs the demo tenant, zhangwei and lina');
    const idOf = demoIds();
    const own = { tenantId, createdBy: ownerId, updatedBy: ownerId };

    const [project] = await tx
      .insert(fmeaProjects)
      .values({
        ...own,
        kind: FMEA_KINDS.msr,
        ...DEMO_MSR_HEADER,
        // The default SFM standard the library's seed step made.
        sodStandardId: await resolveSodStandardId(tx, FMEA_KINDS.msr, null),
        ownerId,
        apTableVersion: AP_TABLE_VERSION,
      })
      .returning();
    if (!project) throw new Error('demo MSR was not created');
    const projectId = project.id;
    const net = { ...own, projectId };
    await tx
      .insert(fmeaProjectMembers)
      .values({ tenantId, projectId, userId: linaId, projectRole: '功能安全审核', canEdit: false });

    const elements = await insertDemoStructure(tx, net, idOf, {
      elements: DEMO_MSR_ELEMENTS,
      interfaces: DEMO_MSR_INTERFACES,
    });
    await tx.insert(fmeaBoundaryDiagrams).values({
      ...own,
      projectId,
      content: generateBoundaryDiagram(
        elements.map(({ id, parentId, sortOrder }) => ({ id, parentId, sortOrder })),
        idOf('epb'),
        DEMO_MSR_INTERFACES.map(([from, to]) => ({ fromId: idOf(from), toId: idOf(to) })),
      ),
    });

    await insertDemoFunctionsAndFailures(tx, net, idOf, {
      functions: DEMO_MSR_FUNCTIONS,
      functionLinks: DEMO_MSR_FUNCTION_LINKS,
      effects: DEMO_MSR_EFFECTS,
      modes: DEMO_MSR_MODES,
      causes: DEMO_MSR_CAUSES,
    });

    // Ratings after the actions: those of the chain's last action that has them. The MSR slots: occurrence = F,
    // detection = M, preventionControls = the rationale for F, detectionControls = the diagnostic monitoring.
    const after = new Map<string, NonNullable<(typeof DEMO_MSR_ACTIONS)[number]['after']>>();
    for (const action of DEMO_MSR_ACTIONS) if (action.after) after.set(`${action.mode}:${action.cause}`, action.after);
    await tx.insert(fmeaChainRisks).values(
      DEMO_MSR_CAUSES.map((cause) => {
        const rated = after.get(`${cause.mode}:${cause.key}`);
        return {
          ...net,
          modeId: idOf(cause.mode),
          causeId: idOf(cause.key),
          preventionControls: cause.rationale,
          occurrence: cause.f,
          detectionControls: cause.monitoring,
          detection: cause.m,
          systemResponse: cause.systemResponse,
          mitigatedEffect: cause.mitigatedEffect,
          mitigatedSeverity: cause.mitigatedSeverity,
          specialCharacteristic: cause.sc ?? null,
          filterCode: cause.filterCode ?? '',
          occurrenceAfter: rated?.f ?? null,
          detectionAfter: rated?.m ?? null,
          mitigatedEffectAfter: rated?.mitigatedEffect ?? '',
          mitigatedSeverityAfter: rated?.mitigatedSeverity ?? null,
        };
      }),
    );
    await insertDemoActions(tx, net, idOf, state.userIds, DEMO_MSR_ACTIONS);

    await seedDemoTasks(tx, state, project, DEMO_MSR_TASKS);

    await releaseDemoVersion(tx, project, {
      team: [{ userId: linaId, projectRole: '功能安全审核', canEdit: false }],
      note: 'B 样阶段发布：H 级失效链已通过诊断监视与系统响应措施降至 L，全部节点审核通过',
    });
  },
};
