import {
  type ControlPlanEditables,
  type ControlPlanInsert,
  controlPlanSources,
  NEW_CONTROL_CHART,
  planRegeneration,
} from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import type { SeedStep } from '../../../db/seed/seed-step';
import { msDataSheets, msFiles } from '../../../db/tables';
import type { Transaction } from '../../../platform/db/database';
import { fmeaProjects } from '../fmea-projects.tables';
import { DEMO_PFMEA_HEADER } from '../pfmea-demo-data';
import { insertValues } from './control-plan.service';
import { fmeaControlPlans } from './control-plan.tables';
import { insertLines, readPlanNet } from './control-plan-store';

// The demo PFMEA's control plan, generated from its net as 生成控制计划 does, with the shop floor's sample sizes,
// frequencies and reaction plans filled in (edited fields, so a regeneration keeps them), and the seal groove's width
// (a special characteristic) linked to zhangwei's X̄-R chart of measured grooves: its Cpk stands beside O in the risk view.

const GROOVE = '车矩形密封槽';

/** What the plant fills in per line: by the special class, product or process characteristic. */
function filled(line: ControlPlanInsert): ControlPlanEditables {
  const generated = line.generated;
  const product = line.characteristicKind === 'product';
  if (line.productCharacteristic === GROOVE)
    return {
      ...generated,
      measurementTechnique: '气动量仪在机测量，X̄-R 控制图',
      sampleSize: '5 件',
      frequency: '每 2 小时',
      reactionPlan: '超出控制限：停机调整刀补，隔离上次合格抽检后的零件并 100% 复检，记录异常处理单',
    };
  if (line.specialClass === 'CC')
    return {
      ...generated,
      measurementTechnique: generated.measurementTechnique || '专用检具全检',
      sampleSize: '100%',
      frequency: '每件',
      reactionPlan: '停线，隔离本班产品并 100% 复检，通知质量工程师评审，按 8D 处理',
    };
  if (line.specialClass === 'SC')
    return {
      ...generated,
      measurementTechnique: generated.measurementTechnique || '检具抽检',
      sampleSize: '5 件',
      frequency: '每 2 小时',
      reactionPlan: '隔离上次合格抽检后的零件，调整工艺后复检，记录异常处理单',
    };
  return product
    ? {
        ...generated,
        measurementTechnique: generated.measurementTechnique || '目视检查',
        sampleSize: '首件、末件各 1 件',
        frequency: '每班',
        reactionPlan: '调整后重新确认首件，隔离可疑品并通知班组长',
      }
    : {
        ...generated,
        measurementTechnique: generated.measurementTechnique || '点检表记录',
        sampleSize: '1 次',
        frequency: '每班开班点检',
        reactionPlan: '调整参数至规定范围，确认首件合格后恢复生产',
      };
}

/** 25 subgroups of 5 groove widths (mm) around 4.224 with σ ≈ 0.0045: a capable process (Cpk about 1.9). */
function grooveWidths(): string[][] {
  let state = 20_261_128;
  const uniform = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  // Irwin–Hall: the sum of twelve uniforms less six is close to a standard normal.
  const normal = () => Array.from({ length: 12 }, uniform).reduce((sum, u) => sum + u, 0) - 6;
  return Array.from({ length: 5 }, () => Array.from({ length: 25 }, () => (4.224 + 0.0045 * normal()).toFixed(4)));
}

async function seedGrooveChart(tx: Transaction, tenantId: string, ownerId: string) {
  const own = { tenantId, ownerId, space: 'oldTools' as const };
  const [data] = await tx
    .insert(msFiles)
    .values({ ...own, kind: 'data', name: 'OP40 密封槽槽宽测量数据' })
    .returning({ id: msFiles.id });
  const dataFileId = data?.id as string;
  const columns = grooveWidths().map((cells, index) => ({ name: `槽宽${index + 1}`, cells }));
  await tx.insert(msDataSheets).values({ fileId: dataFileId, tenantId, columns, rowCount: 25 });
  const settings = {
    ...NEW_CONTROL_CHART,
    dataFileId,
    chartType: 'xbarR' as const,
    columns: [0, 1, 2, 3, 4],
    lsl: 4.2,
    usl: 4.25,
  };
  const [chart] = await tx
    .insert(msFiles)
    .values({ ...own, kind: 'controlChart', name: 'OP40 密封槽槽宽 X̄-R', settings, dataFileId })
    .returning({ id: msFiles.id });
  return chart?.id as string;
}

export const controlPlanDemoSeed: SeedStep = {
  name: 'fmea-control-plan-demo',
  async run(tx, state) {
    const tenantId = state.tenantId;
    const ownerId = state.userIds.zhangwei;
    if (!tenantId || !ownerId) throw new Error('the control plan demo needs the demo tenant and zhangwei');
    const [project] = await tx
      .select()
      .from(fmeaProjects)
      .where(and(eq(fmeaProjects.tenantId, tenantId), eq(fmeaProjects.projectNo, DEMO_PFMEA_HEADER.projectNo)));
    if (!project) throw new Error('the control plan demo needs the demo PFMEA');

    const net = await readPlanNet(tx, project.id);
    const actor = { tenantId, userId: ownerId };
    const chartId = await seedGrooveChart(tx, tenantId, ownerId);
    const lines = planRegeneration([], controlPlanSources(net)).inserts.map((line) => ({
      ...insertValues(actor, project.id, line),
      ...filled(line),
      chartFileId: line.productCharacteristic === GROOVE ? chartId : null,
    }));
    await insertLines(tx, lines);

    const processItem = net.elements.find((element) => element.type === 'processItem');
    await tx.insert(fmeaControlPlans).values({
      tenantId,
      projectId: project.id,
      phase: 'preLaunch',
      planNumber: 'CP-BC-2027-001',
      keyContact: '张伟 / 0512-6288 1234',
      partNumber: processItem?.number ?? '',
      partName: processItem?.name ?? DEMO_PFMEA_HEADER.projectName,
      coreTeam: '张伟、李娜',
      supplierPlant: `${DEMO_PFMEA_HEADER.responsibility} / ${DEMO_PFMEA_HEADER.location}`,
      supplierCode: 'SGMW-S-20871',
      originalDate: '2026-11-20',
      revisionDate: '2026-11-26',
      generatedRevision: project.netRevision,
      createdBy: ownerId,
      updatedBy: ownerId,
    });
  },
};
