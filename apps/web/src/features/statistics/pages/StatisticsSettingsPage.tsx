import {
  DEFAULT_STATISTICS_CONFIG,
  HISTOGRAM_BIN_RULES,
  P,
  type StatisticsChartColors,
  type StatisticsConfigDto,
} from '@qis/shared';
import { Card, Col, Form, InputNumber, Radio, Row, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { useCan } from '../../../shell/auth/useCan';
import { ColorField } from '../../../shell/components/ColorField';
import { useSettingSave } from '../../system/components/useSettingSave';
import { fetchStatisticsConfig, storeStatisticsConfig } from '../api';
import { ConfidenceLevelField } from '../components/ConfidenceLevelField';
import { SettingsActions } from '../components/SettingsActions';
import { forgetStatisticsConfig } from '../components/useStatisticsConfig';

type Values = Omit<StatisticsConfigDto, 'version'>;

const COLOR_KEYS = Object.keys(DEFAULT_STATISTICS_CONFIG.colors) as (keyof StatisticsChartColors)[];

/** /moduleSetting (and /statisticsModuleSetting): the tenant's defaults of every statistics analysis. */
export function StatisticsSettingsPage() {
  const [form] = Form.useForm<Values>();
  const [config, setConfig] = useState<StatisticsConfigDto | null>(null);
  const load = useCallback(() => fetchStatisticsConfig().then(setConfig, () => undefined), []);
  const { saving, save } = useSettingSave('statistics.config.saved', load);
  // Saving changes every user's defaults: only for holders of the settings point's edit; others read them.
  const canEdit = useCan(P.mathStatistics.Setting.key, 'edit');

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (config) form.setFieldsValue(config);
  }, [config, form]);

  const submit = (values: Values) =>
    save(async () => {
      setConfig(await storeStatisticsConfig({ ...values, version: config?.version ?? 0 }));
      forgetStatisticsConfig();
    });

  if (!config) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <Card title={t('statistics.config.title')}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={config}
        disabled={!canEdit}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={32}>
          <Col xs={24} md={10}>
            <Form.Item
              name="decimals"
              label={t('statistics.config.decimals')}
              extra={t('statistics.config.decimals.help')}
              rules={[{ required: true, type: 'integer', min: 0, max: 10 }]}
            >
              <InputNumber min={0} max={10} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="histogramBinRule" label={t('statistics.config.binRule')}>
              <Radio.Group
                optionType="button"
                options={HISTOGRAM_BIN_RULES.map((rule) => ({
                  value: rule,
                  label: t(`statistics.config.binRule.${rule}` as MessageKey),
                }))}
              />
            </Form.Item>
            <ConfidenceLevelField />
          </Col>
          <Col xs={24} md={14}>
            <Form.Item label={t('statistics.config.colors')} style={{ marginBottom: 0 }}>
              <Row gutter={[16, 0]}>
                {COLOR_KEYS.map((key) => (
                  <Col span={12} key={key}>
                    <Form.Item name={['colors', key]} label={t(`statistics.config.color.${key}` as MessageKey)}>
                      <ColorField />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Form.Item>
          </Col>
        </Row>
        <SettingsActions
          canEdit={canEdit}
          saving={saving}
          saveTestId="statistics-config-save"
          onReset={() => form.setFieldsValue(DEFAULT_STATISTICS_CONFIG)}
        />
      </Form>
    </Card>
  );
}
