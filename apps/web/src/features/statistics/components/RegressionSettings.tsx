import type { MsDataSheetDto, RegressionBody, StatisticsConfigDto } from '@qis/shared';
import { Form, type FormInstance, Select, Switch } from 'antd';
import { t } from '../../../locales';
import { sheetColumnInput } from '../sheet-columns';
import { ConfidenceLevelField } from './ConfidenceLevelField';
import { DataColumnSelect } from './DataColumnSelect';

export interface RegressionFormValues {
  x: number | null;
  y: number | null;
  intercept: boolean;
  confidenceLevel: number;
  /** The x values to predict at, as typed. */
  predictAt: string[];
}

const MAX_PREDICTIONS = 20;

export const regressionInitialValues = (sheet: MsDataSheetDto, config: StatisticsConfigDto): RegressionFormValues => ({
  x: sheet.columns.length >= 2 ? 0 : null,
  y: sheet.columns.length >= 2 ? 1 : null,
  intercept: true,
  confidenceLevel: config.confidenceLevel,
  predictAt: [],
});

/** The request of the regression from the (validated) settings. */
export function regressionBody(sheet: MsDataSheetDto, values: RegressionFormValues): RegressionBody {
  return {
    x: sheetColumnInput(sheet, values.x ?? 0),
    y: sheetColumnInput(sheet, values.y ?? 0),
    intercept: values.intercept,
    confidenceLevel: values.confidenceLevel,
    predictAt: [...new Set(values.predictAt.map(Number))],
  };
}

interface RegressionSettingsProps {
  form: FormInstance<RegressionFormValues>;
  sheet: MsDataSheetDto;
  config: StatisticsConfigDto;
}

/** Settings of the regression: X and Y columns, the constant term, confidence level and the x values to predict at. */
export function RegressionSettings({ form, sheet, config }: RegressionSettingsProps) {
  const differentColumns = {
    validator: () => {
      const { x, y } = form.getFieldsValue(['x', 'y']) as Pick<RegressionFormValues, 'x' | 'y'>;
      return x != null && x === y
        ? Promise.reject(new Error(t('statistics.regression.sameColumn')))
        : Promise.resolve();
    },
  };
  const predictions = {
    validator: (_: unknown, values: string[] | undefined) => {
      const bad = (values ?? []).find((value) => value.trim() === '' || !Number.isFinite(Number(value)));
      if (bad !== undefined)
        return Promise.reject(new Error(t('statistics.regression.predictAt.invalid', { value: bad })));
      if ((values ?? []).length > MAX_PREDICTIONS) {
        return Promise.reject(new Error(t('statistics.regression.predictAt.tooMany')));
      }
      return Promise.resolve();
    },
  };
  return (
    <Form<RegressionFormValues>
      form={form}
      layout="vertical"
      size="small"
      initialValues={regressionInitialValues(sheet, config)}
      requiredMark={false}
    >
      <Form.Item
        name="x"
        label={t('statistics.regression.x')}
        dependencies={['y']}
        rules={[{ required: true, message: t('statistics.regression.x.required') }, differentColumns]}
      >
        <DataColumnSelect sheet={sheet} />
      </Form.Item>
      <Form.Item
        name="y"
        label={t('statistics.regression.y')}
        dependencies={['x']}
        rules={[{ required: true, message: t('statistics.regression.y.required') }, differentColumns]}
      >
        <DataColumnSelect sheet={sheet} />
      </Form.Item>
      <Form.Item
        name="intercept"
        label={t('statistics.regression.intercept')}
        extra={t('statistics.regression.intercept.help')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <ConfidenceLevelField />
      <Form.Item name="predictAt" label={t('statistics.regression.predictAt')} rules={[predictions]}>
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',', '，', ' ', ';', '；']}
          placeholder={t('statistics.regression.predictAt.placeholder')}
        />
      </Form.Item>
    </Form>
  );
}
