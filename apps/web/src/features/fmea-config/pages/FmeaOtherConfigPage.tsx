import { P } from '@qis/shared';
import { Button, Card, Flex, Form, Switch } from 'antd';
import { t } from '../../../locales';
import { useCan } from '../../../shell/auth/useCan';
import { fetchGeneralConfig, saveGeneralConfig } from '../api';
import { useConfig } from '../useConfig';
import { PfmeaDisplayCard } from './PfmeaDisplayCard';

/**
 * /FMEAOtherConfigurations: the general FMEA settings of the tenant (fMEAConfigure), and the caller's PFMEA display
 * configuration for this session (pFMEAConfigure).
 */
export function FmeaOtherConfigPage() {
  const canEdit = useCan(P.fmea.ProcessConfig.key, 'edit');
  const { value, setValue, saving, submit } = useConfig(fetchGeneralConfig, saveGeneralConfig, t('fmeaConfig.saved'));
  const setting = (key: 'isOpenProjectManage', label: string, hint: string) => (
    <Form.Item label={label} extra={hint}>
      <Switch
        checked={value?.[key] ?? false}
        disabled={!canEdit || !value}
        onChange={(checked) => value && setValue({ ...value, [key]: checked })}
        data-testid={`fmea-config-${key}`}
      />
    </Form.Item>
  );
  return (
    <Flex vertical gap={12}>
      <Card title={t('fmeaConfig.other.title')} loading={!value}>
        <Form layout="vertical" style={{ maxWidth: 720 }}>
          {setting(
            'isOpenProjectManage',
            t('fmeaConfig.other.isOpenProjectManage'),
            t('fmeaConfig.other.isOpenProjectManageHint'),
          )}
          {canEdit && (
            <Flex>
              <Button
                type="primary"
                loading={saving}
                onClick={() => value && void submit(value)}
                data-testid="fmea-config-other-save"
              >
                {t('fmeaConfig.save')}
              </Button>
            </Flex>
          )}
        </Form>
      </Card>
      <PfmeaDisplayCard />
    </Flex>
  );
}
