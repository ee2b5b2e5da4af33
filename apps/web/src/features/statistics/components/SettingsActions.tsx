import { Button, Space } from 'antd';
import { t } from '../../../locales';

/**
 * 保存 and 恢复默认 under a module's settings form, shown only to a user whose settings point allows edit (the form
 * is read-only for the others).
 */
export function SettingsActions(props: { canEdit: boolean; saving: boolean; saveTestId: string; onReset: () => void }) {
  if (!props.canEdit) return null;
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={props.saving} data-testid={props.saveTestId}>
        {t('statistics.config.save')}
      </Button>
      <Button onClick={props.onReset}>{t('statistics.config.reset')}</Button>
    </Space>
  );
}
