import { redirect } from 'react-router';
import { t } from '../../../locales';
import { HOME_PATH } from '../../../shell/auth/guards';
import { completeSsoCallback } from '../../../shell/auth/session';
import { PageLoading } from '../../../shell/components/PageLoading';

/**
 * Route loader of /oidc-callback: completes the code flow (UserManager.signinCallback), stores the access
 * token and goes home; a failure goes to / (spec §4). Running it as a loader makes it run once per visit.
 */
export async function oidcCallbackLoader(): Promise<Response> {
  try {
    await completeSsoCallback();
  } catch (error) {
    console.error('OIDC sign-in callback failed', error);
    return redirect('/');
  }
  return redirect(HOME_PATH);
}

/** Shown while the callback is processed (the loader always redirects). */
export function OidcCallbackPage() {
  return <PageLoading tip={t('oidc.callback.processing')} />;
}
