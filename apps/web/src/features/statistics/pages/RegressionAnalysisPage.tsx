import type { RegressionBody } from '@qis/shared';
import { Form } from 'antd';
import { t } from '../../../locales';
import { analyseRegression } from '../api';
import { AnalysisLayout } from '../components/AnalysisLayout';
import { useConfidenceLevelDefault } from '../components/ConfidenceLevelField';
import { useChartRegistry } from '../components/chart-registry';
import { RegressionResult } from '../components/RegressionResult';
import { type RegressionFormValues, RegressionSettings, regressionBody } from '../components/RegressionSettings';
import { useAnalysis } from '../components/useAnalysis';
import { useAnalysisSource, useRestoredSettings } from '../components/useAnalysisSource';
import { useReportExport } from '../components/useReportExport';
import { useStatisticsConfig } from '../components/useStatisticsConfig';

const nameOf = (column: RegressionBody['x']) => column.name || column.column;

/** /toolPegressiveAnalysisOne/:id — one-variable linear regression of two columns of a data file (id = the data file). */
export function RegressionAnalysisPage() {
  const source = useAnalysisSource('regression');
  const { sheetState } = source;
  const { sheet } = sheetState;
  const config = useStatisticsConfig();
  const [form] = Form.useForm<RegressionFormValues>();
  const { run, analysing, start } = useAnalysis({
    form,
    sheet,
    request: (loaded, values) => ({ input: regressionBody(loaded, values) }),
    analyse: analyseRegression,
  });
  const { registry, Provider } = useChartRegistry();
  const { exporting, exportRun } = useReportExport(registry, config.decimals);
  useConfidenceLevelDefault(form, sheet, config);
  useRestoredSettings(form, source);

  return (
    <AnalysisLayout
      title={t('statistics.regression.title')}
      source={source}
      keepSettings={() => ({ form: form.getFieldsValue(true) })}
      settings={(loaded) => <RegressionSettings form={form} sheet={loaded} config={config} />}
      onAnalyse={() => void start()}
      analysing={analysing}
      onExport={exportRun(run, {
        kind: 'regression',
        title: t('statistics.regression.reportTitle', { name: sheet?.name ?? '' }),
      })}
      exporting={exporting}
      result={
        run && (
          <Provider>
            <RegressionResult
              result={run.result}
              config={config}
              xName={nameOf(run.input.x)}
              yName={nameOf(run.input.y)}
            />
          </Provider>
        )
      }
    />
  );
}
