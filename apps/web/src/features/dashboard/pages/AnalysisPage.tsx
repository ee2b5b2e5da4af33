import { Card, Descriptions, Typography } from 'antd';
import { t } from '../../../locales';
import { useCurrentUser } from '../../../shell/auth/hooks';
import { greetingKey } from '../../../shell/utils/greeting';

/** Home after login (minimal for now): greets the signed-in user. */
export function AnalysisPage() {
  const user = useCurrentUser();
  return (
    <Card>
      <Typography.Title level={3} data-testid="analysis-greeting">
        {t('analysis.greeting', { greeting: t(greetingKey()), name: user.name })}
      </Typography.Title>
      <Descriptions
        column={1}
        items={[
          { key: 'organization', label: t('analysis.organization'), children: user.organizationName || '-' },
          { key: 'role', label: t('analysis.role'), children: user.roleName || '-' },
          { key: 'tenant', label: t('analysis.tenant'), children: user.tenantNickName || user.tenantName || '-' },
        ]}
      />
    </Card>
  );
}
