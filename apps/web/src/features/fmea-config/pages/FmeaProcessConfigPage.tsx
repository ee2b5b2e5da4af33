import { ACTION_REQUIRED_LEVELS, P } from '@qis/shared';
import { Button, Card, Flex, Form, Radio, Typography } from 'antd';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import { useCan } from '../../../shell/auth/useCan';
import { fetchDfmeaConfig, saveDfmeaConfig } from '../api';
import { useConfig } from '../useConfig';

/** /FMEAProcessConfig: each kind's process rules (dFMEAConfigure) and where its task audits are configured. */
export function FmeaProcessConfigPage() {
  const canEdit = useCan(P.fmea.DFMEAConfigure.key, 'edit');
  const { value, setValue, saving, submit } = useConfig(fetchDfmeaConfig, saveDfmeaConfig, t('fmeaConfig.saved'));
  return (
    <Flex vertical gap={12}>
      <Card title={`${t('fmeaConfig.process.title')} · ${t('fmeaConfig.process.dfmea')}`} loading={!value}>
        <Form layout="vertical" style={{ maxWidth: 720 }}>
          <Form.Item label={t('fmeaConfig.process.actionRequired')} extra={t('fmeaConfig.process.actionRequiredHint')}>
            <Radio.Group
              value={value?.actionRequiredAp}
              disabled={!canEdit}
              onChange={(event) => value && setValue({ ...value, actionRequiredAp: event.target.value })}
              data-testid="fmea-config-action-required"
            >
              <Flex vertical gap={4}>
                {ACTION_REQUIRED_LEVELS.map((level) => (
                  <Radio key={level} value={level}>
                    {t(`fmeaConfig.process.actionRequired.${level}` as MessageKey)}
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          </Form.Item>
          {canEdit && (
            <Button
              type="primary"
              loading={saving}
              onClick={() => value && void submit(value)}
              data-testid="fmea-config-process-save"
            >
              {t('fmeaConfig.save')}
            </Button>
          )}
        </Form>
      </Card>
      <Card title={t('fmeaConfig.process.flow')}>
        <Typography.Paragraph>{t('fmeaConfig.process.flowText')}</Typography.Paragraph>
        <Link to="/WorkFlow">{t('fmeaConfig.process.openFlows')}</Link>
      </Card>
    </Flex>
  );
}
