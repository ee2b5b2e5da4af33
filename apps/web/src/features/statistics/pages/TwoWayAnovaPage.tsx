import type { MsDataSheetDto, TwoWayAnovaBody } from '@qis/shared';
import { Form, type FormRule, Switch } from 'antd';
import { t } from '../../../locales';
import { analyseTwoWayAnova } from '../api';
import { AnalysisLayout } from '../components/AnalysisLayout';
import { AnovaTwoWayResult } from '../components/AnovaTwoWayResult';
import { useChartRegistry } from '../components/chart-registry';
import { DataColumnSelect } from '../components/DataColumnSelect';
import { useAnalysis } from '../components/useAnalysis';
import { useAnalysisSource, useRestoredSettings } from '../components/useAnalysisSource';
import { useReportExport } from '../components/useReportExport';
import { useStatisticsConfig } from '../components/useStatisticsConfig';
import { sheetColumnInput } from '../sheet-columns';

interface Values {
  factorA: number | null;
  factorB: number | null;
  response: number | null;
  interaction: boolean;
}

interface Request {
  input: TwoWayAnovaBody;
  names: { a: string; b: string; response: string };
}

const COLUMN_FIELDS = ['factorA', 'factorB', 'response'] as const;

function requestOf(sheet: MsDataSheetDto, values: Values): Request | null {
  const [factorA, factorB, response] = COLUMN_FIELDS.map((field) => sheetColumnInput(sheet, values[field] ?? 0));
  if (!factorA || !factorB || !response) return null;
  const nameOf = (column: typeof factorA) => column.name || column.column;
  return {
    input: { factorA, factorB, response, interaction: values.interaction },
    names: { a: nameOf(factorA), b: nameOf(factorB), response: nameOf(response) },
  };
}

/** /toolTwoWayAnalysisOfVariance/:id — two-way ANOVA of a data file: factor A, factor B and response columns. */
export function TwoWayAnovaPage() {
  const source = useAnalysisSource('twoWayAnova');
  const { sheetState } = source;
  const config = useStatisticsConfig();
  const [form] = Form.useForm<Values>();
  const { run, analysing, start } = useAnalysis({
    form,
    sheet: sheetState.sheet,
    request: requestOf,
    analyse: analyseTwoWayAnova,
  });
  useRestoredSettings(form, source);
  const { registry, Provider } = useChartRegistry();
  const { exporting, exportRun } = useReportExport(registry, config.decimals);
  const title = t('statistics.anova.twoWay.title');

  // The three columns must differ.
  const distinct = (field: (typeof COLUMN_FIELDS)[number]): FormRule => ({
    validator: (_, value: number | null) =>
      value !== null && COLUMN_FIELDS.some((other) => other !== field && form.getFieldValue(other) === value)
        ? Promise.reject(new Error(t('statistics.anova.twoWay.sameColumn')))
        : Promise.resolve(),
  });
  const columnItem = (sheet: MsDataSheetDto, field: (typeof COLUMN_FIELDS)[number]) => (
    <Form.Item
      name={field}
      label={t(`statistics.anova.twoWay.${field}`)}
      dependencies={COLUMN_FIELDS.filter((other) => other !== field)}
      rules={[{ required: true, message: t(`statistics.anova.twoWay.${field}.required`) }, distinct(field)]}
    >
      <DataColumnSelect sheet={sheet} />
    </Form.Item>
  );

  const settings = (sheet: MsDataSheetDto) => (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ factorA: null, factorB: null, response: null, interaction: true }}
    >
      {COLUMN_FIELDS.map((field) => (
        <div key={field}>{columnItem(sheet, field)}</div>
      ))}
      <Form.Item
        name="interaction"
        label={t('statistics.anova.twoWay.interaction')}
        extra={t('statistics.anova.twoWay.interaction.help')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
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
      onExport={exportRun(run, { kind: 'twoWayAnova', title: `${title}-${sheetState.sheet?.name ?? ''}` })}
      exporting={exporting}
      result={
        run && (
          <Provider>
            <AnovaTwoWayResult
              result={run.result}
              config={config}
              nameA={run.names.a}
              nameB={run.names.b}
              responseName={run.names.response}
            />
          </Provider>
        )
      }
    />
  );
}
