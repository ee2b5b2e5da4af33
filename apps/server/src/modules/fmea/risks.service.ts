import {
  ACTION_STATUSES,
  type ActionPriority,
  apCounts,
  type ChainRiskRow,
  FMEA_KINDS,
  FMEA_MESSAGES,
  type FmeaKind,
  type FormSheetDto,
  formSheetRows,
  needsAction,
  type ResultTablesDto,
  type RiskDistributionDto,
} from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned-update';
import { notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { kindConfig } from '../fmea-config';
import { chainRiskRow } from './chain-risk-row';
import { fmeaChainRisks } from './fmea-net.tables';
import { loadNet } from './net-load';
import { projectFor, projectForWrite } from './project-access';

// Step 5, risk analysis: a chain's controls and ratings, and the views computed from the whole net (form sheet,
// distributions, result tables), all through domain formSheetRows so server and web agree on every AP.

export async function chainRow(tx: Transaction, projectId: string, modeId: string, causeId: string) {
  const [row] = await tx
    .select()
    .from(fmeaChainRisks)
    .where(
      and(
        eq(fmeaChainRisks.projectId, projectId),
        eq(fmeaChainRisks.modeId, modeId),
        eq(fmeaChainRisks.causeId, causeId),
      ),
    );
  if (!row) throw notFound(FMEA_MESSAGES.chainNotFound);
  return row;
}

export interface ChainRiskInput {
  projectId: string;
  modeId: string;
  causeId: string;
  version: number;
  preventionControls: string;
  occurrence: number | null;
  detectionControls: string;
  detection: number | null;
  specialCharacteristic: 'CC' | 'SC' | null;
  filterCode: string;
  remarks: string;
  /** FMEA-MSR only (the other kinds' bodies refuse them). */
  systemResponse?: string;
  mitigatedEffect?: string;
  mitigatedSeverity?: number | null;
}

export async function saveChainRisk(ctx: UserContext, kind: FmeaKind, input: ChainRiskInput): Promise<ChainRiskRow> {
  await projectForWrite(ctx, kind, input.projectId, 'risks');
  const before = await chainRow(ctx.tx, input.projectId, input.modeId, input.causeId);
  const row = await updateVersioned(ctx.tx, fmeaChainRisks, before.id, input.version, {
    preventionControls: input.preventionControls,
    occurrence: input.occurrence,
    detectionControls: input.detectionControls,
    detection: input.detection,
    specialCharacteristic: input.specialCharacteristic,
    filterCode: input.filterCode,
    remarks: input.remarks,
    ...(kind === FMEA_KINDS.msr
      ? {
          systemResponse: input.systemResponse ?? '',
          mitigatedEffect: input.mitigatedEffect ?? '',
          mitigatedSeverity: input.mitigatedSeverity ?? null,
        }
      : {}),
    updatedBy: ctx.principal.userId,
  });
  ctx.recordChange({ entity: 'FmeaChainRisk', entityId: row.id, before, after: row });
  return chainRiskRow(ctx.tx, kind, row);
}

async function sheet(ctx: UserContext, kind: FmeaKind, projectId: string) {
  const project = await projectFor(ctx, kind, projectId, 'read');
  const rows = formSheetRows(kind, await loadNet(ctx.tx, projectId));
  return { project, rows };
}

export async function formSheet(ctx: UserContext, kind: FmeaKind, projectId: string): Promise<FormSheetDto> {
  const { project, rows } = await sheet(ctx, kind, projectId);
  return { kind, apTableVersion: project.row.apTableVersion, rows };
}

export async function riskDistribution(
  ctx: UserContext,
  kind: FmeaKind,
  projectId: string,
): Promise<RiskDistributionDto> {
  const { rows } = await sheet(ctx, kind, projectId);
  const chains = rows.filter((row) => row.cause !== null);
  const severity = Array.from({ length: 10 }, () => 0);
  const rpn = Array.from({ length: 10 }, () => 0);
  const apAfter = { H: 0, M: 0, L: 0, unrated: 0 };
  for (const row of chains) {
    if (row.severity !== null) severity[row.severity - 1] = (severity[row.severity - 1] ?? 0) + 1;
    if (row.rpn !== null) {
      const band = Math.min(9, Math.floor((row.rpn - 1) / 100));
      rpn[band] = (rpn[band] ?? 0) + 1;
    }
    apAfter[row.apAfter ?? row.ap ?? 'unrated']++;
  }
  return { chains: chains.length, ap: apCounts(rows), apAfter, severity, rpn };
}

const AP_ORDER: Record<ActionPriority, number> = { H: 0, M: 1, L: 2 };

export async function resultTables(ctx: UserContext, kind: FmeaKind, projectId: string): Promise<ResultTablesDto> {
  const { rows } = await sheet(ctx, kind, projectId);
  const { actionRequiredAp } = await kindConfig(ctx.tx, kind);
  const chains = rows.filter((row) => row.cause !== null);
  const actionStatus = Object.fromEntries(
    ACTION_STATUSES.map((status) => [status, 0]),
  ) as ResultTablesDto['actionStatus'];
  const apAfter = { H: 0, M: 0, L: 0, unrated: 0 };
  for (const row of chains) {
    for (const action of row.actions) actionStatus[action.status]++;
    apAfter[row.apAfter ?? row.ap ?? 'unrated']++;
  }
  const rated = chains
    .filter((row) => row.ap !== null)
    .sort((a, b) => AP_ORDER[a.ap as ActionPriority] - AP_ORDER[b.ap as ActionPriority] || (b.rpn ?? 0) - (a.rpn ?? 0));
  return {
    apBefore: apCounts(rows),
    apAfter,
    actionStatus,
    actionRequiredAp,
    highWithoutAction: chains.filter((row) => needsAction(row.ap, actionRequiredAp) && row.actions.length === 0).length,
    rows: rated.map((row) => ({
      key: row.key,
      modeId: row.mode.id,
      causeId: row.cause?.id ?? '',
      focusElement: row.focusElement?.name ?? '',
      mode: row.mode.name,
      cause: row.cause?.name ?? '',
      effects: row.effects.map((effect) => effect.name),
      severity: row.severity,
      occurrence: row.risk?.occurrence ?? null,
      detection: row.risk?.detection ?? null,
      ap: row.ap,
      apSeverity: row.apSeverity,
      apMitigated: row.apMitigated,
      mitigatedSeverity: row.risk?.mitigatedSeverity ?? null,
      rpn: row.rpn,
      severityAfter: row.risk?.severityAfter ?? null,
      occurrenceAfter: row.risk?.occurrenceAfter ?? null,
      detectionAfter: row.risk?.detectionAfter ?? null,
      mitigatedSeverityAfter: row.risk?.mitigatedSeverityAfter ?? null,
      apAfter: row.apAfter,
      apAfterSeverity: row.apAfterSeverity,
      apAfterMitigated: row.apAfterMitigated,
      actions: row.actions.length,
      openActions: row.actions.filter((a) => a.status !== 'completed' && a.status !== 'notImplemented').length,
    })),
  };
}
