import type { MsDataSheetDto } from '@qis/shared';
import { Col, Form, InputNumber, Row, Select, Typography } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { DataColumnSelect } from '../../statistics/components/DataColumnSelect';
import { HISTOGRAM_BINNINGS, type HistogramBinning, type HistogramSettings } from './histogram-settings';

const BINNING_NAMES: Record<HistogramBinning, MessageKey> = {
  sturges: 'oldTools.histogram.binning.sturges',
  scott: 'oldTools.histogram.binning.scott',
  freedmanDiaconis: 'oldTools.histogram.binning.freedmanDiaconis',
  width: 'oldTools.histogram.binning.width',
};

interface HistogramSettingsFormProps {
  settings: HistogramSettings;
  onChange: (change: Partial<HistogramSettings>) => void;
  sheet: MsDataSheetDto | null;
  /** The module's bin rule, shown while the file names none. */
  defaultBinning: HistogramBinning;
}

type NumberField = 'width' | 'start' | 'lsl' | 'usl' | 'target';

/** The data columns, the bin rule (or class width) and the optional specification limits. */
export function HistogramSettingsForm({ settings, onChange, sheet, defaultBinning }: HistogramSettingsFormProps) {
  const binning = settings.binning ?? defaultBinning;
  const numberField = (field: NumberField, label: MessageKey, min?: number) => (
    <Form.Item label={t(label)} htmlFor={`histogram-${field}`}>
      <InputNumber
        id={`histogram-${field}`}
        min={min}
        value={settings[field]}
        onChange={(value) => onChange({ [field]: value ?? null })}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
  return (
    <Form layout="vertical">
      <Form.Item
        label={t('oldTools.histogram.columns')}
        htmlFor="histogram-columns"
        extra={t('oldTools.histogram.columns.help')}
      >
        {sheet ? (
          <DataColumnSelect
            id="histogram-columns"
            sheet={sheet}
            multiple
            value={settings.columns}
            onChange={(columns) => onChange({ columns })}
          />
        ) : (
          <Typography.Text type="secondary">{t('oldTools.cc.dataFile.pickFirst')}</Typography.Text>
        )}
      </Form.Item>
      <Form.Item label={t('oldTools.histogram.binning')} htmlFor="histogram-binning">
        <Select<HistogramBinning>
          id="histogram-binning"
          value={binning}
          onChange={(next) => onChange({ binning: next })}
          options={HISTOGRAM_BINNINGS.map((rule) => ({ value: rule, label: t(BINNING_NAMES[rule]) }))}
        />
      </Form.Item>
      {binning === 'width' && (
        <Row gutter={8}>
          <Col span={12}>{numberField('width', 'oldTools.histogram.width', 0)}</Col>
          <Col span={12}>{numberField('start', 'oldTools.histogram.start')}</Col>
        </Row>
      )}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('oldTools.histogram.spec')}
      </Typography.Paragraph>
      <Row gutter={8}>
        <Col span={8}>{numberField('lsl', 'oldTools.histogram.lsl')}</Col>
        <Col span={8}>{numberField('target', 'oldTools.histogram.target')}</Col>
        <Col span={8}>{numberField('usl', 'oldTools.histogram.usl')}</Col>
      </Row>
    </Form>
  );
}
