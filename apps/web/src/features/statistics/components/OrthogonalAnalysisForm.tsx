import { type MsDataSheetDto, ORTHOGONAL_GOALS } from '@qis/shared';
import { Col, Form, type FormInstance, Input, InputNumber, Radio, Row, Select } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { DataColumnSelect } from './DataColumnSelect';
import { ORTHOGONAL_ARRAYS, type OrthogonalArrayName, orthogonalArrayOptions } from './OrthogonalArrays';

export interface OrthogonalAnalysisValues {
  array: OrthogonalArrayName | undefined;
  /** Factor name per column of the array; blank: empty column. */
  assignment: string[];
  results: number[];
  goal: (typeof ORTHOGONAL_GOALS)[number];
  target: number | null;
}

interface OrthogonalAnalysisFormProps {
  form: FormInstance<OrthogonalAnalysisValues>;
  sheet: MsDataSheetDto;
  initialValues: OrthogonalAnalysisValues;
}

/** Step 2's settings: the array and its header design (filled from step 1), the result columns and the goal. */
export function OrthogonalAnalysisForm({ form, sheet, initialValues }: OrthogonalAnalysisFormProps) {
  const array = Form.useWatch('array', form) ?? initialValues.array;
  const goal = Form.useWatch('goal', form) ?? initialValues.goal;
  const columns = (array ? ORTHOGONAL_ARRAYS[array].levels : []).map((levels, index) => ({
    number: index + 1,
    levels,
  }));

  return (
    <Form<OrthogonalAnalysisValues> form={form} layout="vertical" initialValues={initialValues}>
      <Form.Item
        name="array"
        label={t('statistics.orthogonal.array')}
        rules={[{ required: true, message: t('statistics.orthogonal.array.required') }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          options={orthogonalArrayOptions()}
          placeholder={t('statistics.orthogonal.array.pick')}
        />
      </Form.Item>
      {columns.length > 0 && (
        <Form.Item
          label={t('statistics.orthogonal.header')}
          extra={t('statistics.orthogonal.header.help')}
          style={{ marginBottom: 12 }}
        >
          <Row gutter={[8, 0]}>
            {columns.map((column) => (
              <Col span={12} key={`${array}-${column.number}`}>
                <Form.Item
                  name={['assignment', column.number - 1]}
                  style={{ marginBottom: 4 }}
                  rules={[{ max: 50, message: t('statistics.orthogonal.factor.name.max') }]}
                >
                  <Input
                    size="small"
                    allowClear
                    title={t('statistics.orthogonal.columnTitle', { column: column.number, levels: column.levels })}
                    prefix={<span style={{ color: 'rgba(0,0,0,0.45)' }}>{column.number}</span>}
                    placeholder={t('statistics.orthogonal.emptyColumn')}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Form.Item>
      )}
      <Form.Item
        name="results"
        label={t('statistics.orthogonal.results')}
        extra={t('statistics.orthogonal.results.help', { runs: array ? ORTHOGONAL_ARRAYS[array].runs : 'n' })}
        rules={[{ type: 'array', min: 1, message: t('statistics.orthogonal.results.required') }]}
      >
        <DataColumnSelect sheet={sheet} multiple />
      </Form.Item>
      <Form.Item name="goal" label={t('statistics.orthogonal.goal')}>
        <Radio.Group
          optionType="button"
          options={ORTHOGONAL_GOALS.map((value) => ({
            value,
            label: t(`statistics.orthogonal.goal.${value}` as MessageKey),
          }))}
        />
      </Form.Item>
      {goal === 'nominal' && (
        <Form.Item
          name="target"
          label={t('statistics.orthogonal.target')}
          rules={[{ required: true, message: t('statistics.orthogonal.target.required') }]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      )}
    </Form>
  );
}
