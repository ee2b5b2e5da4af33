import type { MsDataSheetDto, OneWayAnovaBody } from '@qis/shared';
import { Form, Radio } from 'antd';
import { t } from '../../../locales';
import { analyseOneWayAnova } from '../api';
import { AnalysisLayout } from '../components/AnalysisLayout';
import { AnovaOneWayResult } from '../components/AnovaOneWayResult';
import { ConfidenceLevelField } from '../components/ConfidenceLevelField';
import { useChartRegistry } from '../components/chart-registry';
import { DataColumnSelect } from '../components/DataColumnSelect';
import { useAnalysis } from '../components/useAnalysis';
import { useAnalysisSource, useRestoredSettings } from '../components/useAnalysisSource';
import { useReportExport } from '../components/useReportExport';
import { useStatisticsConfig } from '../components/useStatisticsConfig';
import { sheetColumnInput } from '../sheet-columns';

type DataLayout = 'columns' | 'stacked';

interface Values {
  layout: DataLayout;
  groups: number[];
  factor: number | null;
  response: number | null;
  confidenceLevel: number;
}

interface Request {
  input: OneWayAnovaBody;
  factorName: string;
  responseName: string;
}

function requestOf(sheet: MsDataSheetDto, values: Values): Request {
  const confidenceLevel = values.confidenceLevel;
  if (values.layout === 'stacked' && values.factor !== null && values.response !== null) {
    const factor = sheetColumnInput(sheet, values.factor);
    const response = sheetColumnInput(sheet, values.response);
    return {
      input: { groups: [], factor, response, confidenceLevel },
      factorName: factor.name || factor.column,
      responseName: response.name || response.column,
    };
  }
  return {
    input: { groups: values.groups.map((index) => sheetColumnInput(sheet, index)), confidenceLevel },
    factorName: t('statistics.anova.factor'),
    responseName: t('statistics.anova.response'),
  };
}

/** /toolOnewayAnalysisOfVariance/:id — one-way ANOVA of a data file: a column per group, or factor + response. */
export function OneWayAnovaPage() {
  const source = useAnalysisSource('oneWayAnova');
  const { sheetState } = source;
  const config = useStatisticsConfig();
  const [form] = Form.useForm<Values>();
  const layout = Form.useWatch('layout', form);
  const { run, analysing, start } = useAnalysis({
    form,
    sheet: sheetState.sheet,
    request: requestOf,
    analyse: analyseOneWayAnova,
  });
  useRestoredSettings(form, source);
  const { registry, Provider } = useChartRegistry();
  const { exporting, exportRun } = useReportExport(registry, config.decimals);
  const title = t('statistics.anova.oneWay.title');

  const settings = (sheet: MsDataSheetDto) => (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{
        layout: 'columns',
        groups: [],
        factor: null,
        response: null,
        confidenceLevel: config.confidenceLevel,
      }}
    >
      <Form.Item name="layout" label={t('statistics.anova.layout')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'columns', label: t('statistics.anova.layout.columns') },
            { value: 'stacked', label: t('statistics.anova.layout.stacked') },
          ]}
        />
      </Form.Item>
      {layout === 'stacked' ? (
        <>
          <Form.Item
            name="factor"
            label={t('statistics.anova.factorColumn')}
            rules={[{ required: true, message: t('statistics.anova.factorColumn.required') }]}
          >
            <DataColumnSelect sheet={sheet} />
          </Form.Item>
          <Form.Item
            name="response"
            label={t('statistics.anova.responseColumn')}
            rules={[{ required: true, message: t('statistics.anova.responseColumn.required') }]}
          >
            <DataColumnSelect sheet={sheet} />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="groups"
          label={t('statistics.anova.groupColumns')}
          extra={t('statistics.anova.groupColumns.help')}
          rules={[{ type: 'array', min: 2, message: t('statistics.anova.groupColumns.required') }]}
        >
          <DataColumnSelect sheet={sheet} multiple />
        </Form.Item>
      )}
      <ConfidenceLevelField />
    </Form>
  );

  return (
    <AnalysisLayout
      title={title}
      source={source}
      keepSettings={() => ({ form: form.getFieldsValue(true) })}
      settings={settings}
      onAnalyse={() => void start()}
      analysing={analysing}
      onExport={exportRun(run, { kind: 'oneWayAnova', title: `${title}-${sheetState.sheet?.name ?? ''}` })}
      exporting={exporting}
      result={
        run && (
          <Provider>
            <AnovaOneWayResult
              result={run.result}
              config={config}
              factorName={run.factorName}
              responseName={run.responseName}
            />
          </Provider>
        )
      }
    />
  );
}
