import { Form } from 'antd';
import { t } from '../../../locales';
import { analyseCapability } from '../api';
import { AnalysisLayout } from '../components/AnalysisLayout';
import { CapabilityResult } from '../components/CapabilityResult';
import { type CapabilityFormValues, CapabilitySettings, capabilityBody } from '../components/CapabilitySettings';
import { useConfidenceLevelDefault } from '../components/ConfidenceLevelField';
import { useChartRegistry } from '../components/chart-registry';
import { useAnalysis } from '../components/useAnalysis';
import { useAnalysisSource, useRestoredSettings } from '../components/useAnalysisSource';
import { useReportExport } from '../components/useReportExport';
import { useStatisticsConfig } from '../components/useStatisticsConfig';

/** /toolProcessCapabilityAnalysis/:id — process capability of a data file's columns (id = the data file). */
export function CapabilityAnalysisPage() {
  const source = useAnalysisSource('capability');
  const { sheetState } = source;
  const { sheet } = sheetState;
  const config = useStatisticsConfig();
  const [form] = Form.useForm<CapabilityFormValues>();
  const { run, analysing, start } = useAnalysis({
    form,
    sheet,
    request: (loaded, values) => ({ input: capabilityBody(loaded, values, config) }),
    analyse: analyseCapability,
  });
  const { registry, Provider } = useChartRegistry();
  const { exporting, exportRun } = useReportExport(registry, config.decimals);
  useConfidenceLevelDefault(form, sheet, config);
  useRestoredSettings(form, source);

  return (
    <AnalysisLayout
      title={t('statistics.capability.title')}
      source={source}
      keepSettings={() => ({ form: form.getFieldsValue(true) })}
      settings={(loaded) => <CapabilitySettings form={form} sheet={loaded} config={config} />}
      onAnalyse={() => void start()}
      analysing={analysing}
      onExport={exportRun(run, {
        kind: 'capability',
        title: t('statistics.capability.reportTitle', { name: sheet?.name ?? '' }),
      })}
      exporting={exporting}
      result={
        run && (
          <Provider>
            <CapabilityResult result={run.result} config={config} />
          </Provider>
        )
      }
    />
  );
}
