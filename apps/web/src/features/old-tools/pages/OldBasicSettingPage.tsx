import {
  DEFAULT_SEVEN_TOOLS_CONFIG,
  getSevenToolsConfig,
  HISTOGRAM_BIN_RULES,
  SEVEN_TOOLS_SET_SPACE,
  type SevenToolsChartColors,
  type SevenToolsConfigDto,
  type SevenToolsSet,
  SPACE_POINTS,
  saveSevenToolsConfig,
} from '@qis/shared';
import { Alert, Card, Col, Form, InputNumber, Radio, Row, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { useCan } from '../../../shell/auth/useCan';
import { callEndpoint } from '../../../shell/call-endpoint';
import { ColorField } from '../../../shell/components/ColorField';
import { SettingsActions } from '../../statistics/components/SettingsActions';
import { useSettingSave } from '../../system/components/useSettingSave';

type Values = Omit<SevenToolsConfigDto, 'version' | 'set'>;

const COLOR_KEYS = Object.keys(DEFAULT_SEVEN_TOOLS_CONFIG.colors) as (keyof SevenToolsChartColors)[];

const TITLES: Record<SevenToolsSet, MessageKey> = {
  old: 'sevenToolsSettings.title.old',
  new: 'sevenToolsSettings.title.new',
};

interface SevenToolsSettingsCardProps {
  set: SevenToolsSet;
  /** Shown above the form (the new set's module settings explain they are these settings). */
  note?: string;
  title?: string;
}

/**
 * The tenant's basic settings of one set of seven tools (baseSevenToolsConfigure): decimals, chart colours and the
 * default histogram bin rule. A save over a stale version (409) reloads the stored values.
 */
export function SevenToolsSettingsCard({ set, note, title }: SevenToolsSettingsCardProps) {
  const [form] = Form.useForm<Values>();
  const [config, setConfig] = useState<SevenToolsConfigDto | null>(null);
  const load = useCallback(
    () => callEndpoint(getSevenToolsConfig, { query: { set } }).then(setConfig, () => undefined),
    [set],
  );
  const { saving, save } = useSettingSave('sevenToolsSettings.saved', load);
  // Saving changes every user's defaults: only for holders of the set's settings point's edit; others read them.
  const canEdit = useCan(SPACE_POINTS[SEVEN_TOOLS_SET_SPACE[set]].setting, 'edit');

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (config) form.setFieldsValue(config);
  }, [config, form]);

  const submit = (values: Values) =>
    save(async () =>
      setConfig(await callEndpoint(saveSevenToolsConfig, { body: { ...values, set, version: config?.version ?? 0 } })),
    );

  if (!config) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <Card title={title ?? t(TITLES[set])}>
      {note && <Alert type="info" showIcon title={note} style={{ marginBottom: 16 }} />}
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
              label={t('sevenToolsSettings.decimals')}
              extra={t('sevenToolsSettings.decimals.help')}
              rules={[{ required: true, type: 'integer', min: 0, max: 10 }]}
            >
              <InputNumber min={0} max={10} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="histogramBinRule"
              label={t('statistics.config.binRule')}
              extra={t('sevenToolsSettings.binRule.help')}
            >
              <Radio.Group
                optionType="button"
                options={HISTOGRAM_BIN_RULES.map((rule) => ({
                  value: rule,
                  label: t(`statistics.config.binRule.${rule}` as MessageKey),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item label={t('statistics.config.colors')} style={{ marginBottom: 0 }}>
              <Row gutter={[16, 0]}>
                {COLOR_KEYS.map((key) => (
                  <Col span={12} key={key}>
                    <Form.Item name={['colors', key]} label={t(`sevenToolsSettings.color.${key}` as MessageKey)}>
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
          saveTestId="seven-tools-settings-save"
          onReset={() => form.setFieldsValue(DEFAULT_SEVEN_TOOLS_CONFIG)}
        />
      </Form>
    </Card>
  );
}

/** /qmcOldBasicSetting: the old seven tools' basic settings. */
export function OldBasicSettingPage() {
  return <SevenToolsSettingsCard set="old" />;
}
