import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../locales';
import { completeSsoPopupCallback } from '../../../shell/auth/session';
import { PageLoading } from '../../../shell/components/PageLoading';

/** /oidc-popup-callback: a popup sign-in's return; the opener finishes the flow and the popup closes. */
export function OidcPopupCallbackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    completeSsoPopupCallback().catch((error: unknown) => {
      console.error('OIDC popup callback failed', error);
      navigate('/oidc-callback-error', { replace: true });
    });
  }, [navigate]);
  return <PageLoading tip={t('oidc.callback.processing')} />;
}
