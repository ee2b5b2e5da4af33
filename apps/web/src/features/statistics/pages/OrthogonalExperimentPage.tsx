import type { MsDataSheetDto, OrthogonalDesignDto } from '@qis/shared';
import { Form, Result, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { t } from '../../../locales';
import { localStore } from '../../../shell/storage';
import { analyseOrthogonalExperiment } from '../api';
import { AnalysisLayout } from '../components/AnalysisLayout';
import { useChartRegistry } from '../components/chart-registry';
import { OrthogonalAnalysisForm, type OrthogonalAnalysisValues } from '../components/OrthogonalAnalysisForm';
import { isOrthogonalArrayName, ORTHOGONAL_ARRAYS } from '../components/OrthogonalArrays';
import { type OrthogonalDesign, OrthogonalDesignCard } from '../components/OrthogonalDesignCard';
import { OrthogonalResult } from '../components/OrthogonalResult';
import { useAnalysis } from '../components/useAnalysis';
import { useAnalysisSource, useRestoredSettings } from '../components/useAnalysisSource';
import { useReportExport } from '../components/useReportExport';
import { useStatisticsConfig } from '../components/useStatisticsConfig';
import { sheetColumnInput } from '../sheet-columns';

type AnalysisBody = Parameters<typeof analyseOrthogonalExperiment>[0];

/** The report takes at most 10 charts. */
const MAX_REPORT_CHARTS = 10;

// On a tool page the design is kept per data file in this browser, so the results entered later are analysed against
// it; an analysis file keeps it in its settings (design).
const storageKey = (id: string) => `statistics.orthogonalDesign.${id}`;

function analysisValuesOf(design: OrthogonalDesignDto | undefined): OrthogonalAnalysisValues {
  const array = design && isOrthogonalArrayName(design.array) ? design.array : undefined;
  return {
    array,
    assignment: design?.assignment.map((factor) => factor ?? '') ?? [],
    results: [],
    goal: 'larger',
    target: null,
  };
}

function requestOf(sheet: MsDataSheetDto, values: OrthogonalAnalysisValues): { input: AnalysisBody } | null {
  if (!values.array) return null;
  const columns = ORTHOGONAL_ARRAYS[values.array].levels.length;
  return {
    input: {
      array: values.array,
      assignment: Array.from({ length: columns }, (_, column) => values.assignment?.[column]?.trim() || null),
      results: values.results.map((index) => sheetColumnInput(sheet, index)),
      goal: values.goal,
      target: values.goal === 'nominal' ? values.target : null,
    },
  };
}

/** /toolOrthogonalExperiment/:id — design an orthogonal experiment, then analyse its results from the data file. */
export function OrthogonalExperimentPage() {
  const { id = '' } = useParams();
  const source = useAnalysisSource('orthogonal');
  const { sheetState, isFile, file } = source;
  const config = useStatisticsConfig();
  const [form] = Form.useForm<OrthogonalAnalysisValues>();
  const [design, setDesign] = useState<OrthogonalDesign | null>(() =>
    isFile ? null : localStore.get<OrthogonalDesign>(storageKey(id)),
  );
  const fileId = file?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved design is taken once per analysis file
  useEffect(() => {
    if (file) setDesign((file.settings.design as OrthogonalDesign | undefined) ?? null);
  }, [fileId]);
  useRestoredSettings(form, source);
  const { run, analysing, start } = useAnalysis({
    form,
    sheet: sheetState.sheet,
    request: requestOf,
    analyse: analyseOrthogonalExperiment,
  });
  const { registry, Provider } = useChartRegistry();
  const { exporting, exportRun } = useReportExport(registry, config.decimals);
  const title = t('statistics.orthogonal.title');

  const designed = (next: OrthogonalDesign) => {
    setDesign(next);
    if (isFile) void source.keep({ ...source.saved, design: next }).catch(() => undefined);
    else localStore.set(storageKey(id), next);
    form.setFieldsValue({ ...analysisValuesOf(next.result), results: form.getFieldValue('results') ?? [] });
  };

  const levelLabel = (factor: string, level: number) =>
    design?.factors.find((candidate) => candidate.name === factor)?.levels[level - 1];

  if (sheetState.failed) return <Result status="404" title={t('statistics.dataFile.missing')} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {sheetState.sheet && (
        <OrthogonalDesignCard initialFactors={design?.factors ?? []} design={design} onDesigned={designed} />
      )}
      <AnalysisLayout
        title={t('statistics.orthogonal.analysis')}
        source={source}
        keepSettings={() => ({ form: form.getFieldsValue(true), design })}
        settings={(sheet) => (
          <OrthogonalAnalysisForm form={form} sheet={sheet} initialValues={analysisValuesOf(design?.result)} />
        )}
        onAnalyse={() => void start()}
        analysing={analysing}
        onExport={exportRun(run, {
          kind: 'orthogonal',
          title: `${title}-${sheetState.sheet?.name ?? ''}`,
          maxCharts: MAX_REPORT_CHARTS,
        })}
        exporting={exporting}
        result={
          run && (
            <Provider>
              <OrthogonalResult result={run.result} config={config} levelLabel={levelLabel} />
            </Provider>
          )
        }
      />
    </Space>
  );
}
