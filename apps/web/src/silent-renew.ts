import { UserManager } from 'oidc-client-ts';

/**
 * Entry of /silent-renew-oidc.html, loaded by oidc-client-ts in a hidden iframe during silent renewal:
 * it hands the authorization response back to the parent window. The settings are placeholders, the
 * parent's UserManager validates the response.
 */
const origin = window.location.origin;
void new UserManager({
  authority: origin,
  client_id: 'qis-web',
  redirect_uri: `${origin}/oidc-callback`,
  automaticSilentRenew: false,
})
  .signinSilentCallback()
  .catch((error: unknown) => console.error('Silent renew callback failed', error));
