import {
  CHART_STYLE_AXIS_NAME_MAX,
  CHART_STYLE_SYMBOL_SIZE_MAX,
  CHART_STYLE_SYMBOL_SIZE_MIN,
  CHART_STYLE_TITLE_MAX,
  type ChartStyle,
} from '@qis/shared';
import { Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Space, Switch } from 'antd';
import { t } from '../../../locales';
import { ColorField } from '../../../shell/components/ColorField';
import { useSave } from '../../../shell/components/useSave';

interface FormValues {
  title?: string;
  xAxisName?: string;
  yAxisName?: string;
  color?: string | null;
  showLegend: boolean;
  showGrid: boolean;
  symbolSize?: number | null;
}

const DEFAULTS: FormValues = {
  title: '',
  xAxisName: '',
  yAxisName: '',
  color: null,
  showLegend: true,
  showGrid: true,
  symbolSize: null,
};

// The colour field's start when the chart's own colour is not a plain #RRGGBB.
const DEFAULT_COLOR = '#5B8FF9';

const text = (value: string | undefined) => value?.trim() || undefined;

/** The form's values as a style: blank texts and an empty point size are left out (the chart's own). */
function toStyle(values: FormValues): ChartStyle {
  const style: ChartStyle = { showLegend: values.showLegend, showGrid: values.showGrid };
  const title = text(values.title);
  const xAxisName = text(values.xAxisName);
  const yAxisName = text(values.yAxisName);
  if (title) style.title = title;
  if (xAxisName) style.xAxisName = xAxisName;
  if (yAxisName) style.yAxisName = yAxisName;
  if (values.color) style.color = values.color;
  if (typeof values.symbolSize === 'number') style.symbolSize = values.symbolSize;
  return style;
}

interface OptionalColorProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** What the swatch shows, and starts from, while the chart keeps its own colour. */
  fallback: string;
}

/** A colour that may be left to the chart: 自定义 off means none (null). */
function OptionalColor({ value, onChange, fallback }: OptionalColorProps) {
  return (
    <Space>
      <Checkbox
        checked={Boolean(value)}
        onChange={(event) => onChange?.(event.target.checked ? fallback : null)}
        data-testid="chart-style-custom-color"
      >
        {t('statistics.style.color.custom')}
      </Checkbox>
      <ColorField value={value || fallback} onChange={onChange} disabled={!value} />
    </Space>
  );
}

interface Props {
  /** The chart's own title (the placeholder of the title field). */
  chartTitle: string;
  style: ChartStyle | undefined;
  /** The chart draws points: its point size can be set. */
  points: boolean;
  /** The main series' own colour (the colour field starts from it). */
  chartColor: string | undefined;
  onSave(style: ChartStyle): Promise<void>;
  onClose(): void;
}

/** 设置样式: the title, axis names, main colour, legend, split lines and point size of one chart. */
export function ChartStyleModal({ chartTitle, style, points, chartColor, onSave, onClose }: Props) {
  const [form] = Form.useForm<FormValues>();
  const { saving, save } = useSave();

  const submit = async (values: FormValues) => {
    if (await save(() => onSave(toStyle(values)), t('statistics.style.saved'))) onClose();
  };
  const placeholder = t('statistics.style.default');

  return (
    <Modal
      open
      title={t('statistics.style.modal', { chart: chartTitle })}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <Button
            onClick={() => form.setFieldsValue(DEFAULTS)}
            style={{ float: 'left' }}
            data-testid="chart-style-reset"
          >
            {t('statistics.style.reset')}
          </Button>
          <CancelBtn />
          <OkBtn />
        </>
      )}
      data-testid="chart-style-modal"
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ ...DEFAULTS, ...style }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="title" label={t('statistics.style.chartTitle')}>
          <Input maxLength={CHART_STYLE_TITLE_MAX} placeholder={chartTitle} allowClear />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="xAxisName" label={t('statistics.style.xAxisName')}>
              <Input maxLength={CHART_STYLE_AXIS_NAME_MAX} placeholder={placeholder} allowClear />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="yAxisName" label={t('statistics.style.yAxisName')}>
              <Input maxLength={CHART_STYLE_AXIS_NAME_MAX} placeholder={placeholder} allowClear />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="color" label={t('statistics.style.color')}>
          <OptionalColor fallback={chartColor ?? DEFAULT_COLOR} />
        </Form.Item>
        <Space size="large">
          <Form.Item name="showLegend" label={t('statistics.style.showLegend')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="showGrid" label={t('statistics.style.showGrid')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {points && (
            <Form.Item
              name="symbolSize"
              label={t('statistics.style.symbolSize')}
              tooltip={t('statistics.style.symbolSize.hint')}
            >
              <InputNumber
                min={CHART_STYLE_SYMBOL_SIZE_MIN}
                max={CHART_STYLE_SYMBOL_SIZE_MAX}
                precision={0}
                placeholder={placeholder}
                style={{ width: 140 }}
              />
            </Form.Item>
          )}
        </Space>
      </Form>
    </Modal>
  );
}
