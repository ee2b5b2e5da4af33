import { P } from '@qis/shared/permissions';
import { Button } from 'antd';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';

/** The 保存 button of a basic-settings card, for holders of SystemManager.BasicSetting edit. */
export function SaveButton({ saving, disabled, testId }: { saving: boolean; disabled?: boolean; testId: string }) {
  return (
    <Authorized permission={P.system.BasicSetting.key} action="edit">
      <Button type="primary" htmlType="submit" loading={saving} disabled={disabled} data-testid={testId}>
        {t('basicSet.save')}
      </Button>
    </Authorized>
  );
}
