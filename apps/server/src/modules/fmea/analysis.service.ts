import {
  type AnalysisCheckDto,
  analysisCheck,
  type FailureMatrixDto,
  FMEA_MESSAGES,
  type FmeaKind,
  failureMatrix,
} from '@qis/shared';
import { notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { kindConfig } from '../fmea-config';
import { netSheet } from './net-sheet-cache';
import { projectFor } from './project-access';

// Steps 4–5 seen whole, computed from the net by the domain (failure-matrix.ts, analysis-check.ts), AP from the
// project's table: the failure matrix of one focus element and the completeness check of the whole analysis.

export async function failureMatrixOf(
  ctx: UserContext,
  kind: FmeaKind,
  query: { projectId: string; elementId: string },
): Promise<FailureMatrixDto> {
  const { row } = await projectFor(ctx, kind, query.projectId, 'read');
  const { net } = await netSheet(ctx, row);
  const element = net.elements.find((e) => e.id === query.elementId);
  if (!element) throw notFound(FMEA_MESSAGES.elementNotFound);
  return {
    ...failureMatrix(kind, net, element.id),
    elementName: element.name,
    apTableVersion: row.apTableVersion,
  };
}

export async function failureAnalysisCheck(
  ctx: UserContext,
  kind: FmeaKind,
  projectId: string,
): Promise<AnalysisCheckDto> {
  const { row } = await projectFor(ctx, kind, projectId, 'read');
  const [{ net, rows }, { actionRequiredAp }] = await Promise.all([netSheet(ctx, row), kindConfig(ctx.tx, kind)]);
  return { actionRequiredAp, ...analysisCheck(net, rows, actionRequiredAp) };
}
