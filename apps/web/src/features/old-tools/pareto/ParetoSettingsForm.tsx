import type { MsDataSheetDto } from '@qis/shared';
import { Form, InputNumber, Radio, Typography } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { DataColumnSelect } from '../../statistics/components/DataColumnSelect';
import { PARETO_OTHER_MODES, type ParetoOtherMode, type ParetoSettings } from './pareto-settings';

const OTHER_MODE_NAMES: Record<ParetoOtherMode, MessageKey> = {
  none: 'oldTools.pareto.other.none',
  belowPercent: 'oldTools.pareto.other.belowPercent',
  topK: 'oldTools.pareto.other.topK',
};

interface ParetoSettingsFormProps {
  settings: ParetoSettings;
  onChange: (change: Partial<ParetoSettings>) => void;
  sheet: MsDataSheetDto | null;
}

/** The category column, the optional count column and how small categories merge into '其他'. */
export function ParetoSettingsForm({ settings, onChange, sheet }: ParetoSettingsFormProps) {
  return (
    <Form layout="vertical">
      {sheet ? (
        <>
          <Form.Item label={t('oldTools.pareto.categoryColumn')} htmlFor="pareto-category-column">
            <DataColumnSelect
              id="pareto-category-column"
              sheet={sheet}
              value={settings.categoryColumn}
              onChange={(categoryColumn) => onChange({ categoryColumn })}
            />
          </Form.Item>
          <Form.Item
            label={t('oldTools.pareto.countColumn')}
            htmlFor="pareto-count-column"
            extra={t('oldTools.pareto.countColumn.help')}
          >
            <DataColumnSelect
              id="pareto-count-column"
              sheet={sheet}
              value={settings.countColumn}
              onChange={(countColumn) => onChange({ countColumn })}
            />
          </Form.Item>
        </>
      ) : (
        <Form.Item label={t('oldTools.pareto.categoryColumn')}>
          <Typography.Text type="secondary">{t('oldTools.cc.dataFile.pickFirst')}</Typography.Text>
        </Form.Item>
      )}
      <Form.Item label={t('oldTools.pareto.other')}>
        <Radio.Group
          value={settings.otherMode}
          onChange={(event) => onChange({ otherMode: event.target.value })}
          options={PARETO_OTHER_MODES.map((mode) => ({ value: mode, label: t(OTHER_MODE_NAMES[mode]) }))}
          data-testid="pareto-other-mode"
        />
      </Form.Item>
      {settings.otherMode === 'belowPercent' && (
        <Form.Item label={t('oldTools.pareto.other.percent')} htmlFor="pareto-other-percent">
          <InputNumber
            id="pareto-other-percent"
            min={0}
            max={100}
            suffix="%"
            value={settings.otherBelowPercent}
            onChange={(value) => onChange({ otherBelowPercent: value ?? null })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
      {settings.otherMode === 'topK' && (
        <Form.Item label={t('oldTools.pareto.other.topKCount')} htmlFor="pareto-top-k">
          <InputNumber
            id="pareto-top-k"
            min={1}
            precision={0}
            value={settings.topK}
            onChange={(value) => onChange({ topK: value ?? null })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
    </Form>
  );
}
