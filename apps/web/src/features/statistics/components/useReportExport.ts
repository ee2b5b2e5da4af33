import type { AnalysisReportBody } from '@qis/shared';
import { useState } from 'react';
import { saveExportedWorkbook } from '../../../shell/utils/save-workbook';
import { exportReport } from '../api';
import type { ChartRegistry } from './chart-registry';

type Kind = AnalysisReportBody['kind'];

interface ReportOf<K extends Kind> {
  kind: K;
  /** The workbook's name, cut to the 100 characters the report takes. */
  title: string;
  /** Only the first charts go into the report (none cut when absent). */
  maxCharts?: number;
}

/** Exports the analysis's report (.xlsx): the server computes it again from the same input; the charts are the page's. */
export function useReportExport(registry: ChartRegistry, decimals: number) {
  const [exporting, setExporting] = useState(false);
  const exportAnalysis = async (report: Omit<AnalysisReportBody, 'charts'>, maxCharts?: number) => {
    setExporting(true);
    try {
      const charts = registry.images().slice(0, maxCharts);
      saveExportedWorkbook(await exportReport({ ...report, charts } as AnalysisReportBody));
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setExporting(false);
    }
  };
  /** The 导出报告 action of a run, or undefined before the first analysis. */
  const exportRun = <K extends Kind>(
    run: { input: Extract<AnalysisReportBody, { kind: K }>['input'] } | null,
    { kind, title, maxCharts }: ReportOf<K>,
  ) =>
    run
      ? () => void exportAnalysis({ kind, title: title.slice(0, 100), input: run.input, decimals }, maxCharts)
      : undefined;
  return { exporting, exportRun };
}
