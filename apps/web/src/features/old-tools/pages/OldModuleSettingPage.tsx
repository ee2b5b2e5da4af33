import {
  CONSTANTS_SOURCES,
  type ControlChartConfigDto,
  DEFAULT_CONTROL_CHART_CONFIG,
  getControlChartConfig,
  NELSON_RULE_NUMBERS,
  P,
  saveControlChartConfig,
} from '@qis/shared';
import { Alert, Card, Checkbox, Form, InputNumber, Radio, Space, Spin, Switch } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { useCan } from '../../../shell/auth/useCan';
import { callEndpoint } from '../../../shell/call-endpoint';
import { SettingsActions } from '../../statistics/components/SettingsActions';
import { useSettingSave } from '../../system/components/useSettingSave';

type Values = Omit<ControlChartConfigDto, 'version'>;

/**
 * /qmcOldModuleSetting: the old seven tools' module settings, the tenant's control-chart configure: the rules a new
 * chart is judged by, the constants that turn data into limits, and the decimals shown. A stale save (409) reloads.
 */
export function OldModuleSettingPage() {
  const [form] = Form.useForm<Values>();
  const [config, setConfig] = useState<ControlChartConfigDto | null>(null);
  const load = useCallback(() => callEndpoint(getControlChartConfig).then(setConfig, () => undefined), []);
  const { saving, save } = useSettingSave('oldToolSettings.controlChart.saved', load);
  // Saving changes every user's defaults: only for holders of the settings point's edit; others read them.
  const canEdit = useCan(P.oldTools.Setting.key, 'edit');

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (config) form.setFieldsValue(config);
  }, [config, form]);

  const submit = (values: Values) =>
    save(async () => {
      const nelson = [...values.nelson].sort((a, b) => a - b);
      const body = { ...values, nelson, version: config?.version ?? 0 };
      setConfig(await callEndpoint(saveControlChartConfig, { body }));
    });

  if (!config) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <Card title={t('oldToolSettings.controlChart.title')}>
      <Alert
        type="info"
        showIcon
        title={t('oldToolSettings.controlChart.intro')}
        description={t('oldToolSettings.controlChart.rules.help')}
        style={{ marginBottom: 16 }}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={config}
        disabled={!canEdit}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label={t('oldToolSettings.controlChart.rules')}
          extra={t('oldToolSettings.controlChart.westernElectric.help')}
        >
          <Space align="center">
            <Form.Item name="westernElectric" valuePropName="checked" noStyle>
              <Switch id="cc-config-we" data-testid="cc-config-we" />
            </Form.Item>
            <label htmlFor="cc-config-we">{t('oldToolSettings.controlChart.westernElectric')}</label>
          </Space>
        </Form.Item>
        <Form.Item name="nelson" label={t('oldToolSettings.controlChart.nelson')}>
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={NELSON_RULE_NUMBERS.map((rule) => ({
              value: rule,
              label: t(`oldToolSettings.controlChart.nelson.${rule}` as MessageKey),
            }))}
          />
        </Form.Item>
        <Form.Item name="constants" label={t('oldToolSettings.controlChart.constants')}>
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={CONSTANTS_SOURCES.map((source) => ({
              value: source,
              label: t(`oldToolSettings.controlChart.constants.${source}` as MessageKey),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="decimals"
          label={t('oldToolSettings.controlChart.decimals')}
          extra={t('oldToolSettings.controlChart.decimals.help')}
          rules={[{ required: true, type: 'integer', min: 0, max: 10 }]}
        >
          <InputNumber min={0} max={10} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <SettingsActions
          canEdit={canEdit}
          saving={saving}
          saveTestId="cc-config-save"
          onReset={() => form.setFieldsValue(DEFAULT_CONTROL_CHART_CONFIG)}
        />
      </Form>
    </Card>
  );
}
