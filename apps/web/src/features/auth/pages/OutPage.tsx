import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../locales';
import { LOGIN_PATH } from '../../../shell/auth/route-access';

/** Spec §2 /out: shows 'redirecting to login' with an immediate-login button, and goes to sign-in. */
const REDIRECT_DELAY_MS = 3000;

export function OutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(LOGIN_PATH, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Result
      status="info"
      title={t('out.redirecting')}
      extra={
        <Button type="primary" onClick={() => navigate(LOGIN_PATH, { replace: true })} data-testid="out-login-now">
          {t('out.loginNow')}
        </Button>
      }
    />
  );
}
