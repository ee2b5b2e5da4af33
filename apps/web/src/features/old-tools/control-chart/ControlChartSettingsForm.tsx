import {
  CONTROL_CHART_TYPES,
  type ControlChartRules,
  type ControlChartType,
  type MsDataSheetDto,
  NELSON_RULE_NUMBERS,
} from '@qis/shared';
import { Checkbox, Flex, Form, InputNumber, Select, Switch, Typography } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { DataColumnSelect } from '../../statistics/components/DataColumnSelect';
import { type ControlChartSettings, isVariablesChart, needsSizes, takesSubgroups } from './control-chart-settings';

const TYPE_NAMES: Record<ControlChartType, MessageKey> = {
  xbarR: 'oldTools.cc.type.xbarR',
  xbarS: 'oldTools.cc.type.xbarS',
  imr: 'oldTools.cc.type.imr',
  p: 'oldTools.cc.type.p',
  np: 'oldTools.cc.type.np',
  c: 'oldTools.cc.type.c',
  u: 'oldTools.cc.type.u',
};

const COLUMN_HELP: Record<ControlChartType, MessageKey> = {
  xbarR: 'oldTools.cc.columns.help.subgroups',
  xbarS: 'oldTools.cc.columns.help.subgroups',
  imr: 'oldTools.cc.columns.help.imr',
  p: 'oldTools.cc.columns.help.defectives',
  np: 'oldTools.cc.columns.help.defectives',
  c: 'oldTools.cc.columns.help.defects',
  u: 'oldTools.cc.columns.help.defects',
};

interface ControlChartSettingsFormProps {
  settings: ControlChartSettings;
  onChange: (change: Partial<ControlChartSettings>) => void;
  sheet: MsDataSheetDto | null;
  /** The rules shown: the file's own, else the configure's defaults (null until they load). */
  rules: ControlChartRules | null;
}

/** Chart type, data columns, subgroup or sample sizes, out-of-control rules and the phase I count. */
export function ControlChartSettingsForm({ settings, onChange, sheet, rules }: ControlChartSettingsFormProps) {
  const { chartType } = settings;
  const subgroups = takesSubgroups(chartType);
  const setNelson = (nelson: number[]) =>
    rules && onChange({ rules: { ...rules, nelson: [...nelson].sort((a, b) => a - b) } });
  return (
    <Form layout="vertical" size="middle">
      <Form.Item label={t('oldTools.cc.chartType')} htmlFor="cc-chart-type">
        <Select<ControlChartType>
          id="cc-chart-type"
          value={chartType}
          onChange={(next) => onChange({ chartType: next })}
          options={CONTROL_CHART_TYPES.map((type) => ({ value: type, label: t(TYPE_NAMES[type]) }))}
        />
      </Form.Item>
      <Form.Item label={t('oldTools.cc.columns')} htmlFor="cc-columns" extra={t(COLUMN_HELP[chartType])}>
        {!sheet ? (
          <Typography.Text type="secondary">{t('oldTools.cc.dataFile.pickFirst')}</Typography.Text>
        ) : subgroups ? (
          <DataColumnSelect
            id="cc-columns"
            sheet={sheet}
            multiple
            value={settings.columns}
            onChange={(columns) => onChange({ columns })}
          />
        ) : (
          <DataColumnSelect
            id="cc-columns"
            sheet={sheet}
            value={settings.columns[0] ?? null}
            onChange={(column) => onChange({ columns: column === null ? [] : [column] })}
          />
        )}
      </Form.Item>
      {subgroups && settings.columns.length === 1 && (
        <Form.Item label={t('oldTools.cc.subgroupSize')} htmlFor="cc-subgroup-size">
          <InputNumber
            id="cc-subgroup-size"
            min={2}
            max={50}
            precision={0}
            value={settings.subgroupSize}
            onChange={(size) => onChange({ subgroupSize: size ?? null })}
          />
        </Form.Item>
      )}
      {sheet && !subgroups && chartType !== 'imr' && (
        <Form.Item
          label={t(needsSizes(chartType) ? 'oldTools.cc.sizeColumn' : 'oldTools.cc.sizeColumn.optional')}
          htmlFor="cc-size-column"
        >
          <DataColumnSelect
            id="cc-size-column"
            sheet={sheet}
            value={settings.sizeColumn}
            onChange={(sizeColumn) => onChange({ sizeColumn })}
          />
        </Form.Item>
      )}
      <Form.Item label={t('oldTools.cc.rules')}>
        <Checkbox
          checked={rules?.westernElectric ?? false}
          disabled={!rules}
          onChange={(event) => rules && onChange({ rules: { ...rules, westernElectric: event.target.checked } })}
          data-testid="cc-rule-we"
        >
          {t('oldTools.cc.rules.westernElectric')}
        </Checkbox>
        <div style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t('oldTools.cc.rules.nelson')}</Typography.Text>
        </div>
        <Checkbox.Group
          value={rules?.nelson ?? []}
          disabled={!rules}
          onChange={(values) => setNelson(values as number[])}
          options={NELSON_RULE_NUMBERS.map((n) => ({ value: n, label: String(n) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('oldTools.cc.phaseOne')}
        htmlFor="cc-phase-one"
        extra={t(settings.frozen ? 'oldTools.controlChart.freeze.phaseOneLocked' : 'oldTools.cc.phaseOne.help')}
      >
        <InputNumber
          id="cc-phase-one"
          min={1}
          precision={0}
          disabled={settings.frozen !== null}
          value={settings.frozen ? settings.frozen.phaseOneCount : settings.phaseOneCount}
          onChange={(count) => onChange({ phaseOneCount: count ?? null })}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {isVariablesChart(chartType) && (
        <Form.Item label={t('oldTools.cc.spec')} extra={t('oldTools.cc.spec.help')}>
          <Flex gap={8}>
            <InputNumber
              id="cc-lsl"
              aria-label={t('oldTools.cc.spec.lsl')}
              placeholder={t('oldTools.cc.spec.lsl')}
              value={settings.lsl}
              onChange={(lsl) => onChange({ lsl: lsl ?? null })}
              style={{ width: '100%' }}
            />
            <InputNumber
              id="cc-usl"
              aria-label={t('oldTools.cc.spec.usl')}
              placeholder={t('oldTools.cc.spec.usl')}
              value={settings.usl}
              onChange={(usl) => onChange({ usl: usl ?? null })}
              style={{ width: '100%' }}
            />
          </Flex>
        </Form.Item>
      )}
      <Form.Item label={t('oldTools.cc.zones')} htmlFor="cc-zones" style={{ marginBottom: 0 }}>
        <Switch id="cc-zones" checked={settings.showZones} onChange={(showZones) => onChange({ showZones })} />
      </Form.Item>
    </Form>
  );
}
