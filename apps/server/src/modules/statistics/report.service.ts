import type { AnalysisReportBody, ExportedWorkbook } from '@qis/shared';
import type { z } from 'zod';
import { makeOneWayAnova, makeTwoWayAnova } from './anova.service';
import { makeCapabilityChart } from './capability.service';
import { makeAnalysis } from './orthogonal.service';
import { makeRegression } from './regression.service';
import {
  capabilityTables,
  oneWayAnovaTables,
  orthogonalTables,
  regressionTables,
  twoWayAnovaTables,
} from './report-tables';
import { type ReportTable, reportWorkbook } from './report-workbook';

type ReportRequest = z.output<typeof AnalysisReportBody>;

/** The analysis computed again from the request, as report tables. */
function tablesOf(request: ReportRequest): ReportTable[] {
  switch (request.kind) {
    case 'capability':
      return capabilityTables(makeCapabilityChart(request.input));
    case 'regression':
      return regressionTables(makeRegression(request.input));
    case 'oneWayAnova':
      return oneWayAnovaTables(makeOneWayAnova(request.input));
    case 'twoWayAnova':
      return twoWayAnovaTables(makeTwoWayAnova(request.input));
    case 'orthogonal':
      return orthogonalTables(makeAnalysis(request.input));
  }
}

export function exportAnalysisReport(request: ReportRequest): Promise<ExportedWorkbook> {
  return reportWorkbook({
    title: request.title,
    tables: tablesOf(request),
    charts: request.charts,
    decimals: request.decimals,
  });
}
