import type { CapabilityBody, MsDataSheetDto, StatisticsConfigDto } from '@qis/shared';
import { Col, Form, type FormInstance, InputNumber, Radio, Row } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { sheetColumnInput } from '../sheet-columns';
import { ConfidenceLevelField } from './ConfidenceLevelField';
import { DataColumnSelect } from './DataColumnSelect';

export interface CapabilityFormValues {
  columns: number[];
  subgroupSize: number;
  lsl: number | null;
  usl: number | null;
  target: number | null;
  d2: 'table' | 'exact';
  /** 'default': the tenant's bin rule (module settings); 'width': a fixed bin width. */
  binning: 'default' | 'width';
  binWidth: number | null;
  binStart: number | null;
  confidenceLevel: number;
}

export const capabilityInitialValues = (config: StatisticsConfigDto): CapabilityFormValues => ({
  columns: [],
  subgroupSize: 1,
  lsl: null,
  usl: null,
  target: null,
  d2: 'table',
  binning: 'default',
  binWidth: null,
  binStart: null,
  confidenceLevel: config.confidenceLevel,
});

/** The request of the capability analysis from the settings. */
export function capabilityBody(
  sheet: MsDataSheetDto,
  values: CapabilityFormValues,
  config: StatisticsConfigDto,
): CapabilityBody {
  const oneColumn = values.columns.length === 1;
  return {
    columns: values.columns.map((index) => sheetColumnInput(sheet, index)),
    subgroupSize: oneColumn ? values.subgroupSize : 1,
    lsl: values.lsl ?? null,
    usl: values.usl ?? null,
    target: values.target ?? null,
    d2: values.d2,
    confidenceLevel: values.confidenceLevel,
    histogram:
      values.binning === 'width'
        ? {
            rule: 'width',
            width: values.binWidth ?? undefined,
            ...(values.binStart == null ? {} : { start: values.binStart }),
          }
        : { rule: config.histogramBinRule },
  };
}

interface CapabilitySettingsProps {
  form: FormInstance<CapabilityFormValues>;
  sheet: MsDataSheetDto;
  config: StatisticsConfigDto;
}

const number = { style: { width: '100%' } } as const;

/** Settings of the capability analysis: data columns, spec limits, d2, histogram bins and confidence level. */
export function CapabilitySettings({ form, sheet, config }: CapabilitySettingsProps) {
  const columns = Form.useWatch('columns', form) ?? [];
  const binning = Form.useWatch('binning', form);
  // Checked on USL only (re-checked when LSL changes), so the message shows once.
  const limitsRule = {
    validator: () => {
      const { lsl, usl } = form.getFieldsValue(['lsl', 'usl']) as Pick<CapabilityFormValues, 'lsl' | 'usl'>;
      if (lsl == null && usl == null) return Promise.reject(new Error(t('statistics.capability.limits.required')));
      if (lsl != null && usl != null && lsl >= usl) {
        return Promise.reject(new Error(t('statistics.capability.limits.order')));
      }
      return Promise.resolve();
    },
  };
  return (
    <Form<CapabilityFormValues>
      form={form}
      layout="vertical"
      size="small"
      initialValues={capabilityInitialValues(config)}
      requiredMark={false}
    >
      <Form.Item
        name="columns"
        label={t('statistics.capability.columns')}
        extra={t(
          columns.length > 1 ? 'statistics.capability.columns.manyHelp' : 'statistics.capability.columns.oneHelp',
        )}
        rules={[{ required: true, type: 'array', min: 1, message: t('statistics.capability.columns.required') }]}
      >
        <DataColumnSelect sheet={sheet} multiple />
      </Form.Item>
      {columns.length <= 1 && (
        <Form.Item
          name="subgroupSize"
          label={t('statistics.capability.subgroupSize')}
          extra={t('statistics.capability.subgroupSize.help')}
          rules={[{ required: true, type: 'integer', min: 1, max: 25 }]}
        >
          <InputNumber min={1} max={25} precision={0} {...number} />
        </Form.Item>
      )}
      <Row gutter={8}>
        <Col span={12}>
          <Form.Item name="lsl" label={t('statistics.capability.lsl')}>
            <InputNumber placeholder={t('statistics.capability.optional')} {...number} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="usl" label={t('statistics.capability.usl')} dependencies={['lsl']} rules={[limitsRule]}>
            <InputNumber placeholder={t('statistics.capability.optional')} {...number} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="target" label={t('statistics.capability.target')}>
        <InputNumber placeholder={t('statistics.capability.optional')} {...number} />
      </Form.Item>
      <Form.Item name="d2" label={t('statistics.capability.d2')} extra={t('statistics.capability.d2.help')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'table', label: t('statistics.capability.d2.table') },
            { value: 'exact', label: t('statistics.capability.d2.exact') },
          ]}
        />
      </Form.Item>
      <Form.Item name="binning" label={t('statistics.capability.binning')}>
        <Radio.Group
          optionType="button"
          options={[
            {
              value: 'default',
              label: t('statistics.capability.binning.default', {
                rule: t(`statistics.config.binRule.${config.histogramBinRule}` as MessageKey).replace(/（.*）/, ''),
              }),
            },
            { value: 'width', label: t('statistics.capability.binning.width') },
          ]}
        />
      </Form.Item>
      {binning === 'width' && (
        <Row gutter={8}>
          <Col span={12}>
            <Form.Item
              name="binWidth"
              label={t('statistics.capability.binWidth')}
              rules={[
                { required: true, message: t('statistics.capability.binWidth.required') },
                {
                  validator: (_, value: number | null) =>
                    value == null || value > 0
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('statistics.capability.binWidth.required'))),
                },
              ]}
            >
              <InputNumber {...number} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="binStart" label={t('statistics.capability.binStart')}>
              <InputNumber placeholder={t('statistics.capability.binStart.placeholder')} {...number} />
            </Form.Item>
          </Col>
        </Row>
      )}
      <ConfidenceLevelField />
    </Form>
  );
}
