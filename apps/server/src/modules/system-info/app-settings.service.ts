import { type AppSettings, SINGLE_SYSTEM_HOMES } from '@qis/shared';
import type { UserContext } from '../../platform/http/request-context';
import { AVATAR_MAX_BYTES, IMPORT_MAX_BYTES } from '../users/upload.service';
import { embeddedIdentityServer } from './identity-server-settings';
import { organizationSetting } from './organization-settings.service';
import { systemInfo } from './system-settings.service';

/** Common/GetAppsetting: the settings a signed-in page needs, whatever the user's permissions. */
export async function appSettings(ctx: UserContext): Promise<AppSettings> {
  const info = await systemInfo(ctx.tx, ctx.services.config);
  const organization = await organizationSetting(ctx.tx);
  return {
    name: info.name,
    title: info.title,
    loginType: info.loginType,
    isSingleSystem: info.isSingleSystem,
    singleSystemModule: info.singleSystemModule,
    singleSystemHome: info.isSingleSystem ? (SINGLE_SYSTEM_HOMES[info.singleSystemModule ?? -1] ?? null) : null,
    isHostTenant: ctx.principal.isHostTenant,
    embeddedIdentityServer: embeddedIdentityServer(ctx.services.config),
    // The limits the upload call (Common/UploadFile) enforces: fileType 1 imports, anything else an image.
    upload: {
      imageMaxBytes: AVATAR_MAX_BYTES,
      imageExtensions: ['.jpg', '.jpeg', '.png'],
      importMaxBytes: IMPORT_MAX_BYTES,
      importExtensions: ['.xls', '.xlsx'],
    },
    organizationSetting: {
      levelNames: organization.levelNames,
      defaultOrganizationId: organization.defaultOrganizationId,
    },
  };
}
