import type { RegressionBody } from '@qis/shared';
import { Form } from 'antd';
import { useParams } from 'react-router';
import { t } from '../../../locales';
import { analyseRegression } from '../api';
import { AnalysisLayout } from '../components/AnalysisLayout';
import { useConfidenceLevelDefault } from '../components/ConfidenceLevelField';
import { useChartRegistry } from '../components/chart-registry';
import { RegressionResult } from '../components/RegressionResult';
import { type RegressionFormValues, RegressionSettings, regressionBody } from '../components/RegressionSettings';
import { useAnalysis } from '../components/useAnalysis';
import { useDataSheet } from '../components/useDataSheet';
import { useReportExport } from '../components/useReportExport';
import { useStatisticsConfig } from '../components/useStatisticsConfig';

const nameOf = (column: RegressionBody['x']) => column.name || column.column;

/** /toolPegressiveAnalysisOne/:id — one-variable linear regression of two columns of a data file (id = the data file). */
export function RegressionAnalysisPage() {
  const { id = '' } = useParams();
  const sheetState = useDataSheet(id);
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

  return (
    <AnalysisLayout
      title={t('statistics.regression.title')}
      dataFileId={id}
      sheetState={sheetState}
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
