import type { MsDataSheetDto } from '@qis/shared';
import { Form, Typography } from 'antd';
import { t } from '../../../locales';
import { DataColumnSelect } from '../../statistics/components/DataColumnSelect';
import type { ScatterSettings } from './scatter-settings';

interface ScatterSettingsFormProps {
  settings: ScatterSettings;
  onChange: (change: Partial<ScatterSettings>) => void;
  sheet: MsDataSheetDto | null;
}

/** The X column (the factor) and the Y column (the characteristic), paired row by row. */
export function ScatterSettingsForm({ settings, onChange, sheet }: ScatterSettingsFormProps) {
  if (!sheet) {
    return (
      <Form layout="vertical">
        <Form.Item label={t('oldTools.scatter.x')}>
          <Typography.Text type="secondary">{t('oldTools.cc.dataFile.pickFirst')}</Typography.Text>
        </Form.Item>
      </Form>
    );
  }
  return (
    <Form layout="vertical">
      <Form.Item label={t('oldTools.scatter.x')} htmlFor="scatter-x" extra={t('oldTools.scatter.x.help')}>
        <DataColumnSelect id="scatter-x" sheet={sheet} value={settings.x} onChange={(x) => onChange({ x })} />
      </Form.Item>
      <Form.Item label={t('oldTools.scatter.y')} htmlFor="scatter-y" extra={t('oldTools.scatter.y.help')}>
        <DataColumnSelect id="scatter-y" sheet={sheet} value={settings.y} onChange={(y) => onChange({ y })} />
      </Form.Item>
    </Form>
  );
}
