import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '../../../locales';
import { LOGIN_PATH } from '../../../shell/auth/guards';

export function OidcCallbackErrorPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={t('oidc.callback.error')}
      extra={
        <Button type="primary" onClick={() => navigate(LOGIN_PATH)}>
          {t('oidc.callback.backToLogin')}
        </Button>
      }
    />
  );
}
