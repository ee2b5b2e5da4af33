import { Alert, Card, Col, Flex, Row } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { t } from '../../../locales';
import { forgetSystemInfo } from '../../../shell/system-info';
import { type AppSettingsData, fetchAppSettings, fetchSystemInfo, type SystemInfoData } from '../api';
import { LoginSettingCard } from '../components/LoginSettingCard';
import { OrganizationSettingCard } from '../components/OrganizationSettingCard';
import { SingleSystemCard } from '../components/SingleSystemCard';
import { SystemInfoCard } from '../components/SystemInfoCard';

/**
 * /basicSet (基础设置): system info, login setting and single-system mode (deployment-wide: the host tenant changes
 * them), and the tenant's organization setting. Each card saves on its own; the three deployment-wide cards share
 * the settings row's version.
 */
export function BasicSettingsPage() {
  const revalidator = useRevalidator();
  const [info, setInfo] = useState<SystemInfoData | null>(null);
  const [app, setApp] = useState<AppSettingsData | null>(null);
  // Bumped when the settings are reloaded after a conflict: the cards start again from the stored values.
  const [generation, setGeneration] = useState(0);

  const load = useCallback(async () => {
    try {
      const [loadedInfo, loadedApp] = await Promise.all([fetchSystemInfo(), fetchAppSettings()]);
      setInfo(loadedInfo);
      setApp(loadedApp);
      setGeneration((g) => g + 1);
    } catch {
      // shown by the HTTP client
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  // The shell shows the title, name, login mode and single-system mode from system info: have it loaded again.
  const saved = (changes: Partial<SystemInfoData>) => {
    setInfo((current) => (current ? { ...current, ...changes } : current));
    forgetSystemInfo();
    void revalidator.revalidate();
  };
  const reload = () => void load();

  if (!info || !app) return <Card loading />;
  const editable = app.isHostTenant;
  const shared = { info, editable, onSaved: saved, onConflict: reload };
  return (
    <Flex vertical gap={16} data-testid="basic-settings">
      {editable ? null : <Alert type="info" showIcon title={t('basicSet.hostOnly')} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <SystemInfoCard key={`info-${generation}`} {...shared} />
        </Col>
        <Col xs={24} xl={12}>
          <LoginSettingCard key={`login-${generation}`} {...shared} embedded={app.embeddedIdentityServer} />
        </Col>
        <Col xs={24} xl={12}>
          <OrganizationSettingCard />
        </Col>
        <Col xs={24} xl={12}>
          <SingleSystemCard key={`single-${generation}`} {...shared} />
        </Col>
      </Row>
    </Flex>
  );
}
