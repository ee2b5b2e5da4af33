import type {
  ChainRisk,
  DvpLine,
  ElementInterface,
  Failure,
  FmeaFunction,
  OptimizationAction,
  PDiagram,
  StructureElement,
} from '@qis/shared';
import type {
  fmeaActions,
  fmeaChainRisks,
  fmeaDvpLines,
  fmeaElements,
  fmeaFailures,
  fmeaFunctions,
  fmeaInterfaces,
  fmeaPDiagrams,
} from './fmea-net.tables';

// Rows of the net's tables as the domain's shapes (net-schema.ts).

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export const toElement = (r: Row<typeof fmeaElements>): StructureElement => ({
  id: r.id,
  parentId: r.parentId,
  type: r.type as StructureElement['type'],
  name: r.name,
  number: r.number,
  sortOrder: r.sortOrder,
  partId: r.partId,
  bomLineId: r.bomLineId,
  workElementCategory: r.workElementCategory as StructureElement['workElementCategory'],
  version: r.version,
});

export const toInterface = (r: Row<typeof fmeaInterfaces>): ElementInterface => ({
  id: r.id,
  fromId: r.fromId,
  toId: r.toId,
  type: r.type as ElementInterface['type'],
  direction: r.direction as ElementInterface['direction'],
  description: r.description,
  version: r.version,
});

export type PDiagramContent = Omit<PDiagram, 'elementId' | 'version'>;

export const toPDiagram = (r: Row<typeof fmeaPDiagrams>): PDiagram => ({
  elementId: r.elementId,
  ...(r.content as PDiagramContent),
  version: r.version,
});

export const toFunction = (r: Row<typeof fmeaFunctions>): FmeaFunction => ({
  id: r.id,
  elementId: r.elementId,
  name: r.name,
  requirement: r.requirement,
  specialCharacteristic: r.specialCharacteristic as FmeaFunction['specialCharacteristic'],
  sortOrder: r.sortOrder,
  version: r.version,
});

export const toFailure = (r: Row<typeof fmeaFailures>): Failure => ({
  id: r.id,
  functionId: r.functionId,
  type: r.type as Failure['type'],
  name: r.name,
  severity: r.severity,
  version: r.version,
});

export const toRisk = (r: Row<typeof fmeaChainRisks>): ChainRisk => ({
  modeId: r.modeId,
  causeId: r.causeId,
  preventionControls: r.preventionControls,
  occurrence: r.occurrence,
  detectionControls: r.detectionControls,
  detection: r.detection,
  specialCharacteristic: r.specialCharacteristic as ChainRisk['specialCharacteristic'],
  filterCode: r.filterCode,
  severityAfter: r.severityAfter,
  occurrenceAfter: r.occurrenceAfter,
  detectionAfter: r.detectionAfter,
  remarks: r.remarks,
  systemResponse: r.systemResponse,
  mitigatedEffect: r.mitigatedEffect,
  mitigatedSeverity: r.mitigatedSeverity,
  mitigatedEffectAfter: r.mitigatedEffectAfter,
  mitigatedSeverityAfter: r.mitigatedSeverityAfter,
  version: r.version,
});

export const toAction = (r: Row<typeof fmeaActions>): OptimizationAction => ({
  id: r.id,
  modeId: r.modeId,
  causeId: r.causeId,
  type: r.type as OptimizationAction['type'],
  description: r.description,
  responsibleId: r.responsibleId,
  targetDate: r.targetDate,
  status: r.status as OptimizationAction['status'],
  actionTaken: r.actionTaken,
  evidenceFileIds: r.evidenceFileIds,
  completionDate: r.completionDate,
  remarks: r.remarks,
  version: r.version,
});

export const toDvp = (r: Row<typeof fmeaDvpLines>): DvpLine => ({
  id: r.id,
  modeId: r.modeId,
  causeId: r.causeId,
  actionId: r.actionId,
  testName: r.testName,
  acceptanceCriteria: r.acceptanceCriteria,
  sampleSize: r.sampleSize,
  responsibleId: r.responsibleId,
  plannedStart: r.plannedStart,
  plannedEnd: r.plannedEnd,
  result: r.result,
  status: r.status as DvpLine['status'],
  version: r.version,
});
