import type {
  CharacteristicKind,
  ControlPlanEditables,
  ControlPlanHeaderDto,
  ControlPlanLineDto,
  ControlPlanLineState,
  ControlPlanPhase,
} from '@qis/shared';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/database';
import type { fmeaControlPlanLines } from './control-plan.tables';
import { fmeaControlPlans } from './control-plan.tables';
import { readLines } from './control-plan-store';

// The control plan's rows as the domain and the answers see them.

export type PlanRow = typeof fmeaControlPlans.$inferSelect;
export type LineRow = typeof fmeaControlPlanLines.$inferSelect;

export async function planRowOf(tx: Transaction, projectId: string): Promise<PlanRow | undefined> {
  const [row] = await tx.select().from(fmeaControlPlans).where(eq(fmeaControlPlans.projectId, projectId));
  return row;
}

/** The project's lines in plan order (one statement: control-plan-store.ts). */
export function lineRowsOf(tx: Transaction, projectId: string): Promise<LineRow[]> {
  return readLines(tx, projectId);
}

const specialClass = (value: string | null) => (value === 'CC' || value === 'SC' ? value : null);

export function headerDto(row: PlanRow): ControlPlanHeaderDto {
  return {
    phase: row.phase as ControlPlanPhase,
    planNumber: row.planNumber,
    keyContact: row.keyContact,
    partNumber: row.partNumber,
    partName: row.partName,
    coreTeam: row.coreTeam,
    supplierPlant: row.supplierPlant,
    supplierCode: row.supplierCode,
    originalDate: row.originalDate,
    revisionDate: row.revisionDate,
    customerEngineeringApproval: row.customerEngineeringApproval,
    customerQualityApproval: row.customerQualityApproval,
    supplierPlantApproval: row.supplierPlantApproval,
    otherApproval: row.otherApproval,
    generatedAt: row.generatedAt.toISOString(),
    version: row.version,
  };
}

export function lineDto(row: LineRow): ControlPlanLineDto {
  return {
    id: row.id,
    sourceKey: row.sourceKey,
    characteristicKind: row.characteristicKind as CharacteristicKind,
    functionId: row.functionId,
    stepId: row.stepId,
    sortOrder: row.sortOrder,
    characteristicNumber: row.characteristicNumber,
    stepNumber: row.stepNumber,
    stepName: row.stepName,
    machine: row.machine,
    productCharacteristic: row.productCharacteristic,
    processCharacteristic: row.processCharacteristic,
    specialClass: specialClass(row.specialClass),
    specification: row.specification,
    measurementTechnique: row.measurementTechnique,
    sampleSize: row.sampleSize,
    frequency: row.frequency,
    controlMethod: row.controlMethod,
    reactionPlan: row.reactionPlan,
    generated: row.generated as ControlPlanEditables,
    sourceGone: row.sourceGone,
    chartFileId: row.chartFileId,
    version: row.version,
  };
}

export function lineState(row: LineRow): ControlPlanLineState {
  const dto = lineDto(row);
  return {
    ...dto,
    values: {
      measurementTechnique: row.measurementTechnique,
      sampleSize: row.sampleSize,
      frequency: row.frequency,
      controlMethod: row.controlMethod,
      reactionPlan: row.reactionPlan,
    },
  };
}

/** The characteristic a line names: its product characteristic, else its process characteristic. */
export const characteristicOf = (line: { productCharacteristic: string; processCharacteristic: string }) =>
  line.productCharacteristic || line.processCharacteristic;
