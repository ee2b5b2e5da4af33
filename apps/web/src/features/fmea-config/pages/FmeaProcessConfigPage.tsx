import { ACTION_REQUIRED_LEVELS, type FmeaKindConfig, P } from '@qis/shared';
import { Button, Card, Flex, Form, Radio, Typography } from 'antd';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import { useCan } from '../../../shell/auth/useCan';
import { fetchDfmeaConfig, fetchMsrConfig, saveDfmeaConfig, saveMsrConfig } from '../api';
import { useConfig } from '../useConfig';

type KindConfig = FmeaKindConfig & { version: number };

/** One kind's process rules: which action priorities need an optimization action (dFMEAConfigure, fMEAMsrConfigure). */
function KindConfigCard({
  kindLabel,
  point,
  fetch,
  store,
  testId,
}: {
  kindLabel: MessageKey;
  point: string;
  fetch: () => Promise<KindConfig>;
  store: (value: KindConfig) => Promise<KindConfig>;
  testId: string;
}) {
  const canEdit = useCan(point, 'edit');
  const { value, setValue, saving, submit } = useConfig(fetch, store, t('fmeaConfig.saved'));
  return (
    <Card title={`${t('fmeaConfig.process.title')} · ${t(kindLabel)}`} loading={!value} data-testid={testId}>
      <Form layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item label={t('fmeaConfig.process.actionRequired')} extra={t('fmeaConfig.process.actionRequiredHint')}>
          <Radio.Group
            value={value?.actionRequiredAp}
            disabled={!canEdit}
            onChange={(event) => value && setValue({ ...value, actionRequiredAp: event.target.value })}
            data-testid={`${testId}-action-required`}
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
            data-testid={`${testId}-process-save`}
          >
            {t('fmeaConfig.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

/**
 * /FMEAProcessConfig: each kind's process rules (dFMEAConfigure; fMEAMsrConfigure for holders of FMEA-MSR配置) and
 * where its task audits are configured.
 */
export function FmeaProcessConfigPage() {
  const msr = useCan(P.fmea.FMEAMSRConfigure.key);
  return (
    <Flex vertical gap={12}>
      <KindConfigCard
        kindLabel="fmeaConfig.process.dfmea"
        point={P.fmea.DFMEAConfigure.key}
        fetch={fetchDfmeaConfig}
        store={saveDfmeaConfig}
        testId="fmea-config"
      />
      {msr && (
        <KindConfigCard
          kindLabel="fmeaConfig.process.msr"
          point={P.fmea.FMEAMSRConfigure.key}
          fetch={fetchMsrConfig}
          store={saveMsrConfig}
          testId="fmea-msr-config"
        />
      )}
      <Card title={t('fmeaConfig.process.flow')}>
        <Typography.Paragraph>{t('fmeaConfig.process.flowText')}</Typography.Paragraph>
        <Link to="/WorkFlow">{t('fmeaConfig.process.openFlows')}</Link>
      </Card>
    </Flex>
  );
}
