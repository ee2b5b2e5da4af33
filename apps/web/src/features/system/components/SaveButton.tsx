import { P } from '@qis/shared/permissions';
import { Button } from 'antd';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';

/**
 * The 保存 button of a basic-settings card, for holders of SystemManager.BasicSetting edit; a disabled form disables
 * it too.
 */
export function SaveButton({ saving, testId }: { saving: boolean; testId: string }) {
  return (
    <Authorized permission={P.system.BasicSetting.key} action="edit">
      <Button type="primary" htmlType="submit" loading={saving} data-testid={testId}>
        {t('basicSet.save')}
      </Button>
    </Authorized>
  );
}
