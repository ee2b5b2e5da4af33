import { generateProcessFlowDiagram } from '@qis/shared';
import type { SeedStep } from '../../db/seed/seed-step';
import {
  processClassifications,
  processFlowCharts,
  processItems,
  processSteps,
  processWorkElements,
} from '../../db/tables';
import { partIdsByNumber } from '../fmea-library';
import { DEMO_CLASSIFICATIONS, DEMO_EXTRA_EDGES, DEMO_PROCESS, DEMO_STEPS } from './process-flows-demo-data';
import { stepsToRows } from './step-rows';

/** The demo tenant's process classifications and the caliper's process flow with its diagram (after the parts). */
export const processFlowsDemoSeed: SeedStep = {
  name: 'process-flows',
  async run(tx, state) {
    const tenantId = state.tenantId;
    if (!tenantId) throw new Error('process-flows seed needs the default tenant');
    const userId = state.userIds.zhangwei ?? state.userIds.admin ?? null;
    const audit = { createdBy: userId, updatedBy: userId };

    const classificationIds = new Map<string, string>();
    for (const [index, [root, children]] of DEMO_CLASSIFICATIONS.entries()) {
      const [parent] = await tx
        .insert(processClassifications)
        .values({ tenantId, name: root, sort: index + 1, ...audit })
        .returning({ id: processClassifications.id });
      if (!parent) throw new Error(`process classification ${root} was not created`);
      classificationIds.set(root, parent.id);
      if (children.length === 0) continue;
      const written = await tx
        .insert(processClassifications)
        .values(children.map((name, i) => ({ tenantId, parentId: parent.id, name, sort: i + 1, ...audit })))
        .returning({ id: processClassifications.id, name: processClassifications.name });
      for (const child of written) classificationIds.set(child.name, child.id);
    }

    const partIds = await partIdsByNumber(tx, [DEMO_PROCESS.partNo]);
    const [item] = await tx
      .insert(processItems)
      .values({
        tenantId,
        processNo: DEMO_PROCESS.processNo,
        name: DEMO_PROCESS.name,
        classificationId: classificationIds.get(DEMO_PROCESS.classification) ?? null,
        partId: partIds.get(DEMO_PROCESS.partNo) ?? null,
        processVersion: DEMO_PROCESS.processVersion,
        description: DEMO_PROCESS.description,
        ownerId: userId,
        ...audit,
      })
      .returning({ id: processItems.id });
    if (!item) throw new Error('demo process item was not created');
    const rows = stepsToRows(
      DEMO_STEPS.map(([number, name, stepType, description, elements], i) => ({
        key: `s${i}`,
        number,
        name,
        stepType,
        description,
        elements: elements.map(([category, elementName, text], j) => ({
          key: `s${i}e${j}`,
          category,
          name: elementName,
          description: text ?? null,
        })),
      })),
    );
    if ('problem' in rows) throw new Error(`demo process steps: ${rows.problem.field} ${rows.problem.message}`);
    const processId = item.id;
    await tx.insert(processSteps).values(rows.steps.map((r) => ({ ...r, tenantId, processId })));
    await tx.insert(processWorkElements).values(rows.elements.map((r) => ({ ...r, tenantId, processId })));

    const stepOf = new Map(rows.steps.map((s) => [s.number, s.id]));
    const diagram = generateProcessFlowDiagram(rows.steps);
    diagram.edges = DEMO_EXTRA_EDGES.map(([from, to, label], i) => ({
      id: `demo-${i + 1}`,
      fromId: stepOf.get(from) as string,
      toId: stepOf.get(to) as string,
      label,
    }));
    await tx.insert(processFlowCharts).values({ tenantId, processId, content: diagram, ...audit });
  },
};
